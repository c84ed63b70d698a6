import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context, Handler } from 'aws-lambda';
import { finished } from 'node:stream/promises';
import type { RouteDefinition } from '../routing/routes';
import { type StreamingHandler, isStreamingHandler } from '../shared/lambda-streaming';
import { lambdaContext } from './lambda-context';
import { HttpIntegrationReader } from './response-stream';

/** Checks a Cognito ID token and answers its claims, or throws: `aws-jwt-verify`'s CognitoJwtVerifier in practice. */
export interface IdTokenVerifier {
  verify(token: string): Promise<Record<string, unknown>>;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  parameterNames: string[];
}

const compile = (route: RouteDefinition): CompiledRoute => {
  const parameterNames: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    parameterNames.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}/?$`), parameterNames };
};

const sendJson = (res: ServerResponse, statusCode: number, body: unknown) => {
  res.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * API Gateway hands path parameters to the Lambda decoded. A segment that is not valid percent-encoding
 * cannot be decoded: it is refused as API Gateway's own 4xx is, in the shape lib/constructs/api.ts gives it.
 */
const decodePathSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const unauthorized = (res: ServerResponse) =>
  sendJson(res, 401, { error: { code: 'auth.unauthorized', message: 'Unauthorized' } });

/** API Gateway hands the authorizer's claims to the Lambda as strings. */
const stringifyClaims = (claims: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(claims).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );

const singleValued = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  );

type ProxyHandler = Handler<APIGatewayProxyEvent, APIGatewayProxyResult>;

/**
 * A STREAM integration: the Lambda's prelude becomes the status and headers, the rest goes to the client as it is
 * written. A client that leaves does not stop the invocation, as in AWS: the handler runs to its end.
 */
const streamAnswer = async (handler: StreamingHandler<APIGatewayProxyEvent>, event: APIGatewayProxyEvent, context: Context, res: ServerResponse) => {
  const reader = new HttpIntegrationReader({
    head: ({ statusCode, headers }) => res.writeHead(statusCode, headers),
    body: (chunk) => {
      if (!res.destroyed) res.write(chunk);
    },
    end: () => res.end(),
  });
  const ended = finished(reader);
  await handler(event, reader, context);
  if (!reader.writableEnded) reader.end();
  await ended;
};

/**
 * The local API Gateway: serves every row of the route table by invoking its real Lambda handler with a
 * REST proxy event, behind the same rule as the Cognito authorizer (a valid ID token of our pool and client).
 */
export const createGateway = (options: {
  routes: readonly RouteDefinition[];
  verifier: IdTokenVerifier;
  repositoryRoot: string;
}) => {
  const compiled = options.routes.map(compile);
  const handlers = new Map<string, Promise<ProxyHandler>>();
  const loadHandler = (route: RouteDefinition) => {
    let handler = handlers.get(route.entry);
    if (!handler) {
      const url = pathToFileURL(resolve(options.repositoryRoot, route.entry)).href;
      handler = import(url).then((module: { handler: ProxyHandler }) => module.handler);
      handlers.set(route.entry, handler);
    }
    return handler;
  };

  return async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const onPath = compiled.filter((candidate) => candidate.pattern.test(url.pathname));
    if (onPath.length === 0) return sendJson(res, 404, { error: { code: 'route.not_found', message: 'Not found' } });
    const match = onPath.find((candidate) => candidate.route.method === method);
    if (!match) return sendJson(res, 405, { error: { code: 'route.method_not_allowed', message: 'Method not allowed' } });

    let claims: Record<string, string> | undefined;
    if (match.route.auth === 'user') {
      const header = req.headers.authorization;
      if (!header) return unauthorized(res);
      try {
        claims = stringifyClaims(await options.verifier.verify(header.replace(/^Bearer\s+/i, '')));
      } catch {
        return unauthorized(res);
      }
    }

    const values = match.pattern.exec(url.pathname)!.slice(1).map(decodePathSegment);
    if (values.includes(null)) return sendJson(res, 400, { error: { code: 'request.invalid', message: 'Invalid request' } });
    const pathParameters = Object.fromEntries(match.parameterNames.map((name, i) => [name, values[i]!]));
    const query = [...url.searchParams.keys()];
    const headers = singleValued(req.headers);
    const event: APIGatewayProxyEvent = {
      resource: match.route.path,
      path: url.pathname,
      httpMethod: method,
      headers,
      multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
      queryStringParameters: query.length ? Object.fromEntries(url.searchParams) : null,
      multiValueQueryStringParameters: query.length
        ? Object.fromEntries(query.map((key) => [key, url.searchParams.getAll(key)]))
        : null,
      pathParameters: match.parameterNames.length ? pathParameters : null,
      stageVariables: null,
      body: body.length ? body.toString('utf8') : null,
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        authorizer: claims ? { claims } : null,
        httpMethod: method,
        identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? null },
        path: `/local${url.pathname}`,
        protocol: `HTTP/${req.httpVersion}`,
        requestId: randomUUID(),
        requestTimeEpoch: Date.now(),
        resourceId: 'local',
        resourcePath: match.route.path,
        stage: 'local',
      } as APIGatewayProxyEvent['requestContext'],
    };

    try {
      const handler = await loadHandler(match.route);
      const context = lambdaContext(match.route.functionName, 30_000);
      if (isStreamingHandler(handler)) return await streamAnswer(handler as unknown as StreamingHandler<APIGatewayProxyEvent>, event, context, res);
      const result = (await handler(event, context, () => undefined)) as APIGatewayProxyResult;
      const payload = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '');
      res.writeHead(result.statusCode, { ...(result.headers as Record<string, string> | undefined) });
      res.end(payload);
    } catch (error) {
      console.error(`[gateway] ${match.route.functionName} crashed:`, error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 502, { error: { code: 'internal', message: 'Internal server error' } });
    }
  };
};
