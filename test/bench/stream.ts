import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GenerationEvent, generationEventSchema } from '../../lambdas/contracts/generation-stream';
import type { Duration } from '../../lambdas/contracts/enums';
import { type Material, SOURCES_MAX, SOURCE_TEXT_MAX_LENGTH } from '../../lambdas/contracts/material';
import { startLocalStack } from '../../lambdas/local/stack';
import { startBedrockFake } from '../lambdas/fakes/bedrock-fake';
import { signedInUser } from './api';
import { median, ms, percentile, table, verdict, type BudgetResult } from './format';
import { benchServicePorts } from './service-ports';

/** What the stack may add to the writer's own time to first token before the creator sees the first words. */
export const FIRST_WORDS_OVERHEAD_BUDGET_MS = 150;

/** The model's pace in the fake: 400 ms to the first token (Claude Haiku's order), then a token every 2 ms. */
const MODEL = { firstTokenDelayMs: 400, frameDelayMs: 2 };
const RUNS = 5;
/** Five sources at their 20,000-character limit, ten key points and a story: the most material a script can carry. */
const FULL_MATERIAL: Material = {
  key_points: Array.from({ length: 10 }, (_, i) => `Cook the base for day ${i + 1} in one pot and freeze half of it`),
  stories: 'The week I cooked everything on Sunday, I still ordered takeaway on Thursday because nothing was ready to reheat.',
  sources: Array.from({ length: SOURCES_MAX }, (_, i) => ({
    kind: 'text' as const,
    title: `Batch cooking notes ${i + 1}`,
    text: 'A pot of lentils cooked on Sunday keeps four days in the fridge and three months frozen. '.repeat(230).slice(0, SOURCE_TEXT_MAX_LENGTH),
  })),
};

const CASES: { duration: Duration; label: string; words: number; material?: Material }[] = [
  { duration: '30s', label: '30-second', words: 75 },
  { duration: '10m', label: '10-minute', words: 1500 },
  { duration: '10m', label: '10-minute, 5 full sources', words: 1500, material: FULL_MATERIAL },
];

interface Run {
  /** Request sent → the plan event arrives (the page shows the sections). */
  planMs: number;
  /** Request sent → the first text event arrives (the first words on screen). */
  firstWordsMs: number;
  /** The fake model's own time from its request to its first token. */
  writerFirstTokenMs: number;
  /** Request sent → the done event. */
  doneMs: number;
}

export interface StreamReport {
  rows: { label: string; runs: Run[] }[];
}

const readEvents = async (response: Response, onEvent: (event: GenerationEvent, at: number) => void) => {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const at = performance.now();
    buffered += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) !== -1) {
      onEvent(generationEventSchema.parse(JSON.parse(buffered.slice(0, newline))), at);
      buffered = buffered.slice(newline + 1);
    }
  }
};

/**
 * Streams generations through the local stack's gateway with the Bedrock writer pointed at the in-process fake
 * model, and times what the creator sees: the plan, the first words, the end; the stack's overhead is the time to
 * the first words minus the model's own time to its first token.
 */
export const measureStreaming = async (): Promise<StreamReport> => {
  const fake = await startBedrockFake();
  // The generate handler chooses its writer when the gateway first imports it, in this process.
  process.env.BEDROCK_MODEL_ID = 'au.anthropic.claude-haiku-4-5-20251001-v1:0';
  process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = fake.endpoint;
  const emptyWeb = mkdtempSync(join(tmpdir(), 'scriptvoice-bench-web-'));
  const stack = await startLocalStack({ port: 0, servicePorts: await benchServicePorts(), dataDirectory: null, web: { distDirectory: emptyWeb } });
  try {
    const url = `${stack.url.replace('//localhost', '//127.0.0.1')}/api/scripts`;
    const generate = async ({ duration, words, material }: (typeof CASES)[number], warmUp = false): Promise<Run> => {
      // A new user each time: 3 free credits, and the per-user generate limit never in the way.
      const idToken = await signedInUser(stack.cognito.endpoint);
      fake.setScript({ ...MODEL, deltas: Array.from({ length: Math.round(words * 1.3) }, (_, i) => (i % 13 === 12 ? 'word.\n\n' : 'word ')) });
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: idToken, 'content-type': 'application/json', accept: 'application/x-ndjson', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ topic: 'Batch cooking for a busy week', platform: 'youtube', duration, tone: 'conversational', material }),
      });
      if (response.status !== 200) throw new Error(`POST /api/scripts answered ${response.status}: ${await response.text()}`);
      const run: Partial<Run> = {};
      await readEvents(response, (event, at) => {
        if (event.type === 'plan') run.planMs ??= at - started;
        if (event.type === 'text') run.firstWordsMs ??= at - started;
        if (event.type === 'done') run.doneMs = at - started;
        if (event.type === 'error') throw new Error(`the generation failed: ${event.error.message}`);
      });
      const request = fake.requests.at(-1)!;
      const measured = { ...run, writerFirstTokenMs: request.firstDeltaAt! - request.receivedAt } as Run;
      if (!warmUp && Object.values(measured).some((value) => !Number.isFinite(value))) throw new Error('a stream ended early');
      return measured;
    };
    await generate(CASES[0]!, true);
    const rows = [];
    for (const each of CASES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await generate(each));
      rows.push({ label: each.label, runs });
    }
    return { rows };
  } finally {
    await stack.stop();
    await fake.close();
    rmSync(emptyWeb, { recursive: true, force: true });
    delete process.env.BEDROCK_MODEL_ID;
    delete process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
  }
};

const overheads = (runs: Run[]) => runs.map((run) => run.firstWordsMs - run.writerFirstTokenMs).sort((a, b) => a - b);

export const printStreaming = (report: StreamReport): string =>
  [
    '### Streamed generation: time to the first words',
    '',
    table(
      ['script', '>runs', '>plan shown (median)', '>first words (median)', '>model first token', '>stack overhead median / p95', '>whole script (median)'],
      report.rows.map(({ label, runs }) => [
        label,
        String(runs.length),
        ms(median(runs.map((run) => run.planMs))),
        ms(median(runs.map((run) => run.firstWordsMs))),
        ms(median(runs.map((run) => run.writerFirstTokenMs))),
        `${ms(median(overheads(runs)))} / ${ms(percentile(overheads(runs), 95))}`,
        ms(median(runs.map((run) => run.doneMs))),
      ]),
    ),
    '',
    `Through the local gateway with the Bedrock writer and a fake model on HTTP/2 (${MODEL.firstTokenDelayMs} ms to its first token, then a token`,
    `every ${MODEL.frameDelayMs} ms); each run is a new user. Overhead: first words on the client minus the model's own time to its first token`,
    '(token check, validation, rate limit, the debit transaction, style guide and voice reads, planning, the Bedrock call, delivery).',
  ].join('\n');

export const streamingBudgets = (report: StreamReport): BudgetResult[] =>
  report.rows.map(({ label, runs }) => {
    const p95 = percentile(overheads(runs), 95);
    return {
      budget: `streamed ${label} script: stack overhead before the first words (p95)`,
      measured: ms(p95),
      limit: `≤ ${FIRST_WORDS_OVERHEAD_BUDGET_MS} ms`,
      verdict: verdict(p95, FIRST_WORDS_OVERHEAD_BUDGET_MS),
    };
  });
