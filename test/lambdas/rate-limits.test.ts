import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

// The real limits, as `npm start` and AWS run them (the shared test setup raises them for the other files).
vi.hoisted(() => {
  delete process.env.RATE_LIMITS;
});

import { handler as createCheckout } from '../../lambdas/api/payments/create-checkout';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as stopRewrite } from '../../lambdas/api/scripts/stop-rewrite';
import type { Script } from '../../lambdas/contracts/scripts';
import { DEFAULT_RATE_LIMITS, rateLimitsFrom } from '../../lambdas/shared/rate-limits';
import { apiEvent, invoke } from './support/api-event';
import { signedInUser } from './support/cognito-users';
import { acceptOf, proposeOf } from './support/rewrite';
import { balanceOf, ledgerOf, scriptRowsOf, storedFilesOf, userWithCredits, validBody } from './support/scripts';
import { PRICE, sessionIdsOf } from './support/stripe';

const appUrl = inject('appUrl');
const GENERATE_LIMIT = DEFAULT_RATE_LIMITS.generate.requests;
const CHECKOUT_LIMIT = DEFAULT_RATE_LIMITS.checkout.requests;
const REWRITE_LIMIT = DEFAULT_RATE_LIMITS.rewrite.requests;

type ProxyHandler = typeof generate;
type Answer = Awaited<ReturnType<typeof invoke<{ error?: { code: string; message: string }; url?: string }>>>;

const generateOnce = (userId: string, handler: ProxyHandler = generate) =>
  invoke<{ error?: { code: string; message: string } }>(handler, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }));
const checkoutOnce = (userId: string) =>
  invoke<{ error?: { code: string; message: string }; url?: string }>(
    createCheckout,
    apiEvent({ userId, method: 'POST', path: '/api/checkout', body: { priceId: PRICE.starter } }),
  );
const burst = <T>(times: number, call: () => Promise<T>) => Promise.all(Array.from({ length: times }, call));
const withStatus = <T extends { statusCode: number } | Response>(answers: T[], status: number) =>
  answers.filter((answer) => ('statusCode' in answer ? answer.statusCode : answer.status) === status);

