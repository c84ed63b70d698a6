import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { APP_SHELL_FILE, PRERENDERED_PAGES, prerenderedFileOf } from '../../lambdas/contracts/prerendered-pages';
import { type RuntimeConfig, runtimeConfigSchema } from '../../lambdas/contracts/runtime-config';
import { contentSecurityPolicy, securityHeaders } from '../../lambdas/shared/security-headers';
import { API_STAGE_NAME } from './api';

/**
 * Serves each prerendered public page from its own file and every other path outside /api that does not name a
 * file from the empty app shell, so deep links load the app while S3's and the API's own 4xx answers pass through
 * untouched (error responses would rewrite those too).
 */
const SPA_REWRITE = `var PRERENDERED = ${JSON.stringify(Object.fromEntries(PRERENDERED_PAGES.map((path) => [path, `/${prerenderedFileOf(path)}`])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (PRERENDERED[page]) {
    request.uri = PRERENDERED[page];
    return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/${APP_SHELL_FILE}';
  return request;
}`;

export interface WebProps {
  /** The Vite build to publish (`web/dist`). */
  distPath: string;
  /** Host of the API Gateway REST API that serves `/api/*`. */
  apiOriginDomainName: string;
  /** What the web app reads from `/config.json` (`local: false`, `apiBaseUrl: '/api'`, pool ids, OAuth domain). */
  runtimeConfig: RuntimeConfig;
  /** Origins the app's scripts may connect to besides itself: Cognito, the managed-login domain, S3, Stripe. */
  connectSources: string[];
  logsBucket: IBucket;
  /** Optional custom domain with its us-east-1 ACM certificate. */
  customDomain?: { domainName: string; certificateArn: string };
  logRetention: RetentionDays;
}

/** The web app: a private bucket behind CloudFront (OAC), `/api/*` to API Gateway, the security headers, the build and `config.json`. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** `https://` + the custom domain, or CloudFront's own domain when there is none. */
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!existsSync(join(props.distPath, 'index.html')) || !existsSync(join(props.distPath, APP_SHELL_FILE))) {
      throw new Error(`No web build at ${props.distPath}: run \`npm run build\` before \`cdk synth\` or \`cdk deploy\`.`);
    }

    this.bucket = new Bucket(this, 'Bucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'web/',
      // Only build output lives here; every deploy rewrites it.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'ScriptVoice security headers (the same CSP the local server sends)',
      securityHeadersBehavior: securityHeadersBehavior(props.connectSources),
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the prerendered pages and app.html for app routes outside /api',
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'ScriptVoice',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // The audience is Australian first: only the full price class includes the Australian edge locations.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      ...(props.customDomain
        ? {
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.customDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
          }
        : {}),
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomainName, {
            originPath: `/${API_STAGE_NAME}`,
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // A streamed generation may pause between pieces while Bedrock retries a throttled call: the longest
            // wait CloudFront allows without a quota increase.
            readTimeout: Duration.seconds(60),
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          // Passed on piece by piece as API Gateway streams it, never held back to be compressed.
          compress: false,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization, Stripe-Signature) but Host, which API Gateway must see as its own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
      },
    });
    this.appUrl = `https://${props.customDomain?.domainName ?? this.distribution.distributionDomainName}`;
    NagSuppressions.addResourceSuppressions(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'The app is sold to creators anywhere; there is no country to block.' },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront WAF must live in us-east-1 (a second stack) and costs at least US$6 a month; the API throttles per stage and per costly route, and credits bound spending.',
      },
      ...(props.customDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                "Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be raised; with a domain the stack sets TLSv1.2_2021.",
            },
          ]),
    ]);

    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Hashed assets are immutable and never pruned, so a browser holding an older index.html still finds its files.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      // Source maps stay out of the public bucket.
      sources: [Source.asset(join(props.distPath, 'assets'), { exclude: ['*.map'] })],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    const config = runtimeConfigSchema.parse(props.runtimeConfig);
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(props.distPath, { exclude: ['assets'] }), Source.jsonData('config.json', config)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    site.node.addDependency(assets);

    const stack = Stack.of(this);
    for (const path of stack.node.findAll().filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      NagSuppressions.addResourceSuppressions(
        path,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason: "CDK's BucketDeployment handler uses AWSLambdaBasicExecutionRole; it runs only during deployments.",
            appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "CDK's BucketDeployment grants: read the CDK asset bucket, sync every object of the web bucket, and invalidate (CloudFront invalidation permissions cannot be scoped below all distributions in CDK's grant); it runs only during deployments.",
            appliesTo: [{ regex: '/^Action::s3:[A-Za-z]+\\*$/g' }, { regex: '/^Resource::.+\\/\\*$/g' }, 'Resource::*'],
          },
          {
            id: 'AwsSolutions-L1',
            reason: "The BucketDeployment handler's runtime is chosen by aws-cdk-lib and updated with it.",
          },
        ],
        true,
      );
    }
  }
}

/** CloudFront's form of the local server's headers, read from the one definition in lambdas/shared. */
const securityHeadersBehavior = (connectSources: string[]) => {
  const headers = securityHeaders(connectSources);
  const hsts = headers['strict-transport-security']!;
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
  const referrerPolicy = Object.values(HeadersReferrerPolicy).find((value) => value === headers['referrer-policy']);
  const frameOption = Object.values(HeadersFrameOption).find((value) => value === headers['x-frame-options']);
  if (!maxAge || !referrerPolicy || !frameOption || headers['x-content-type-options'] !== 'nosniff') {
    throw new Error('lambdas/shared/security-headers.ts changed in a way CloudFront cannot express; update web.ts');
  }
  return {
    contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(connectSources), override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(maxAge),
      includeSubdomains: /includeSubDomains/i.test(hsts),
      preload: /preload/i.test(hsts),
      override: true,
    },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy, override: true },
    frameOptions: { frameOption, override: true },
  };
};
