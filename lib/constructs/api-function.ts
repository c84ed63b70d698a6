import { Aws, Duration } from 'aws-cdk-lib';
import { Effect, PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Access, DataGrants } from '../../lambdas/routing/grants';
import type { RouteDefinition } from '../../lambdas/routing/routes';
import { RATE_LIMIT_PK_PREFIX } from '../../lambdas/data/keys';
import { WORKERS, type WorkerName } from '../../lambdas/routing/workers';
import type { Database } from './database';
import { NodeFunction } from './node-function';

/** The voice match's background statistics, read beside the bundle (lambdas/domain/voice/style-background.ts). */
const VOICE_BACKGROUND_FILE = 'lambdas/domain/voice/style-background.json';

const TABLE_ACTIONS: Record<Access, string[]> = {
  // No Scan: every access pattern is a Get or a Query on a known key.
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
};

const OBJECT_ACTIONS: Record<Access, string[]> = {
  read: ['s3:GetObject'],
  // AbortMultipartUpload: a streamed upload (the export's zip) cleans up after itself when it fails.
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
};

/** Cross-region (system-defined) inference profile ids start with their geography. */
const INFERENCE_PROFILE = /^(us|us-gov|eu|apac|au|jp|ca|global)\.(.+)$/;

const BEDROCK_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];

/** The shared resources a route may be granted, and the values every API Lambda reads from its environment. */
export interface ApiResources {
  database: Database;
  scriptsBucket: IBucket;
  documentsBucket: IBucket;
  /** Where the app is served (checkout return URLs, links in mails). */
  appUrl: string;
  /** A foundation model id or a cross-region inference profile id. */
  bedrockModelId: string;
  stripeSecretKey: ISecret;
  stripeWebhookSecret: ISecret;
  logRetention: RetentionDays;
  production: boolean;
}

export interface ApiFunctionProps {
  /** The route-table row this Lambda serves. */
  route: RouteDefinition;
  resources: ApiResources;
  /** The pool whose users a `deleteUsers` row may delete. */
  userPool: IUserPool;
  /** The background workers a route may start. */
  workers: Record<WorkerName, NodeFunction>;
}

/** A streamed answer may run for the longest script (the writer gives up at 4 minutes); others answer within 15 s. */
export const STREAMING_TIMEOUT = Duration.minutes(5);

const lambdaTimeout = (route: RouteDefinition) => {
  if (route.streaming) return STREAMING_TIMEOUT;
  // A buffered Bedrock call may use all of API Gateway's 29 s.
  return route.grants.bedrock ? Duration.seconds(29) : Duration.seconds(15);
};

/** The Lambda behind one route-table row, granted exactly what the row's `grants` say and nothing more. */
export class ApiFunction extends Construct {
  readonly nodeFunction: NodeFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route, resources } = props;
    const { grants } = route;

    this.nodeFunction = new NodeFunction(this, 'Lambda', {
      entry: route.entry,
      description: `${route.method} ${route.path} (${route.entry})`,
      environment: {
        // Resource names are not privileges: every Lambda gets them so shared data modules can parse their
        // environment once; the role below decides what it may actually touch.
        TABLE_NAME: resources.database.table.tableName,
        SCRIPTS_BUCKET: resources.scriptsBucket.bucketName,
        DOCUMENTS_BUCKET: resources.documentsBucket.bucketName,
        APP_URL: resources.appUrl,
        ...(grants.bedrock ? { BEDROCK_MODEL_ID: resources.bedrockModelId } : {}),
        ...(grants.deleteUsers ? { USER_POOL_ID: props.userPool.userPoolId } : {}),
        ...Object.fromEntries(
          (grants.workers ?? []).map((worker) => [WORKERS[worker].functionNameVariable, props.workers[worker].function.functionName]),
        ),
        // Only the secrets' names travel in the environment; the values are read from Secrets Manager at run time.
        ...(grants.stripeSecrets
          ? {
              STRIPE_SECRET_KEY_SECRET_NAME: resources.stripeSecretKey.secretName,
              STRIPE_WEBHOOK_SECRET_SECRET_NAME: resources.stripeWebhookSecret.secretName,
            }
          : {}),
      },
      timeout: lambdaTimeout(route),
      logRetention: resources.logRetention,
      production: resources.production,
      // Every API Lambda gets the voice match's background: a route that starts to score voices cannot then
      // fail in AWS alone for want of it (86 KB, read only when used).
      dataFiles: [VOICE_BACKGROUND_FILE],
    });
    const { role } = this.nodeFunction;

    grantDataAccess(role, grants, resources);
    if (route.rateLimit) {
      // A statement of its own, so a route that may otherwise only read gets no write beyond the rate windows.
      role.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [resources.database.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_LIMIT_PK_PREFIX}*`] } },
        }),
      );
    }
    if (grants.bedrock) {
      for (const statement of bedrockStatements(resources.bedrockModelId)) role.addToPolicy(statement);
    }
    for (const worker of grants.workers ?? []) props.workers[worker].function.grantInvoke(role);
    if (grants.deleteUsers) {
      role.addToPolicy(new PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [props.userPool.userPoolArn] }));
    }
    if (grants.stripeSecrets) {
      resources.stripeSecretKey.grantRead(role);
      resources.stripeWebhookSecret.grantRead(role);
    }

    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Object keys are made by the server at run time under per-user prefixes, so the narrowest fixed scope is the objects of this one bucket; the handler confines each user to their own keys.',
          appliesTo: [{ regex: '/^Resource::<.+\\.Arn>\\/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'A cross-region inference profile lets Bedrock pick the destination region, so the foundation-model ARN needs a region wildcard; the statement names one model and only allows it through the configured profile (bedrock:InferenceProfileArn condition).',
          appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:bedrock:\\*::foundation-model\\/.+$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: "grantInvoke on a background worker also names its versions and aliases (the function ARN with ':*'); the statement names one function.",
          appliesTo: [{ regex: '/^Resource::<.+\\.Arn>:\\*$/g' }],
        },
      ],
      true,
    );
  }
}

/** Table and bucket access as a route or worker row grants it: its actions on the table and on each bucket's objects. */
export const grantDataAccess = (
  role: Role,
  grants: DataGrants,
  resources: Pick<ApiResources, 'database' | 'scriptsBucket' | 'documentsBucket'>,
) => {
  if (grants.table) {
    role.addToPolicy(
      new PolicyStatement({ actions: TABLE_ACTIONS[grants.table], resources: resources.database.resourceArns }),
    );
  }
  const buckets = [
    [grants.scriptsBucket, resources.scriptsBucket],
    [grants.documentsBucket, resources.documentsBucket],
  ] as const;
  for (const [access, bucket] of buckets) {
    if (!access) continue;
    role.addToPolicy(new PolicyStatement({ actions: OBJECT_ACTIONS[access], resources: [bucket.arnForObjects('*')] }));
    // ListBucket lets a missing object answer 404 instead of 403.
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  }
};

/** Invoke permission for one model: through its inference profile when the id names one, else the model in this region. */
export const bedrockStatements = (modelId: string): PolicyStatement[] => {
  const profile = INFERENCE_PROFILE.exec(modelId);
  if (!profile) {
    return [
      new PolicyStatement({
        actions: BEDROCK_ACTIONS,
        resources: [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${modelId}`],
      }),
    ];
  }
  const profileArn = `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`;
  return [
    new PolicyStatement({ actions: BEDROCK_ACTIONS, resources: [profileArn] }),
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: BEDROCK_ACTIONS,
      resources: [`arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    }),
  ];
};
