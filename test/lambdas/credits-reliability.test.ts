import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import type { GenerateScriptBody, Script } from '../../lambdas/contracts/scripts';
import { generateScript, realSteps, type GenerationSteps } from '../../lambdas/domain/scripts/generate';
import type { ScriptWriter } from '../../lambdas/domain/scripts/plan-types';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';
import { HttpError } from '../../lambdas/shared/errors';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, ledgerOf, scriptRowsOf, storedFilesOf, userWithCredits, validBody, writerThat } from './support/scripts';

const body = validBody as GenerateScriptBody;

const countingWriter = () => {
  let calls = 0;
  const writer = writerThat('local', (plan) => (calls++, localWriter.write(plan)));
  return { writer, calls: () => calls };
};

const statusOf = (error: unknown) => (error instanceof HttpError ? error.statusCode : 500);

describe('C1: 3 credits, 50 concurrent generate calls', () => {
  it('through the handler: exactly 3 succeed, 47 get 402, none 5xx; balance 0, 3 debits, 3 scripts, 3 files', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => invoke(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    expect((await balanceOf(userId)).total).toBe(0);
    const ledger = await ledgerOf(userId);
    expect(ledger.debits).toBe(3);
    expect(ledger.total).toBe(0);
    const rows = await scriptRowsOf(userId);
    const files = await storedFilesOf(userId);
    expect(rows).toHaveLength(3);
    // Each script's markdown and its hooks and post (issue 34), nothing else.
    expect(files.sort()).toEqual(rows.flatMap((row) => [row.file_path, row.extras_path]).sort());
  });

  it('calls the writer at most 3 times', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    const { writer, calls } = countingWriter();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => generateScript({ userId, body, writer })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => statusOf(r.reason))).toEqual(Array(47).fill(402));
    expect(calls()).toBe(3);
  });
});

describe('C2: any interleaving of N requests over K credits', () => {
  it('succeeds exactly min(N, K) times and never goes negative (200 runs)', async () => {
    const memory: GenerationSteps = { ...realSteps, storeBody: async () => undefined, save: async () => undefined, deleteBody: async () => undefined, unsave: async () => undefined };
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 6 }), async (s, credits, requests) => {
        const userId = await userWithCredits({ subscription: Math.min(credits, 2), purchased: Math.max(0, credits - 2) });
        const writer = writerThat('local', s.scheduleFunction(async () => '# scheduled\n\nwords words words'));
        // The scheduler reports a rejected scheduled promise as unhandled, so the debit's outcome travels as a value.
        const scheduledDebit = s.scheduleFunction((...args: Parameters<GenerationSteps['debit']>) =>
          realSteps.debit(...args).then((debit) => ({ debit }), (error: unknown) => ({ error })),
        );
        const debit: GenerationSteps['debit'] = async (...args) => {
          const outcome = await scheduledDebit(...args);
          if ('error' in outcome) throw outcome.error;
          return outcome.debit;
        };
        const steps: GenerationSteps = { ...memory, debit };
        const running = Promise.allSettled(Array.from({ length: requests }, () => generateScript({ userId, body, writer }, steps)));
        await s.waitFor(running);
        const results = await running;
        const successes = results.filter((r) => r.status === 'fulfilled').length;
        const failures = results.filter((r) => r.status === 'rejected').map((r) => statusOf(r.reason));
        const balance = await balanceOf(userId);
        expect(successes).toBe(Math.min(requests, credits));
        expect(failures.every((status) => status === 402)).toBe(true);
        expect(balance.subscription).toBeGreaterThanOrEqual(0);
        expect(balance.purchased).toBeGreaterThanOrEqual(0);
        expect(balance.total).toBe(credits - successes);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});

describe('C3: a failure at any step after the debit refunds the credit and leaves nothing behind', () => {
  const boom = () => Promise.reject(new Error('injected failure'));
  const failures: [string, (steps: GenerationSteps, writer: ScriptWriter) => [GenerationSteps, ScriptWriter]][] = [
    ['loading the style guide', (steps, writer) => [{ ...steps, loadStyleGuide: boom }, writer]],
    ['loading the voice profile', (steps, writer) => [{ ...steps, loadVoice: boom }, writer]],
    ['the writer', (steps) => [steps, writerThat('bedrock', boom)]],
    ['storing the markdown', (steps, writer) => [{ ...steps, storeBody: boom }, writer]],
    ['saving the script row', (steps, writer) => [{ ...steps, save: boom }, writer]],
  ];

  it.each(failures)('when %s fails', async (_step, inject) => {
    const userId = await userWithCredits({ subscription: 1, purchased: 1 });
    const [steps, writer] = inject(realSteps, localWriter);
    const failure = await generateScript({ userId, body, writer }, steps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 502, code: 'generation.failed', message: 'Failed to generate script' });
    const balance = await balanceOf(userId);
    expect(balance).toMatchObject({ subscription: 1, purchased: 1, total: 2 });
    const ledger = await ledgerOf(userId);
    expect(ledger).toMatchObject({ debits: 1, refunds: 1 });
    expect(await scriptRowsOf(userId)).toEqual([]);
    expect(await storedFilesOf(userId)).toEqual([]);
  });

  it('keeps signup + purchases − debits + refunds equal to the balance through mixed outcomes', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    const flaky = writerThat('local', (plan) => (Math.random() < 0.5 ? boom() : localWriter.write(plan)));
    await Promise.allSettled(Array.from({ length: 8 }, () => generateScript({ userId, body, writer: flaky })));
    const ledger = await ledgerOf(userId);
    const balance = await balanceOf(userId);
    expect(balance.total).toBeGreaterThanOrEqual(0);
    expect(ledger.bySignup - ledger.debits + ledger.refunds).toBe(3 - ledger.debits + ledger.refunds);
    expect(3 - ledger.debits + ledger.refunds).toBe(balance.total);
    expect((await scriptRowsOf(userId)).length).toBe(3 - balance.total);
  });
});

