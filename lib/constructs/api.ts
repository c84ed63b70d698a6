import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LambdaIntegration,
  ResponseTransferMode,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
  type MethodDeploymentOptions,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../lambdas/routing/routes';
import { WORKER_NAMES, WORKERS, type WorkerName } from '../../lambdas/routing/workers';
import { ApiFunction, type ApiResources, STREAMING_TIMEOUT } from './api-function';
import { FailedWorkQueue } from './failed-work-queue';
import type { NodeFunction } from './node-function';
import { WorkerFunction } from './worker-function';

/** The stage name, also CloudFront's origin path in front of it. */
export const API_STAGE_NAME = 'v1';

/** Whole-API limits per second, across all callers. */
export const STAGE_THROTTLING = { rateLimit: 50, burstLimit: 100 };

/** Tighter limits where a burst costs money (Bedrock), opens Stripe sessions or fetches outside pages. */
export const COSTLY_ROUTE_THROTTLING: Record<string, { rateLimit: number; burstLimit: number }> = {
  'POST /api/scripts': { rateLimit: 5, burstLimit: 10 },
  'POST /api/checkout': { rateLimit: 2, burstLimit: 5 },
  // Each read makes an outside request: the whole API never turns into a fast proxy, whatever the users.
  'POST /api/sources/read': { rateLimit: 10, burstLimit: 20 },
};

/** API Gateway's own refusals, in the API's one error shape (`{ error: { code, message } }`). */
const GATEWAY_ERRORS: { type: ResponseType; status?: string; code: string; message: string }[] = [
  { type: ResponseType.UNAUTHORIZED, status: '401', code: 'auth.unauthorized', message: 'Unauthorized' },
  { type: ResponseType.EXPIRED_TOKEN, status: '401', code: 'auth.unauthorized', message: 'Unauthorized' },
  { type: ResponseType.INVALID_SIGNATURE, status: '401', code: 'auth.unauthorized', message: 'Unauthorized' },
  { type: ResponseType.ACCESS_DENIED, status: '403', code: 'auth.forbidden', message: 'Forbidden' },
  // API Gateway answers a path or method it does not know as a missing token; the client sees a plain 404.
  { type: ResponseType.MISSING_AUTHENTICATION_TOKEN, status: '404', code: 'route.not_found', message: 'Not found' },
  { type: ResponseType.THROTTLED, status: '429', code: 'request.throttled', message: 'Too many requests, please slow down' },
  { type: ResponseType.QUOTA_EXCEEDED, status: '429', code: 'request.throttled', message: 'Too many requests, please slow down' },
  { type: ResponseType.REQUEST_TOO_LARGE, status: '413', code: 'request.too_large', message: 'Request body too large' },
  { type: ResponseType.INTEGRATION_TIMEOUT, status: '504', code: 'request.timeout', message: 'The request took too long, please try again' },
  // The catch-alls keep API Gateway's own status and only take the error shape.
  { type: ResponseType.DEFAULT_4XX, code: 'request.invalid', message: 'Invalid request' },
  { type: ResponseType.DEFAULT_5XX, code: 'internal', message: 'Something went wrong' },
];

export interface ApiProps {
  /** The route table: one Lambda and one method per row. */
  routes: readonly RouteDefinition[];
  userPool: IUserPool;
  resources: ApiResources;
}

/** The REST API: one Lambda per route-table row, the Cognito authorizer on every 'user' row. */
export class Api extends Construct {
  readonly restApi: RestApi;
  /** Every route's Lambda with its row, for monitoring. */
  readonly functions: { functionName: string; nodeFunction: NodeFunction; route: RouteDefinition }[] = [];
  /** The background workers' Lambdas (lambdas/routing/workers.ts), for monitoring. */
  readonly workers: { functionName: string; nodeFunction: NodeFunction }[] = [];
  /** The workers' on-failure destination: their runs that failed every attempt. */
  readonly failedWork: FailedWorkQueue;
  /** The stage's access log, one JSON line per request (status included), for monitoring. */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.resources.logRetention,
      removalPolicy: props.resources.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.accessLogs = accessLogs;
    const methodOptions: Record<string, MethodDeploymentOptions> = {};
    for (const route of props.routes) {
      const limits = COSTLY_ROUTE_THROTTLING[`${route.method} ${route.path}`];
      if (limits) {
        methodOptions[`${route.path}/${route.method}`] = {
          throttlingRateLimit: limits.rateLimit,
          throttlingBurstLimit: limits.burstLimit,
        };
      }
    }

