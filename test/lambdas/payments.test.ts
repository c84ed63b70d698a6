import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { handler as listPackages } from '../../lambdas/api/packages/list-packages';
import { handler as createCheckout } from '../../lambdas/api/payments/create-checkout';
import { handler as verifyPayment } from '../../lambdas/api/payments/verify-payment';
import type { CreditPackage } from '../../lambdas/contracts/packages';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys } from '../../lambdas/data/keys';
import { putPackages } from '../../lambdas/data/package-repo';
import { CREDIT_PACKAGE_SEED } from '../../lambdas/data/seed/credit-packages';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, ledgerOf, userWithCredits } from './support/scripts';
import { PRICE, openCheckout, payQuietly, paymentRowsOf, sessionIdsOf, stripeSession } from './support/stripe';

const appUrl = inject('appUrl');

const checkoutEvent = (userId: string | null, body: unknown) => apiEvent({ userId, method: 'POST', path: '/api/checkout', body });
const verifyEvent = (userId: string | null, body: unknown) => apiEvent({ userId, method: 'POST', path: '/api/checkout/verify', body });

describe('GET /api/packages', () => {
  const retired: CreditPackage = {
    id: `retired-${randomUUID().slice(0, 8)}`,
    name: 'Retired pack',
    credits: 999,
    price_cents: 100,
    stripe_price_id: 'price_local_retired',
    badge_text: null,
    sort_order: 0,
    is_active: false,
  };
  beforeAll(() => putPackages([retired]));
  afterAll(() => db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.creditPackage(retired.sort_order, retired.id) })));

  it('answers the active packages ordered by sort_order, without signing in', async () => {
    const { statusCode, body } = await invoke<{ packages: CreditPackage[] }>(listPackages, apiEvent({ userId: null, path: '/api/packages' }));
    expect(statusCode).toBe(200);
    expect(body.packages).toEqual(CREDIT_PACKAGE_SEED);
    expect(body.packages.map((pkg) => pkg.sort_order)).toEqual([1, 2, 3]);
  });

  it('leaves out inactive packages, even the first by sort order', async () => {
    const { body } = await invoke<{ packages: CreditPackage[] }>(listPackages, apiEvent({ userId: null, path: '/api/packages' }));
    expect(body.packages.map((pkg) => pkg.id)).not.toContain(retired.id);
  });

  it('is served by the local gateway to anonymous callers', async () => {
    const response = await fetch(`${appUrl}/api/packages`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { packages: CreditPackage[] }).packages.map((pkg) => pkg.id)).toEqual(['starter', 'creator', 'studio']);
  });
});