describe('C4: the same request retried with the same Idempotency-Key', () => {
  const post = (userId: string, key: string, payload: unknown = validBody) => {
    const event = apiEvent({ userId, method: 'POST', path: '/api/scripts', body: payload });
    event.headers = { ...event.headers, 'idempotency-key': key };
    return invoke<{ script: Script; error?: { code: string } }>(generate, event);
  };

  it('debits once, writes one script and gives the same answer', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    const first = await post(userId, 'retry-key-0001');
    const second = await post(userId, 'retry-key-0001');
    expect(first.statusCode).toBe(200);
    expect(second).toEqual(first);
    expect((await ledgerOf(userId)).debits).toBe(1);
    expect(await scriptRowsOf(userId)).toHaveLength(1);
    expect((await balanceOf(userId)).total).toBe(2);
  });

  it('lets only one of many concurrent retries spend a credit', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(userId, 'concurrent-key-1')));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.script.id)).size).toBe(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    expect((await ledgerOf(userId)).debits).toBe(1);
    expect(await scriptRowsOf(userId)).toHaveLength(1);
  });

  it('replays the first answer (200, same script) after the balance reached 0, spending nothing (issue 12 hole 3)', async () => {
    const userId = await userWithCredits({ subscription: 2 });
    const first = await post(userId, 'replay-at-zero-1');
    expect(first.statusCode).toBe(200);
    expect((await post(userId, 'spend-the-rest-1', { ...validBody, topic: 'Another topic' })).statusCode).toBe(200);
    expect((await balanceOf(userId)).total).toBe(0);
    const replayed = await post(userId, 'replay-at-zero-1');
    expect(replayed).toEqual(first);
    expect(await balanceOf(userId)).toEqual({ subscription: 0, rollover: 0, purchased: 0, total: 0 });
    const ledger = await ledgerOf(userId);
    expect({ debits: ledger.debits, refunds: ledger.refunds }).toEqual({ debits: 2, refunds: 0 });
    expect(await scriptRowsOf(userId)).toHaveLength(2);
    expect(await storedFilesOf(userId)).toHaveLength(4);
    const mismatch = await post(userId, 'replay-at-zero-1', { ...validBody, topic: 'Changed' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.body.error?.code).toBe('idempotency.mismatch');
  });

  it('refuses the key for a different request', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    await post(userId, 'reused-key-0001');
    const other = await post(userId, 'reused-key-0001', { ...validBody, topic: 'Something else' });
    expect(other.statusCode).toBe(409);
    expect(other.body.error?.code).toBe('idempotency.mismatch');
    expect((await ledgerOf(userId)).debits).toBe(1);
  });

  it('frees the key when the generation failed, so the retry can succeed', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const failing = writerThat('bedrock', () => Promise.reject(new Error('model down')));
    await expect(generateScript({ userId, body, writer: failing, idempotencyKey: 'after-failure-1' })).rejects.toMatchObject({ statusCode: 502 });
    const retried = await generateScript({ userId, body, writer: localWriter, idempotencyKey: 'after-failure-1' });
    expect(retried.id).toBeTruthy();
    expect((await balanceOf(userId)).total).toBe(0);
  });
});
