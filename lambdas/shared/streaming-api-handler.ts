import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { GENERATION_STREAM_CONTENT_TYPE } from '../contracts/generation-stream';
import { apiErrorBodySchema } from '../contracts/errors';
import { type HandlerInput, type HandlerResult, type HandlerSchemas, jsonResponse, parseInput, withApiMiddleware } from './api-handler';
import { type LambdaResponseStream, httpResponseStream, streamifyResponse } from './lambda-streaming';
import { logger } from './logger';


/** The headers of a streamed answer: NDJSON, never cached. */
export const NDJSON_HEADERS = { 'content-type': `${GENERATION_STREAM_CONTENT_TYPE}; charset=utf-8`, 'cache-control': 'no-store' };

/** The client asked for the streamed answer (`Accept: application/x-ndjson`); otherwise it gets one JSON document. */
export const wantsNdjson = (accept: string | undefined): boolean => accept?.toLowerCase().includes(GENERATION_STREAM_CONTENT_TYPE) ?? false;

/** Newline-delimited JSON events on an open 200 answer. */
export interface EventStream {
  send(event: unknown): void;
  /** The client went away: writes are dropped, the work goes on (its result must not be lost). */
  readonly clientGone: boolean;
}

export interface StreamOpener {
  /** Answers 200 now with these headers; what follows is sent as it is written. */
  open(headers: Record<string, string>): EventStream;
}

/** What a streaming route returns once it has written its whole answer to the stream it opened. */
export const STREAMED = Symbol('streamed');

class ResponseWriter implements EventStream, StreamOpener {
  private stream: LambdaResponseStream | null = null;
  clientGone = false;

  constructor(private readonly responseStream: LambdaResponseStream) {
    responseStream.on('error', (error) => {
      this.clientGone = true;
      logger.info('the client went away mid-stream', { error });
    });
  }

  get opened() {
    return this.stream !== null;
  }

  open(headers: Record<string, string>): EventStream {
    this.stream = httpResponseStream(this.responseStream, { statusCode: 200, headers });
    return this;
  }

  send(event: unknown): void {
    if (!this.stream || this.clientGone || this.stream.destroyed) return;
    this.stream.write(`${JSON.stringify(event)}\n`);
  }

  /** Ends the answer: a route that never opened the stream answered as any route does (JSON, its own status). */
  finish(result: APIGatewayProxyResult | typeof STREAMED): void {
    if (result !== STREAMED && !this.opened) {
      httpResponseStream(this.responseStream, { statusCode: result.statusCode, headers: result.headers as Record<string, string> }).end(result.body);
      return;
    }
    // A failure after the stream opened (the route handles its own, so only the unexpected) becomes its last event.
    if (result !== STREAMED) this.send({ type: 'error', ...apiErrorBodySchema.parse(JSON.parse(result.body)) });
    if (!this.responseStream.destroyed) this.responseStream.end();
  }
}

/**
 * A route whose answer may stream (Lambda response streaming through an API Gateway STREAM integration): the same
 * middlewares, input parsing, rate limit and JSON errors as `apiHandler`; `run` either returns a JSON answer, or
 * opens the stream, writes its events and returns STREAMED. The invocation lasts until `run` is done, so work a
 * vanished client started still finishes.
 */
export const streamingApiHandler = <S extends HandlerSchemas>(
  schemas: S,
  run: (input: HandlerInput<S>, response: StreamOpener) => Promise<HandlerResult | typeof STREAMED>,
) => {
  const writers = new WeakMap<APIGatewayProxyEvent, ResponseWriter>();
  const handle = withApiMiddleware(async (event) => {
    const result = await run(await parseInput(schemas, event), writers.get(event)!);
    return (result === STREAMED ? STREAMED : jsonResponse(result.statusCode, result.body, result.headers)) as APIGatewayProxyResult;
  });
  return streamifyResponse<APIGatewayProxyEvent>(async (event, responseStream, context) => {
    const writer = new ResponseWriter(responseStream);
    writers.set(event, writer);
    writer.finish((await handle(event, context)) as APIGatewayProxyResult | typeof STREAMED);
  });
};