/** A 429 in the API's one error shape, with a Retry-After no longer than the window. */
const expectThrottled = (answer: Answer, windowSeconds: number) => {
  expect(answer.statusCode).toBe(429);
  expect(answer.body.error?.code).toBe('request.throttled');
  const retryAfter = Number(answer.headers?.['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body.error?.message).toBe(`Too many requests. Please wait ${retryAfter === 1 ? '1 second' : `${retryAfter} seconds`} and try again.`);
  return retryAfter;
};

describe('per-user limits on the routes that cost money (issue 12 hole 5)', () => {
  it(`lets exactly ${GENERATE_LIMIT} of 40 concurrent generates from one user through, answers the other 30 with 429 and Retry-After, and debits only the ${GENERATE_LIMIT}`, async () => {
    const userId = await userWithCredits({ purchased: 50 });
    const answers = await burst(40, () => generateOnce(userId));
    expect(withStatus(answers, 200)).toHaveLength(GENERATE_LIMIT);
    const refused = withStatus(answers, 429);
    expect(refused).toHaveLength(40 - GENERATE_LIMIT);
    for (const answer of refused) expectThrottled(answer, 60);
    expect((await balanceOf(userId)).total).toBe(50 - GENERATE_LIMIT);
    const ledger = await ledgerOf(userId);
    expect(ledger.debits).toBe(GENERATE_LIMIT);
    expect(ledger.refunds).toBe(0);
    const rows = await scriptRowsOf(userId);
    expect(rows).toHaveLength(GENERATE_LIMIT);
    expect((await storedFilesOf(userId)).sort()).toEqual(rows.flatMap((row) => [row.file_path, row.extras_path]).sort());
  });

  it(`opens exactly ${CHECKOUT_LIMIT} Checkout Sessions at Stripe for 12 concurrent checkouts from one user; the other 7 answer 429 and open none`, async () => {
    const userId = randomUUID();
    const answers = await burst(12, () => checkoutOnce(userId));
    const opened = withStatus(answers, 200);
    expect(opened).toHaveLength(CHECKOUT_LIMIT);
    const refused = withStatus(answers, 429);
    expect(refused).toHaveLength(12 - CHECKOUT_LIMIT);
    for (const answer of refused) expectThrottled(answer, 60);
    const atStripe = await sessionIdsOf(userId);
    expect(atStripe.sort()).toEqual(opened.map((answer) => answer.body.url!.split('/').pop()!).sort());
  });

  it("leaves a second user's generates, and the first user's checkouts, untouched by the first user's spent generate limit", async () => {
    const first = await userWithCredits({ purchased: 20 });
    const second = await userWithCredits({ purchased: 20 });
    const answers = await burst(GENERATE_LIMIT + 1, () => generateOnce(first));
    expect(withStatus(answers, 200)).toHaveLength(GENERATE_LIMIT);
    expect(withStatus(answers, 429)).toHaveLength(1);

    expect((await generateOnce(second)).statusCode).toBe(200);
    expect((await checkoutOnce(first)).statusCode).toBe(200);
    expect((await generateOnce(first)).statusCode).toBe(429);
    expect((await balanceOf(first)).total).toBe(20 - GENERATE_LIMIT);
    expect((await balanceOf(second)).total).toBe(19);
    expect(await sessionIdsOf(first)).toHaveLength(1);
  });

  it(`lets ${REWRITE_LIMIT} of ${REWRITE_LIMIT + 5} concurrent rewrites from one user through (each a proposal, none a version) and answers 5 with 429 before any writing`, async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }))).body.script;
    const answers = await burst(REWRITE_LIMIT + 5, () => proposeOf(userId, script.id, { section: 1, base_version_id: script.id }));
    expect(withStatus(answers, 200)).toHaveLength(REWRITE_LIMIT);
    for (const answer of withStatus(answers, 429)) expectThrottled(answer, DEFAULT_RATE_LIMITS.rewrite.windowSeconds);
    expect(withStatus(answers, 429)).toHaveLength(5);
    expect((await scriptRowsOf(userId))[0]).toMatchObject({ version_count: 1 });
  });

  it(`counts a request for three alternatives once: ${REWRITE_LIMIT} of them go through, and Accept and Stop are not rewrites (never counted, never refused)`, async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }))).body.script;
    const proposals = [];
    for (let i = 0; i < REWRITE_LIMIT; i++) {
      const answer = await proposeOf(userId, script.id, { section: 1, alternatives: 3, base_version_id: script.id });
      expect(answer.statusCode, `request ${i + 1}`).toBe(200);
      proposals.push(answer.body.proposal);
    }
    expectThrottled(await proposeOf(userId, script.id, { section: 1, base_version_id: script.id }), DEFAULT_RATE_LIMITS.rewrite.windowSeconds);

    for (const proposal of proposals.slice(0, 5)) {
      const stopped = await invoke(stopRewrite, apiEvent({ userId, method: 'POST', path: '/api/scripts/{id}/rewrite/{proposalId}/stop', pathParameters: { id: script.id, proposalId: proposal.id } }));
      expect(stopped.statusCode).toBe(409);
    }
    const accepted = await acceptOf(userId, script.id, proposals[0]!.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.version.number).toBe(2);
  });

  describe('after the window', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('lets the user in again once the Retry-After seconds have passed (2 generates per 2 s)', async () => {
      vi.stubEnv('RATE_LIMITS', JSON.stringify({ generate: { requests: 2, windowSeconds: 2 } }));
      vi.resetModules();
      const { handler: shortWindowGenerate } = await import('../../lambdas/api/scripts/generate-script');
      const userId = await userWithCredits({ purchased: 10 });

      const first = await burst(3, () => generateOnce(userId, shortWindowGenerate));
      expect(withStatus(first, 200)).toHaveLength(2);
      const retryAfter = expectThrottled(withStatus(first, 429)[0]!, 2);
      await sleep(retryAfter * 1000);

      const again = await burst(3, () => generateOnce(userId, shortWindowGenerate));
      expect(withStatus(again, 200)).toHaveLength(2);
      expect(withStatus(again, 429)).toHaveLength(1);
      expect((await balanceOf(userId)).total).toBe(6);
      expect((await ledgerOf(userId)).debits).toBe(4);
      expect(await scriptRowsOf(userId)).toHaveLength(4);
    });
  });

  describe('through the local gateway, as `npm start` serves it', () => {
    const post = (idToken: string, path: string, body: unknown) =>
      fetch(`${appUrl}${path}`, { method: 'POST', headers: { authorization: idToken, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it(`answers 12 concurrent checkouts with one token ${CHECKOUT_LIMIT} × 200 and 7 × 429 in the JSON error shape with Retry-After; Stripe holds ${CHECKOUT_LIMIT} sessions`, async () => {
      const user = await signedInUser();
      const responses = await burst(12, () => post(user.idToken, '/api/checkout', { priceId: PRICE.starter }));
      expect(withStatus(responses, 200)).toHaveLength(CHECKOUT_LIMIT);
      const refused = withStatus(responses, 429);
      expect(refused).toHaveLength(12 - CHECKOUT_LIMIT);
      for (const response of refused) {
        expect(response.headers.get('content-type')).toContain('application/json');
        expectThrottled({ statusCode: 429, headers: { 'retry-after': response.headers.get('retry-after')! }, body: await response.json() }, 60);
      }
      expect(await sessionIdsOf(user.userId)).toHaveLength(CHECKOUT_LIMIT);
    });

    it(`answers 40 concurrent generates with one token (3 free credits): ${GENERATE_LIMIT} reach the credit check (3 × 200, 7 × 402), 30 × 429; balance 0`, async () => {
      const user = await signedInUser();
      const responses = await burst(40, () => post(user.idToken, '/api/scripts', validBody));
      expect(withStatus(responses, 200)).toHaveLength(3);
      expect(withStatus(responses, 402)).toHaveLength(GENERATE_LIMIT - 3);
      expect(withStatus(responses, 429)).toHaveLength(40 - GENERATE_LIMIT);
      expect((await balanceOf(user.userId)).total).toBe(0);
      expect((await ledgerOf(user.userId)).debits).toBe(3);
      expect(await scriptRowsOf(user.userId)).toHaveLength(3);
    });
  });
});

describe('the one config of the limits', () => {
  it('is generate 10, checkout 5 and source reads 30 per user per minute and rewrite 30 an hour, and RATE_LIMITS replaces only the groups it names', () => {
    expect(rateLimitsFrom(undefined)).toEqual({
      generate: { requests: 10, windowSeconds: 60 },
      checkout: { requests: 5, windowSeconds: 60 },
      rewrite: { requests: 30, windowSeconds: 3600 },
      'read-source': { requests: 30, windowSeconds: 60 },
    });
    expect(rateLimitsFrom('{"generate":{"requests":2,"windowSeconds":2}}')).toEqual({
      generate: { requests: 2, windowSeconds: 2 },
      checkout: { requests: 5, windowSeconds: 60 },
      rewrite: { requests: 30, windowSeconds: 3600 },
      'read-source': { requests: 30, windowSeconds: 60 },
    });
  });

  it.each(['not json', '{"generate":{"requests":0,"windowSeconds":60}}', '{"translate":{"requests":1,"windowSeconds":1}}', '{"checkout":{"requests":5}}'])(
    'refuses RATE_LIMITS=%s at cold start',
    (raw) => {
      expect(() => rateLimitsFrom(raw)).toThrow(/RATE_LIMITS/);
    },
  );
});