describe('POST /api/checkout', () => {
  it('opens a Stripe Checkout Session for the package and answers its url', async () => {
    const userId = randomUUID();
    const { statusCode, body } = await invoke<{ url: string }>(createCheckout, checkoutEvent(userId, { priceId: PRICE.creator }));
    expect(statusCode).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${appUrl}/_local/checkout/cs_test_\\w+$`));
    const session = await stripeSession(body.url.split('/').pop()!);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: userId,
      metadata: { package_id: 'creator', credits: '50' },
      amount_total: 3900,
      currency: 'aud',
      success_url: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/pricing`,
      customer_email: `${userId}@example.com`,
    });
    expect((session.line_items as { data: { price: { id: string } }[] }).data.map((item) => item.price.id)).toEqual([PRICE.creator]);
  });

  it('opens a new session on every request (the idempotency key is per request)', async () => {
    const userId = randomUUID();
    const first = await openCheckout(userId);
    const second = await openCheckout(userId);
    expect(first.sessionId).not.toBe(second.sessionId);
    expect(await sessionIdsOf(userId)).toEqual([second.sessionId, first.sessionId]);
  });

  it('P4: takes price, credits, package and user from the server, whatever else the body says', async () => {
    const userId = randomUUID();
    const { statusCode, body } = await invoke<{ url: string }>(
      createCheckout,
      checkoutEvent(userId, {
        priceId: PRICE.starter,
        credits: 1000,
        price_cents: 1,
        amount: 1,
        package_id: 'studio',
        metadata: { package_id: 'studio', credits: '1000' },
        client_reference_id: 'someone-else',
        userId: 'someone-else',
      }),
    );
    expect(statusCode).toBe(200);
    const session = await stripeSession(body.url.split('/').pop()!);
    expect(session).toMatchObject({ client_reference_id: userId, metadata: { package_id: 'starter', credits: '10' }, amount_total: 900 });
  });

  it.each([
    [{}, 400],
    [{ priceId: '' }, 400],
    [{ priceId: 42 }, 400],
    [{ priceId: 'not-a-price' }, 400],
    [{ priceId: `price_${'x'.repeat(300)}` }, 400],
    [{ priceId: 'price_local_unknown' }, 404],
  ])('refuses %j with %i and opens nothing', async (body, status) => {
    const userId = randomUUID();
    const answer = await invoke<{ error: { code: string } }>(createCheckout, checkoutEvent(userId, body));
    expect(answer.statusCode).toBe(status);
    expect(answer.body.error.code).toMatch(/^(request|package)\./);
    expect(await sessionIdsOf(userId)).toEqual([]);
    expect(await allItemsOfUser(userId)).toEqual([]);
  });

  it('refuses the price of an inactive package with 404', async () => {
    const retired: CreditPackage = { ...CREDIT_PACKAGE_SEED[0]!, id: `gone-${randomUUID().slice(0, 8)}`, stripe_price_id: 'price_local_gone', sort_order: 50, is_active: false };
    await putPackages([retired]);
    try {
      const answer = await invoke(createCheckout, checkoutEvent(randomUUID(), { priceId: 'price_local_gone' }));
      expect(answer.statusCode).toBe(404);
    } finally {
      await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.creditPackage(retired.sort_order, retired.id) }));
    }
  });

  it('answers 400 for a body that is not JSON, and 401 without a user', async () => {
    const malformed = await invoke(createCheckout, { ...checkoutEvent(randomUUID(), undefined), body: '{"priceId":' });
    expect(malformed.statusCode).toBe(400);
    expect((await invoke(createCheckout, checkoutEvent(null, { priceId: PRICE.starter }))).statusCode).toBe(401);
  });

  it('needs a signed-in user at the gateway', async () => {
    const response = await fetch(`${appUrl}/api/checkout`, { method: 'POST', body: JSON.stringify({ priceId: PRICE.starter }) });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/checkout/verify', () => {
  it('answers 400 for a missing or malformed session id and 401 without a user', async () => {
    for (const body of [{}, { sessionId: '' }, { sessionId: 'pi_123' }, { sessionId: 'cs_test_../../x' }, { sessionId: ['cs_test_a'] }]) {
      expect((await invoke(verifyPayment, verifyEvent(randomUUID(), body))).statusCode).toBe(400);
    }
    expect((await invoke(verifyPayment, verifyEvent(null, { sessionId: 'cs_test_abc' }))).statusCode).toBe(401);
  });

  it('answers 404 for a session Stripe does not know', async () => {
    const userId = await userWithCredits({});
    const answer = await invoke<{ error: { code: string; message: string } }>(verifyPayment, verifyEvent(userId, { sessionId: 'cs_test_doesnotexist' }));
    expect(answer.statusCode).toBe(404);
    expect(answer.body.error).toEqual({ code: 'payment.session_not_found', message: 'No payment session found.' });
    expect(await paymentRowsOf(userId)).toHaveLength(0);
  });

  it('a purchase is the first thing a new user does: the profile gets its free credits and the purchase', async () => {
    const userId = randomUUID();
    const { sessionId } = await openCheckout(userId, PRICE.starter);
    await payQuietly(sessionId);
    const answer = await invoke(verifyPayment, verifyEvent(userId, { sessionId }));
    expect(answer).toMatchObject({ statusCode: 200, body: { success: true, creditsAdded: 10 } });
    expect(await balanceOf(userId)).toEqual({ subscription: 3, rollover: 0, purchased: 10, total: 13 });
    const ledger = await ledgerOf(userId);
    expect(ledger.entries.map((entry) => [entry.reason, entry.delta]).sort()).toEqual([['purchase', 10], ['signup', 3]]);
  });
});
