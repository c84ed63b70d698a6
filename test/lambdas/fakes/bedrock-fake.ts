import { once } from 'node:events';
import http2, { type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventStreamCodec, type MessageHeaders } from '@smithy/core/event-streams';

/** What the fake answers to the next ConverseStream calls; `setScript` replaces it and resets the counters. */
export interface FakeScript {
  /** Text deltas streamed as contentBlockDelta events, in order. */
  deltas: string[];
  /** Answer this many requests with a 429 ThrottlingException before streaming. */
  throttleFirst?: number;
  /** Send a modelStreamErrorException after this many deltas instead of finishing the stream. */
  failAfter?: number;
  /** messageStop's stop reason; 'end_turn' unless told. */
  stopReason?: string;
  /** End the response after this many deltas with no messageStop, as a dropped connection would. */
  endAfter?: number;
  /** Pause before each frame, to let a test run out a timeout or stream at a model's pace. */
  frameDelayMs?: number;
  /** Extra pause before the first delta: the model's time to first token. */
  firstTokenDelayMs?: number;
}

/** One request as the fake received it; the body is the ConverseStream JSON (system, messages, inferenceConfig). */
export interface FakeRequest {
  modelId: string;
  path: string;
  body: ConverseStreamBody;
  /** True when the fake answered it with a 429. */
  throttled: boolean;
  /** performance.now() when the request arrived, and when its first delta was sent (the bench's "writer's first token"). */
  receivedAt: number;
  firstDeltaAt?: number;
  /** How many deltas reached the client, and whether it closed the stream before the fake ended it (a cancelled call). */
  deltasSent: number;
  cancelled: boolean;
}

/** The parts of a ConverseStream request body the tests read. */
export interface ConverseStreamBody {
  system?: { text?: string }[];
  messages?: { role: string; content: { text?: string }[] }[];
  inferenceConfig?: { maxTokens?: number; temperature?: number };
  [key: string]: unknown;
}

/** A running fake: point a Bedrock Runtime client at `endpoint`. */
export interface BedrockFake {
  endpoint: string;
  requests: FakeRequest[];
  setScript(script: FakeScript): void;
  close(): Promise<void>;
}

const ROUTE = /^\/model\/([^/]+)\/converse-stream$/;
const codec = new EventStreamCodec(
  (input) => new TextDecoder().decode(input),
  (input) => new TextEncoder().encode(input),
);

const frame = (headers: MessageHeaders, payload: unknown) =>
  codec.encode({ headers, body: new TextEncoder().encode(JSON.stringify(payload)) });

const event = (type: string, payload: unknown) =>
  frame(
    {
      ':event-type': { type: 'string', value: type },
      ':content-type': { type: 'string', value: 'application/json' },
      ':message-type': { type: 'string', value: 'event' },
    },
    payload,
  );

const modelStreamError = (message: string) =>
  frame(
    {
      ':exception-type': { type: 'string', value: 'modelStreamErrorException' },
      ':content-type': { type: 'string', value: 'application/json' },
      ':message-type': { type: 'string', value: 'exception' },
    },
    { message, originalStatusCode: 500, originalMessage: message },
  );

const readBody = async (request: Http2ServerRequest): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sendError = (response: Http2ServerResponse, status: number, errorType: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': errorType, 'x-amzn-requestid': crypto.randomUUID() });
  response.end(JSON.stringify({ message }));
};

/**
 * A local Bedrock Runtime speaking ConverseStream's real wire protocol over cleartext HTTP/2 (the SDK's
 * NodeHttp2Handler refuses HTTP/1.1): AWS event-stream frames, 429 throttling answers and mid-stream errors.
 */
export const startBedrockFake = async (initial: FakeScript = { deltas: [] }): Promise<BedrockFake> => {
  let script = initial;
  let throttled = 0;
  const requests: FakeRequest[] = [];
  const sessions = new Set<Http2Session>();

  const stream = async (response: Http2ServerResponse, record: FakeRequest) => {
    const write = async (bytes: Uint8Array) => {
      if (script.frameDelayMs) await sleep(script.frameDelayMs);
      if (!response.destroyed) response.write(bytes);
    };
    response.stream.once('close', () => {
      if (!response.writableEnded) record.cancelled = true;
    });
    response.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': crypto.randomUUID() });
    await write(event('messageStart', { role: 'assistant' }));
    for (const [index, text] of script.deltas.entries()) {
      if (index === script.endAfter) {
        response.end();
        return;
      }
      if (index === script.failAfter) {
        await write(modelStreamError('The model stream failed'));
        response.end();
        return;
      }
      if (index === 0 && script.firstTokenDelayMs) await sleep(script.firstTokenDelayMs);
      if (record.cancelled) return;
      await write(event('contentBlockDelta', { contentBlockIndex: 0, delta: { text } }));
      if (!response.destroyed) record.deltasSent += 1;
      record.firstDeltaAt ??= performance.now();
    }
    if (script.failAfter !== undefined && script.failAfter >= script.deltas.length) {
      await write(modelStreamError('The model stream failed'));
      response.end();
      return;
    }
    if (script.deltas.length) await write(event('contentBlockStop', { contentBlockIndex: 0 }));
    await write(event('messageStop', { stopReason: script.stopReason ?? 'end_turn' }));
    const outputTokens = script.deltas.join('').split(/\s+/).filter(Boolean).length;
    await write(event('metadata', { usage: { inputTokens: 100, outputTokens, totalTokens: 100 + outputTokens }, metrics: { latencyMs: 1 } }));
    response.end();
  };

  const handle = async (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const receivedAt = performance.now();
    const route = ROUTE.exec(request.url);
    const body = await readBody(request);
    if (request.method !== 'POST' || !route?.[1]) {
      sendError(response, 404, 'UnknownOperationException', `No route for ${request.method} ${request.url}`);
      return;
    }
    const isThrottled = throttled < (script.throttleFirst ?? 0);
    const record: FakeRequest = {
      modelId: decodeURIComponent(route[1]),
      path: request.url,
      body: JSON.parse(body) as ConverseStreamBody,
      throttled: isThrottled,
      receivedAt,
      deltasSent: 0,
      cancelled: false,
    };
    requests.push(record);
    if (isThrottled) {
      throttled += 1;
      sendError(response, 429, 'ThrottlingException', 'Rate exceeded');
      return;
    }
    await stream(response, record);
  };

  const server = http2.createServer((request, response) => {
    // A client that gives up (a timeout test) resets the stream; that is not the fake's failure.
    handle(request, response).catch(() => response.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    setScript(next) {
      script = next;
      throttled = 0;
    },
    async close() {
      // The SDK keeps its HTTP/2 sessions open for reuse; server.close() would wait for them forever.
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
};
