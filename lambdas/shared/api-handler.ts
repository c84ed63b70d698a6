import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { firstIssueMessage } from '../contracts/errors';
import { BadRequestError, HttpError, UnauthorizedError } from './errors';
import { logger } from './logger';
import { publishMetrics, tracer } from './observability';
import { enforceRateLimit } from './rate-limit-guard';

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface HandlerSchemas {
  body?: Schema;
  path?: Schema;
  query?: Schema;
  /** Public routes have no authorizer; every other route needs the Cognito `sub`. */
  public?: boolean;
}

export interface HandlerInput<S extends HandlerSchemas> {
  body: Parsed<S['body']>;
  path: Parsed<S['path']>;
  query: Parsed<S['query']>;
  userId: S['public'] extends true ? string | undefined : string;
  email: string | undefined;
  event: APIGatewayProxyEvent;
}

export interface HandlerResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const jsonResponse = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { ...JSON_HEADERS, ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

const parseWith = <S extends Schema | undefined>(schema: S, value: unknown): Parsed<S> => {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(firstIssueMessage(result.error));
  return result.data as Parsed<S>;
};

const readJsonBody = (event: APIGatewayProxyEvent): unknown => {
  if (event.body === null || event.body === undefined || event.body === '') return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body must be valid JSON', 'request.malformed_json');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestError('Request body must be a JSON object', 'request.malformed_json');
  }
  return parsed;
};

const claimsOf = (event: APIGatewayProxyEvent): Record<string, unknown> =>
  (event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined) ?? {};

/** Turns every failure into the one JSON error shape; anything unexpected is logged and answered as a bare 500. */
const jsonErrors = (): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
  onError: async (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) logger.error('request failed', { error });
      request.response = jsonResponse(error.statusCode, { error: { code: error.code, message: error.message } }, error.headers);
      return;
    }
    logger.error('unhandled error', { error: error as Error });
    request.response = jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong' } });
  },
});

/** The middlewares every API Lambda runs, in order, around its handler. */
export const withApiMiddleware = (handler: (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>) =>
  middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(publishMetrics())
    .use(httpHeaderNormalizer())
    .use(jsonErrors())
    .handler(handler);

/**
 * The route's input: the user id from the authorizer's `sub`, body, path and query parsed with the shared
 * contract schemas (a failure is a 400 with the first message), then the user's rate limit where the route table
 * names one (after validation, so a mistyped form costs no quota; before the handler, so a refused request
 * spends nothing).
 */
export const parseInput = async <S extends HandlerSchemas>(schemas: S, event: APIGatewayProxyEvent): Promise<HandlerInput<S>> => {
  const claims = claimsOf(event);
  const userId = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
  if (!schemas.public && !userId) throw new UnauthorizedError();
  const input = {
    body: parseWith(schemas.body, schemas.body ? readJsonBody(event) : undefined),
    path: parseWith(schemas.path, event.pathParameters ?? {}),
    query: parseWith(schemas.query, event.queryStringParameters ?? {}),
    userId,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    event,
  } as HandlerInput<S>;
  if (userId) {
    logger.appendKeys({ userId });
    await enforceRateLimit(event, userId);
  }
  return input;
};

/**
 * Builds a Lambda handler for one API route: header normalising, the parsed input (`parseInput`), one JSON
 * error shape, X-Ray tracing and the request's metrics (lambdas/shared/observability.ts). The Lambda context is
 * there for the rare route that must watch its own clock.
 */
export const apiHandler = <S extends HandlerSchemas>(schemas: S, run: (input: HandlerInput<S>, context: Context) => Promise<HandlerResult>) =>
  withApiMiddleware(async (event, context) => {
    const result = await run(await parseInput(schemas, event), context);
    return jsonResponse(result.statusCode, result.body, result.headers);
  });