    this.restApi = new RestApi(this, 'RestApi', {
      description: 'ScriptVoice API, served under /api behind CloudFront',
      // CloudFront is the edge in front of it, so a regional endpoint avoids a second, hidden distribution.
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName: API_STAGE_NAME,
        throttlingRateLimit: STAGE_THROTTLING.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLING.burstLimit,
        methodOptions,
        tracingEnabled: true,
        loggingLevel: MethodLoggingLevel.ERROR,
        // Request and response bodies carry users' scripts and documents: never log them.
        dataTraceEnabled: false,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });
    for (const error of GATEWAY_ERRORS) {
      this.restApi.addGatewayResponse(`${error.type.responseType}Response`, {
        type: error.type,
        statusCode: error.status,
        responseHeaders: { 'Cache-Control': "'no-store'" },
        templates: {
          'application/json': JSON.stringify({ error: { code: error.code, message: error.message } }),
        },
      });
    }

    const authorizer = new CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [props.userPool],
      // The web client sends the raw ID token, as the local gateway expects.
      identitySource: 'method.request.header.Authorization',
    });

    // Workers first: the routes that start them need their names and the right to invoke them.
    this.failedWork = new FailedWorkQueue(this, 'FailedWork', { production: props.resources.production });
    const workers = Object.fromEntries(
      WORKER_NAMES.map((name) => {
        const { functionName } = WORKERS[name];
        const { nodeFunction } = new WorkerFunction(this, functionName, { worker: WORKERS[name], resources: props.resources, onFailure: this.failedWork.queue });
        this.workers.push({ functionName, nodeFunction });
        return [name, nodeFunction];
      }),
    ) as Record<WorkerName, NodeFunction>;

    for (const route of props.routes) {
      // An unauthenticated route can only ever read: that is what makes its missing authorizer acceptable.
      if (route.auth === 'public' && Object.values(route.grants).some((grant) => grant === 'readWrite' || grant === true)) {
        throw new Error(`Route ${route.functionName} is public, so it may only have read grants`);
      }
      const apiFunction = new ApiFunction(this, route.functionName, {
        route,
        resources: props.resources,
        userPool: props.userPool,
        workers,
      });
      this.functions.push({ functionName: route.functionName, nodeFunction: apiFunction.nodeFunction, route });
      const integration = new LambdaIntegration(
        apiFunction.nodeFunction.function,
        route.streaming
          ? { allowTestInvoke: false, responseTransferMode: ResponseTransferMode.STREAM, timeout: STREAMING_TIMEOUT }
          : { allowTestInvoke: false },
      );
      const resource = this.restApi.root.resourceForPath(route.path);
      const method =
        route.auth === 'user'
          ? resource.addMethod(route.method, integration, { authorizer, authorizationType: AuthorizationType.COGNITO })
          : resource.addMethod(route.method, integration, { authorizationType: AuthorizationType.NONE });
      if (route.auth !== 'user') {
        const reason =
          route.auth === 'public'
            ? 'A public route by design (the spec shows it signed out); it only reads public data.'
            : "Stripe calls this webhook without a Cognito token; the handler verifies Stripe's signature on the raw body instead.";
        NagSuppressions.addResourceSuppressions(method, [
          { id: 'AwsSolutions-APIG4', reason },
          { id: 'AwsSolutions-COG4', reason },
        ]);
      }
    }

    NagSuppressions.addResourceSuppressions(
      this.restApi,
      [
        {
          id: 'AwsSolutions-APIG2',
          reason:
            'Every handler validates body, path and query with the shared zod contract schemas and answers the first message, which API Gateway models could not reproduce.',
        },
        {
          id: 'AwsSolutions-APIG3',
          reason:
            'Stage and per-method throttling bound the traffic, each user\'s costly requests are limited per minute in the handlers (lambdas/shared/rate-limits.ts), and spending is bounded by each user\'s credits; a WAF web ACL (about US$6 a month minimum) is not worth it at this scale.',
        },
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "API Gateway's account-level CloudWatch role uses the AWS-managed AmazonAPIGatewayPushToCloudWatchLogs policy, the documented way to enable execution logging.",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs'],
        },
      ],
      true,
    );
  }

  /** The API's host, built from the API id alone so CloudFront does not depend on the stage (and its Lambdas). */
  get originDomainName(): string {
    return `${this.restApi.restApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }
}
