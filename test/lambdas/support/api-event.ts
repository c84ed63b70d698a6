import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

interface EventOptions {
  method?: string;
  path?: string;
  userId?: string | null;
  email?: string;
  body?: unknown;
  rawBody?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
}

/** An API Gateway REST proxy event as the Cognito authorizer delivers it (claims as strings). */
export const apiEvent = (options: EventOptions = {}): APIGatewayProxyEvent => {
  const userId = options.userId === undefined ? randomUUID() : options.userId;
  const body = options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body));
  return {
    resource: options.path ?? '/api/me',
    path: options.path ?? '/api/me',
    httpMethod: options.method ?? 'GET',
    headers: { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: options.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: options.pathParameters ?? null,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: {
      authorizer: userId ? { claims: { sub: userId, email: options.email ?? `${userId}@example.com` } } : null,
      requestId: randomUUID(),
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
};

export const lambdaContext = { awsRequestId: randomUUID(), functionName: 'test' } as Context;

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Invokes a real handler (the whole middy stack) and parses its JSON answer. */
export const invoke = async <T = unknown>(handler: ProxyHandler, event: APIGatewayProxyEvent) => {
  const result = await handler(event, lambdaContext);
  return { statusCode: result.statusCode, headers: result.headers, body: (result.body ? JSON.parse(result.body) : undefined) as T };
};
