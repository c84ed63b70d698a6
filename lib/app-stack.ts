import { join } from 'node:path';
import { Aws, CfnOutput, Fn, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ROUTES, type RouteDefinition } from '../lambdas/routing/routes';
import type { DeployConfig } from './config';
import { Api } from './constructs/api';
import { concernOfRoute } from './constructs/alarm-criteria';
import { Auth } from './constructs/auth';
import { Database } from './constructs/database';
import { Monitoring } from './constructs/monitoring';
import { REPOSITORY_ROOT } from './constructs/node-function';
import { PackageSeed } from './constructs/package-seed';
import { Storage } from './constructs/storage';
import { Web } from './constructs/web';

export interface AppStackProps extends StackProps {
  config: DeployConfig;
  /** The Vite build to publish; defaults to web/dist. */
  webDistPath?: string;
  /** The route table; defaults to ROUTES. */
  routes?: readonly RouteDefinition[];
}

/** ScriptVoice in one stack: it only composes the domain constructs. */
export class AppStack extends Stack {
  readonly database: Database;
  readonly storage: Storage;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: Web;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention: RetentionDays = config.logRetentionDays;
    const { production } = config;

    // CloudFront's domain is only known once the distribution exists, yet Cognito, the Lambdas and the bucket
    // CORS need it; a lazy value lets the constructs be built in reading order. CloudFormation sees no cycle
    // because CloudFront itself depends on none of them (see Api.originDomainName and Storage.browserHosts).
    const appUrl = config.domain
      ? `https://${config.domain}`
      : Lazy.string({ produce: () => this.web.appUrl });
    // The managed-login prefix must be unique in the region: by default, the first block of the stack's own id.
    const authDomainPrefix =
      config.authDomainPrefix ??
      `scriptvoice-${config.stage}-${Fn.select(0, Fn.split('-', Fn.select(2, Fn.split('/', Aws.STACK_ID))))}`;

    this.database = new Database(this, 'Database', { production });
    this.storage = new Storage(this, 'Storage', {
      stage: config.stage,
      allowedOrigins: [appUrl, ...config.allowedOrigins],
      production,
    });
    this.auth = new Auth(this, 'Auth', {
      appUrl,
      extraOrigins: config.allowedOrigins,
      domainPrefix: authDomainPrefix,
      googleClientId: config.googleClientId,
      googleClientSecretName: config.googleClientSecretName,
      sesFromEmail: config.sesFromEmail,
      logRetention,
      production,
    });
    this.api = new Api(this, 'Api', {
      routes: props.routes ?? ROUTES,
      userPool: this.auth.userPool,
      resources: {
        database: this.database,
        scriptsBucket: this.storage.scriptsBucket,
        documentsBucket: this.storage.documentsBucket,
        appUrl,
        bedrockModelId: config.bedrockModelId,
        stripeSecretKey: Secret.fromSecretNameV2(this, 'StripeSecretKey', config.stripeSecretKeyName),
        stripeWebhookSecret: Secret.fromSecretNameV2(this, 'StripeWebhookSecret', config.stripeWebhookSecretName),
        logRetention,
        production,
      },
    });
    this.web = new Web(this, 'Web', {
      distPath: props.webDistPath ?? join(REPOSITORY_ROOT, 'web', 'dist'),
      apiOriginDomainName: this.api.originDomainName,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        // Without a Google client there is nothing to redirect to, so the app hides Google sign-in.
        ...(config.googleClientId ? { oauthDomain: this.auth.oauthDomain } : {}),
        apiBaseUrl: '/api',
        local: false,
      },
      connectSources: [
        `https://cognito-idp.${this.region}.amazonaws.com`,
        `https://${this.auth.oauthDomain}`,
        ...this.storage.browserHosts,
        'https://api.stripe.com',
      ],
      logsBucket: this.storage.logsBucket,
      customDomain:
        config.domain && config.certificateArn
          ? { domainName: config.domain, certificateArn: config.certificateArn }
          : undefined,
      logRetention,
    });
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      restApi: this.api.restApi,
      accessLogs: this.api.accessLogs,
      functions: [
        ...this.api.functions.map(({ functionName, nodeFunction, route }) => ({ functionName, nodeFunction, concern: concernOfRoute(route) })),
        // The sign-up and reset mails: a failure there keeps a creator out as surely as a failing API route.
        { functionName: 'CustomMessage', nodeFunction: this.auth.customMessage, concern: 'api' as const },
        ...this.api.workers.map((worker) => ({ ...worker, concern: 'background' as const })),
      ],
      failedWork: this.api.failedWork.queue,
      table: this.database.table,
      bedrockModelId: config.bedrockModelId,
      alarmEmail: config.alarmEmail,
    });
    new PackageSeed(this, 'PackageSeed', {
      database: this.database,
      stripePriceIds: config.stripePriceIds,
      logRetention,
      production,
    });

    const outputs: Record<string, [string, string]> = {
      AppUrl: [appUrl, 'Where the app is served'],
      StripeWebhookUrl: [`${appUrl}/api/stripe/webhook`, 'Register this endpoint in Stripe (checkout.session.completed, checkout.session.async_payment_succeeded)'],
      GoogleRedirectUri: [this.auth.googleRedirectUri, 'Add this as an authorised redirect URI of the Google OAuth client'],
      UserPoolId: [this.auth.userPool.userPoolId, 'Cognito user pool'],
      UserPoolClientId: [this.auth.userPoolClient.userPoolClientId, 'Cognito app client of the web app'],
      OAuthDomain: [this.auth.oauthDomain, 'Cognito managed-login domain'],
      DistributionId: [this.web.distribution.distributionId, 'CloudFront distribution'],
      DistributionDomainName: [this.web.distribution.distributionDomainName, 'Point the custom domain (CNAME or alias) here'],
      TableName: [this.database.table.tableName, 'DynamoDB table'],
      AlarmTopicArn: [this.monitoring.topic.topicArn, 'SNS topic the four paging alarms publish to (subscribe on-call here; docs/runbook.md)'],
      DashboardName: [this.monitoring.dashboard.dashboardName, 'CloudWatch dashboard'],
      FailedWorkQueueUrl: [this.api.failedWork.queue.queueUrl, 'Background worker runs that failed every attempt (docs/runbook.md, "Background work")'],
    };
    for (const [name, [value, description]] of Object.entries(outputs)) new CfnOutput(this, name, { value, description });
  }
}
