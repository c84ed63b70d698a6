import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { HttpIntegrationReader } from '../../../lambdas/local/response-stream';
import { type HttpPrelude, type StreamingHandler, isStreamingHandler } from '../../../lambdas/shared/lambda-streaming';

interface EventOptions {
  method?: string;
  path?: string;
  userId?: string | null;
  email?: string;
  body?: unknown;
  rawBody?: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** An API Gateway REST proxy event as the Cognito authorizer delivers it (claims as strings). */
export const apiEvent = (options: EventOptions = {}): APIGatewayProxyEvent => {
  const userId = options.userId === undefined ? randomUUID() : options.userId;
  const body = options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body));
  return {
    resource: options.path ?? '/api/me',
    path: options.path ?? '/api/me',
    httpMethod: options.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...options.headers },
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

/** A Lambda context with the API functions' 15 s on the clock; `remainingMs` sets less, to test a handler near its limit. */
export const lambdaContextWith = (remainingMs = 15_000): Context => {
  const deadline = Date.now() + remainingMs;
  return { awsRequestId: randomUUID(), functionName: 'test', getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()) } as Context;
};


type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type AnyHandler = ProxyHandler | StreamingHandler<APIGatewayProxyEvent>;

/**
 * Invokes a streaming handler as Lambda does (with a response stream) and reads its answer as API Gateway does:
 * `onChunk` sees each piece of the body as it is written.
 */
export const invokeStreaming = async (handler: StreamingHandler<APIGatewayProxyEvent>, event: APIGatewayProxyEvent, onChunk?: (chunk: string) => void) => {
  let prelude: HttpPrelude = { statusCode: 0 };
  const chunks: Buffer[] = [];
  const reader = new HttpIntegrationReader({
    head: (head) => (prelude = head),
    body: (chunk) => {
      chunks.push(chunk);
      onChunk?.(chunk.toString('utf8'));
    },
    end: () => undefined,
  });
  const ended = finished(reader);
  await handler(event, reader, lambdaContextWith());
  await ended;
  return { statusCode: prelude.statusCode, headers: prelude.headers ?? {}, text: Buffer.concat(chunks).toString('utf8') };
};

/** Invokes a real handler (the whole middy stack, streaming or not) and parses its JSON answer. */
export const invoke = async <T = unknown>(handler: AnyHandler, event: APIGatewayProxyEvent, context = lambdaContextWith()) => {
  if (isStreamingHandler(handler)) {
    const answer = await invokeStreaming(handler as StreamingHandler<APIGatewayProxyEvent>, event);
    return { statusCode: answer.statusCode, headers: answer.headers, body: (answer.text ? JSON.parse(answer.text) : undefined) as T };
  }
  const result = await (handler as ProxyHandler)(event, context);
  return { statusCode: result.statusCode, headers: result.headers, body: (result.body ? JSON.parse(result.body) : undefined) as T };
};
