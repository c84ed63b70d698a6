import { vi } from 'vitest';
import type { GenerationEvent, PlanEvent } from '@contracts/generation-stream';
import type { ApiError } from '@/lib/api-client';
import { jsonAnswer, liveNdjson } from '../../support/ndjson';
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
    { id: 'hook', heading: 'Hook', startSecond: 0, endSecond: 15, words: 5, keyPoints: [], stories: [] },
    { id: 'section-1', heading: 'Section 1', startSecond: 15, endSecond: 50, words: 12, keyPoints: [], stories: [] },
    { id: 'outro', heading: 'Outro', startSecond: 50, endSecond: 60, words: 3, keyPoints: [], stories: [] },
  ],
  ...overrides,
});

export const text = (piece: string): GenerationEvent => ({ type: 'text', text: piece });

export { jsonAnswer };

/** An NDJSON generation answer the test writes as it goes, every line cut mid-way. */
export const liveStream = () => liveNdjson<GenerationEvent>();

/** A whole NDJSON answer, every line cut mid-way. */
export const streamOf = (...events: GenerationEvent[]) => {
  const stream = liveStream();
  stream.send(...events);
  stream.end();
  return stream.response;
};


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
