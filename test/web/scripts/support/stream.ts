import { vi } from 'vitest';
import type { GenerationEvent, PlanEvent } from '@contracts/generation-stream';
import type { ApiError } from '@/lib/api-client';
import { SCRIPT_ID } from './fixtures';

export interface FetchCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A plan of three sections for a 1-minute script: 20 spoken words planned. */
export const aPlan = (overrides: Partial<PlanEvent> = {}): PlanEvent => ({
  type: 'plan',
  scriptId: SCRIPT_ID,
  wordBudget: 20,
  targetSeconds: 60,
  wordsPerMinute: 150,
  sections: [
    { id: 'hook', heading: 'Hook', startSecond: 0, endSecond: 15, words: 5 },
    { id: 'section-1', heading: 'Section 1', startSecond: 15, endSecond: 50, words: 12 },
    { id: 'outro', heading: 'Outro', startSecond: 50, endSecond: 60, words: 3 },
  ],
  ...overrides,
});

export const text = (piece: string): GenerationEvent => ({ type: 'text', text: piece });

/**
 * An NDJSON answer the test writes as it goes. Each `send` reaches the reader at once but in pieces cut in the
 * middle of every line (in bytes, so a multi-byte character may be cut too): no piece is a whole event.
 */
export const liveStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (opened) => {
      controller = opened;
    },
  });
  const encoder = new TextEncoder();
  let carried = new Uint8Array();
  const join = (a: Uint8Array, b: Uint8Array) => {
    const joined = new Uint8Array(a.length + b.length);
    joined.set(a);
    joined.set(b, a.length);
    return joined;
  };
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
    send(...events: GenerationEvent[]) {
      for (const event of events) {
        const line = encoder.encode(`${JSON.stringify(event)}\n`);
        const middle = Math.floor(line.length / 2);
        controller.enqueue(join(carried, line.slice(0, middle)));
        carried = line.slice(middle);
      }
      controller.enqueue(carried);
      carried = new Uint8Array();
    },
    end: () => controller.close(),
    /** The connection drops: the reader's next read rejects, as a browser's does. */
    drop: () => controller.error(new TypeError('network error')),
  };
};

/** A whole NDJSON answer, every line cut mid-way. */
export const streamOf = (...events: GenerationEvent[]) => {
  const stream = liveStream();
  stream.send(...events);
  stream.end();
  return stream.response;
};

export const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An ApiError as the server sends it: its JSON error body, or for `http.error` an answer without one. */
export const errorAnswer = (error: ApiError) =>
  error.code === 'http.error'
    ? new Response('<html>Bad gateway</html>', { status: error.status, headers: { 'content-type': 'text/html' } })
    : jsonAnswer(error.status, { error: { code: error.code, message: error.message } });

/**
 * The network under the streamed POST /api/scripts: fetch is stubbed, each call recorded and answered by `answer`
 * (the n-th call gets n). Other API calls go through the mocked `request` (fakeApi), so any other fetch is a bug.
 */
export const fakeGenerateNetwork = (answer: (call: FetchCall, attempt: number) => Response | Promise<Response>) => {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      if (`${call.method} ${url}` !== 'POST /api/scripts') throw new Error(`Unexpected fetch: ${call.method} ${url}`);
      calls.push(call);
      return answer(call, calls.length);
    }),
  );
  return calls;
};
