import type { Writable } from 'node:stream';
import type { Context } from 'aws-lambda';

/**
 * Lambda response streaming. In AWS the Node.js runtime provides the `awslambda` global; elsewhere (the local
 * gateway, tests) this module provides the same two functions with the same wire protocol, so a streaming
 * handler runs unchanged: `streamifyResponse` marks the handler with the runtime's symbol, and
 * `HttpResponseStream.from` sends the HTTP status and headers as a JSON prelude followed by 8 zero bytes,
 * before the body, on a stream whose content type says so (what API Gateway reads for a STREAM integration).
 */
export const STREAMING_HANDLER = Symbol.for('aws.lambda.runtime.handler.streaming');
export const HTTP_INTEGRATION_CONTENT_TYPE = 'application/vnd.awslambda.http-integration-response';
export const PRELUDE_DELIMITER = new Uint8Array(8);

export interface HttpPrelude {
  statusCode: number;
  headers?: Record<string, string>;
}

/** The stream Lambda hands a streaming handler; `setContentType` exists on the runtime's stream and ours. */
export type LambdaResponseStream = Writable & { setContentType?: (contentType: string) => void };

export type StreamingHandler<TEvent> = (event: TEvent, responseStream: LambdaResponseStream, context: Context) => Promise<void>;

interface StreamingRuntime {
  streamifyResponse<TEvent>(handler: StreamingHandler<TEvent>): StreamingHandler<TEvent>;
  HttpResponseStream: { from(stream: LambdaResponseStream, prelude: HttpPrelude): LambdaResponseStream };
}

const localRuntime: StreamingRuntime = {
  streamifyResponse: (handler) => Object.assign(handler, { [STREAMING_HANDLER]: 'response' }),
  HttpResponseStream: {
    from: (stream, prelude) => {
      stream.setContentType?.(HTTP_INTEGRATION_CONTENT_TYPE);
      stream.write(JSON.stringify(prelude));
      stream.write(PRELUDE_DELIMITER);
      return stream;
    },
  },
};

// @types/aws-lambda declares the global as always there; outside Lambda's runtime it is not, or is only the
// partial object @aws/lambda-invoke-store (a Powertools dependency) creates for its own use.
const runtime = (): StreamingRuntime => {
  const global = (globalThis as Record<string, unknown>).awslambda as Partial<StreamingRuntime> | undefined;
  return typeof global?.streamifyResponse === 'function' && global.HttpResponseStream ? (global as StreamingRuntime) : localRuntime;
};

export const streamifyResponse = <TEvent>(handler: StreamingHandler<TEvent>): StreamingHandler<TEvent> => runtime().streamifyResponse(handler);

/** Starts an HTTP answer on a response stream: status and headers now, the body as it is written. */
export const httpResponseStream = (stream: LambdaResponseStream, prelude: HttpPrelude): LambdaResponseStream =>
  runtime().HttpResponseStream.from(stream, prelude);

export const isStreamingHandler = (handler: unknown): boolean =>
  typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[STREAMING_HANDLER] === 'response';
