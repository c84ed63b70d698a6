import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Script } from '../../lambdas/contracts/scripts';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, userWithCredits, validBody } from './support/scripts';
import { startBedrockFake } from './fakes/bedrock-fake';
import { PRICE, openCheckout, payQuietly, signedEvent, webhookEvent } from './support/stripe';

/**
 * What each real handler records, read where a developer reads it: outside Lambda every metric is one info
 * line of the shared logger (`metric Name=value`). Each test imports the handler afresh, with the environment
 * it needs, and spies on the logger that handler uses.
 */
const freshHandler = async <M extends { handler: unknown }>(load: () => Promise<M>) => {
  vi.resetModules();
  const { logger } = await import('../../lambdas/shared/logger');
  const info = vi.spyOn(logger, 'info');
  const module = await load();
  const metricLines = () => info.mock.calls.map(([message]) => String(message)).filter((message) => message.startsWith('metric '));
  return { handler: module.handler as M['handler'], metricLines };
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

const generateEvent = (userId: string) => apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody });

describe('metrics: a generation', () => {
  it('that is written records one generation, the writer latency and the words written, and no refund', async () => {
    const { handler, metricLines } = await freshHandler(() => import('../../lambdas/api/scripts/generate-script'));
    const userId = await userWithCredits({ subscription: 1 });
    const answer = await invoke<{ script: Script }>(handler, generateEvent(userId));
    expect(answer.statusCode).toBe(200);
    const lines = metricLines();
    expect(lines).toContain('metric Generations=1');
    expect(lines).toContain(`metric GeneratedWords=${answer.body.script.word_count}`);
    expect(lines.filter((line) => /^metric GenerationLatency=\d+ ms$/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('metric Refunds'))).toBe(false);
  });

  it('whose model fails records one refund and one model error, and no generation; the credit is back', async () => {
    // An OpenAI-compatible server on a port nobody listens on: the writer fails at once with a WriterError.
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
    vi.stubEnv('OPENAI_MODEL', 'unreachable');
    const { handler, metricLines } = await freshHandler(() => import('../../lambdas/api/scripts/generate-script'));
    const userId = await userWithCredits({ subscription: 1 });
    const answer = await invoke(handler, generateEvent(userId));
    expect(answer.statusCode).toBe(502);
    expect(metricLines()).toEqual(['metric Refunds=1', 'metric ModelErrors=1']);
    expect((await balanceOf(userId)).total).toBe(1);
  });
});

describe('metrics: the rate limits', () => {
  it('record one throttle for each request refused with 429, none for one let through', async () => {
    vi.stubEnv('RATE_LIMITS', JSON.stringify({ checkout: { requests: 1, windowSeconds: 60 } }));
    const { handler, metricLines } = await freshHandler(() => import('../../lambdas/api/payments/create-checkout'));
    const userId = randomUUID();
    const checkout = () => invoke(handler, apiEvent({ userId, method: 'POST', path: '/api/checkout', body: { priceId: PRICE.starter } }));
    expect((await checkout()).statusCode).toBe(200);
    expect(metricLines()).toEqual([]);
    expect((await checkout()).statusCode).toBe(429);
    expect((await checkout()).statusCode).toBe(429);
    expect(metricLines()).toEqual(['metric Throttles=1', 'metric Throttles=1']);
  });
});

describe('metrics: the Stripe webhook', () => {
  it('records a fulfilled purchase, an ignored event and a refused signature, one each', async () => {
    const { handler, metricLines } = await freshHandler(() => import('../../lambdas/api/payments/stripe-webhook'));
    const { sessionId } = await openCheckout(randomUUID());
    await payQuietly(sessionId);
    const paid = await signedEvent(sessionId);
    expect((await invoke(handler, webhookEvent(paid.payload, paid.signature))).statusCode).toBe(200);
    expect(metricLines()).toEqual(['metric WebhookFulfilled=1']);

    const other = await signedEvent(sessionId, { type: 'checkout.session.expired' });
    expect((await invoke(handler, webhookEvent(other.payload, other.signature))).statusCode).toBe(200);
    expect((await invoke(handler, webhookEvent(paid.payload, 't=1,v1=forged'))).statusCode).toBe(400);
    expect(metricLines()).toEqual(['metric WebhookFulfilled=1', 'metric WebhookIgnored=1', 'metric WebhookRefused=1']);
  });
});

describe('metrics: the model tokens', () => {
  it("are the Bedrock writer's, from ConverseStream's metadata.usage (input and output)", async () => {
    vi.resetModules();
    const { logger } = await import('../../lambdas/shared/logger');
    const info = vi.spyOn(logger, 'info');
    const { createBedrockClient, createBedrockWriter } = await import('../../lambdas/adapters/writers/bedrock-writer');
    const { planScript } = await import('../../lambdas/domain/scripts/planner');
    const fake = await startBedrockFake();
    const client = createBedrockClient({ endpoint: fake.endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    try {
      // The fake reports 100 input tokens and one output token per word it streams.
      fake.setScript({ deltas: ['## Hook\n', 'Five words streamed right here.'] });
      const plan = planScript({ topic: 'Tokens', details: null, platform: 'tiktok', duration: '30s', tone: 'conversational', styleGuide: null, voice: null, passages: [] });
      await createBedrockWriter({ modelId: 'test-model', client }).write(plan);
    } finally {
      client.destroy();
      await fake.close();
    }
    const lines = info.mock.calls.map(([message]) => String(message)).filter((message) => message.startsWith('metric '));
    expect(lines).toEqual(['metric ModelInputTokens=100', 'metric ModelOutputTokens=7']);
  });
});
