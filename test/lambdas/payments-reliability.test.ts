import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { handler as verifyPayment } from '../../lambdas/api/payments/verify-payment';
import { handler as stripeWebhook } from '../../lambdas/api/payments/stripe-webhook';
import { createCheckoutSession } from '../../lambdas/adapters/stripe-client';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, ledgerOf, userWithCredits } from './support/scripts';
import { PRICE, openCheckout, payQuietly, paymentRowsOf, signedEvent, stripeSession, webhookEvent } from './support/stripe';

const appUrl = inject('appUrl');

const verify = (userId: string, body: unknown) =>
  invoke<{ success?: boolean; creditsAdded?: number; error?: { code: string; message: string } }>(
    verifyPayment,
    apiEvent({ userId, method: 'POST', path: '/api/checkout/verify', body }),
  );

const deliver = (payload: string | null, signature: string | null, options: { base64?: boolean } = {}) =>
  invoke<{ received?: boolean; error?: { code: string } }>(stripeWebhook, webhookEvent(payload, signature, options));

/** A user with no credits and a paid session for the package, not yet fulfilled by anyone. */
const paidSession = async (priceId: string = PRICE.creator) => {
  const userId = await userWithCredits({});
  const { sessionId } = await openCheckout(userId, priceId);
  await payQuietly(sessionId);
  return { userId, sessionId };
};

/** Changes the first hex digit of the v1 signature to a different one, whatever it was. */
const tamperFirstHexDigit = (signature: string) =>
  signature.replace(/v1=([0-9a-f])/, (_match, digit: string) => `v1=${((parseInt(digit, 16) + 1) % 16).toString(16)}`);

/** Everything a payment can change for a user, to prove a refusal wrote nothing. */
const stateOf = async (userId: string) => ({
  balance: await balanceOf(userId),
  ledger: (await ledgerOf(userId)).entries.length,
  payments: (await paymentRowsOf(userId)).length,
});

describe('P1: verify-payment ×20 concurrently + the webhook ×3 for one paid session', () => {
  it('adds the credits exactly once, writes one payment row, and every verify answers the same', async () => {
    const { userId, sessionId } = await paidSession(PRICE.creator);
    const event = await signedEvent(sessionId);
    const [verifies, webhooks] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => verify(userId, { sessionId }))),
      Promise.all(Array.from({ length: 3 }, () => deliver(event.payload, event.signature))),
    ]);
    expect(verifies.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(verifies.map((answer) => answer.body)).toEqual(Array(20).fill({ success: true, creditsAdded: 50 }));
    expect(webhooks.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(userId)).toEqual({ subscription: 0, rollover: 0, purchased: 50, total: 50 });
    const payments = await paymentRowsOf(userId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ stripe_session_id: sessionId, package_id: 'creator', credits: 50, amount_total: 3900, currency: 'aud', status: 'fulfilled' });
    const purchases = (await ledgerOf(userId)).entries.filter((entry) => entry.reason === 'purchase');
    expect(purchases).toEqual([expect.objectContaining({ delta: 50 })]);
  });

  it('answers the same on a later repeat, from verify or the webhook, without adding again', async () => {
    const { userId, sessionId } = await paidSession(PRICE.starter);
    expect((await verify(userId, { sessionId })).body).toEqual({ success: true, creditsAdded: 10 });
    const event = await signedEvent(sessionId);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await verify(userId, { sessionId })).body).toEqual({ success: true, creditsAdded: 10 });
    expect((await balanceOf(userId)).purchased).toBe(10);
  });

  it('through the local checkout page: Pay delivers the signed webhook, which fulfils before the redirect', async () => {
    const userId = await userWithCredits({});
    const { url, sessionId } = await openCheckout(userId, PRICE.studio);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Studio');
    expect(html).toContain('150 credits');
    expect(html).toContain('A$99.00');
    expect(html).not.toMatch(/<script/i);

    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${appUrl}/payment-success?session_id=${sessionId}`);
    expect(await balanceOf(userId)).toMatchObject({ purchased: 150 });
    expect(await paymentRowsOf(userId)).toEqual([expect.objectContaining({ source: 'webhook' })]);
    expect((await verify(userId, { sessionId })).body).toEqual({ success: true, creditsAdded: 150 });

    const again = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(await balanceOf(userId)).toMatchObject({ purchased: 150 });
  });
});

describe('P2: an unpaid session', () => {
  it('adds nothing: verify answers 409, and a signed event claiming it paid is not believed', async () => {
    const userId = await userWithCredits({});
    const { sessionId } = await openCheckout(userId, PRICE.creator);
    const before = await stateOf(userId);

    const answer = await verify(userId, { sessionId });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.error).toEqual({ code: 'payment.not_paid', message: 'This payment has not been completed.' });

    const forged = { ...(await stripeSession(sessionId)), line_items: undefined, payment_status: 'paid', status: 'complete' };
    const event = await signedEvent(sessionId, { object: forged });
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect(await stateOf(userId)).toEqual(before);

    await payQuietly(sessionId);
    expect((await verify(userId, { sessionId })).body).toEqual({ success: true, creditsAdded: 50 });
  });
});

describe('P3: user A verifying user B’s session', () => {
  it('is refused with 403 and neither balance changes', async () => {
    const b = await paidSession(PRICE.studio);
    const a = await userWithCredits({ purchased: 2 });
    const [aBefore, bBefore] = [await stateOf(a), await stateOf(b.userId)];

    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(a, { sessionId: b.sessionId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(403));
    expect(answers[0]!.body.error).toEqual({ code: 'payment.forbidden', message: 'This payment belongs to another account.' });
    expect(await stateOf(a)).toEqual(aBefore);
    expect(await stateOf(b.userId)).toEqual(bBefore);

    expect((await verify(b.userId, { sessionId: b.sessionId })).body).toEqual({ success: true, creditsAdded: 150 });
    expect((await verify(a, { sessionId: b.sessionId })).statusCode).toBe(403);
    expect(await stateOf(a)).toEqual(aBefore);
  });

  it('refuses an unpaid session of another user the same way, revealing nothing about it', async () => {
    const b = await userWithCredits({});
    const { sessionId } = await openCheckout(b, PRICE.starter);
    expect((await verify(await userWithCredits({}), { sessionId })).statusCode).toBe(403);
  });
});

describe('P4: credits come from the server’s package record', () => {
  it('ignores numbers in the verify body', async () => {
    const { userId, sessionId } = await paidSession(PRICE.starter);
    const answer = await verify(userId, { sessionId, creditsAdded: 999, credits: 999, packageId: 'studio', userId: randomUUID() });
    expect(answer.body).toEqual({ success: true, creditsAdded: 10 });
    expect((await balanceOf(userId)).purchased).toBe(10);
  });

  it('takes the credits from the package, not from the credits written in the session metadata', async () => {
    const userId = await userWithCredits({});
    const session = await createCheckoutSession({
      priceId: PRICE.starter,
      userId,
      email: undefined,
      metadata: { package_id: 'starter', credits: '999' },
      successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/pricing`,
      idempotencyKey: randomUUID(),
    });
    await payQuietly(session.id);
    expect((await verify(userId, { sessionId: session.id })).body).toEqual({ success: true, creditsAdded: 10 });
    expect((await balanceOf(userId)).purchased).toBe(10);
  });

  it('refuses a session whose package is not the price that was paid, from verify and from the webhook', async () => {
    const userId = await userWithCredits({});
    const session = await createCheckoutSession({
      priceId: PRICE.starter,
      userId,
      email: undefined,
      metadata: { package_id: 'studio', credits: '150' },
      successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/pricing`,
      idempotencyKey: randomUUID(),
    });
    await payQuietly(session.id);
    const before = await stateOf(userId);
    const answer = await verify(userId, { sessionId: session.id });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.error?.code).toBe('payment.invalid_session');
    const event = await signedEvent(session.id);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect(await stateOf(userId)).toEqual(before);
  });

  it('refuses a session with an unknown package id', async () => {
    const userId = await userWithCredits({});
    const session = await createCheckoutSession({
      priceId: PRICE.creator,
      userId,
      email: undefined,
      metadata: { package_id: 'platinum' },
      successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/pricing`,
      idempotencyKey: randomUUID(),
    });
    await payQuietly(session.id);
    expect((await verify(userId, { sessionId: session.id })).statusCode).toBe(409);
    expect((await balanceOf(userId)).purchased).toBe(0);
  });
});

describe('P5: the webhook checks Stripe’s signature on the raw body', () => {
  const refusedWithoutWrites = async (payload: string | null, signature: string | null, userId: string) => {
    const before = await stateOf(userId);
    const answer = await deliver(payload, signature);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error?.code).toBe('webhook.invalid_signature');
    expect(await stateOf(userId)).toEqual(before);
  };

  it('answers 400 and writes nothing for a signature made with another secret', async () => {
    const { userId, sessionId } = await paidSession();
    const event = await signedEvent(sessionId, { secret: 'whsec_someone_else' });
    await refusedWithoutWrites(event.payload, event.signature, userId);
  });

  it('answers 400 and writes nothing for a timestamp older than 300 s', async () => {
    const { userId, sessionId } = await paidSession();
    const event = await signedEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await refusedWithoutWrites(event.payload, event.signature, userId);
  });

  // 305, not 301: the signature is made a moment before it is checked, and a second may tick over in between.
  it.each([305, 600, 3600])('answers 400 and writes nothing for a timestamp %i s in the future (issue 12 hole 8)', async (ahead) => {
    const { userId, sessionId } = await paidSession();
    const event = await signedEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) + ahead });
    await refusedWithoutWrites(event.payload, event.signature, userId);
  });

  it('accepts a timestamp within the 300 s tolerance either way (clock skew) and fulfils once', async () => {
    const { userId, sessionId } = await paidSession(PRICE.starter);
    const early = await signedEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) + 240 });
    const late = await signedEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) - 240 });
    expect((await deliver(early.payload, early.signature)).statusCode).toBe(200);
    expect((await deliver(late.payload, late.signature)).statusCode).toBe(200);
    expect(await balanceOf(userId)).toEqual({ subscription: 0, rollover: 0, purchased: 10, total: 10 });
    expect(await paymentRowsOf(userId)).toHaveLength(1);
  });

  it('answers 400 and writes nothing for a re-serialised body under the original signature', async () => {
    const { userId, sessionId } = await paidSession();
    const event = await signedEvent(sessionId);
    await refusedWithoutWrites(JSON.stringify(JSON.parse(event.payload)), event.signature, userId);
  });

  it('answers 400 and writes nothing for a tampered body, a missing signature, a garbled header or no body', async () => {
    const { userId, sessionId } = await paidSession();
    const event = await signedEvent(sessionId);
    await refusedWithoutWrites(event.payload.replace('"livemode": false', '"livemode": true'), event.signature, userId);
    await refusedWithoutWrites(event.payload, null, userId);
    await refusedWithoutWrites(event.payload, 'not-a-signature', userId);
    await refusedWithoutWrites(event.payload, 't=1,v1=', userId);
    await refusedWithoutWrites(null, event.signature, userId);
  });

  it.each(['checkout.session.expired', 'checkout.session.async_payment_failed', 'payment_intent.succeeded', 'customer.created', 'something.new'])(
    'acknowledges %s with 200 and does nothing',
    async (type) => {
      const { userId, sessionId } = await paidSession();
      const before = await stateOf(userId);
      const event = await signedEvent(sessionId, { type });
      const answer = await deliver(event.payload, event.signature);
      expect(answer).toMatchObject({ statusCode: 200, body: { received: true } });
      expect(await stateOf(userId)).toEqual(before);
    },
  );

  it('accepts a base64-encoded body (as API Gateway may hand it over) and fulfils', async () => {
    const { userId, sessionId } = await paidSession(PRICE.starter);
    const event = await signedEvent(sessionId);
    expect((await deliver(event.payload, event.signature, { base64: true })).statusCode).toBe(200);
    expect((await balanceOf(userId)).purchased).toBe(10);
  });

  it('fulfils checkout.session.async_payment_succeeded too', async () => {
    const { userId, sessionId } = await paidSession(PRICE.starter);
    const event = await signedEvent(sessionId, { type: 'checkout.session.async_payment_succeeded' });
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect(await paymentRowsOf(userId)).toEqual([expect.objectContaining({ source: 'webhook', credits: 10 })]);
  });

  it('acknowledges an event for a session Stripe does not know, writing nothing', async () => {
    const userId = await userWithCredits({});
    const before = await stateOf(userId);
    const event = await signedEvent('cs_test_unknown', {
      object: { id: 'cs_test_unknown', object: 'checkout.session', client_reference_id: userId, payment_status: 'paid', metadata: { package_id: 'studio', user_id: userId } },
    });
    expect(await deliver(event.payload, event.signature)).toMatchObject({ statusCode: 200, body: { received: true } });
    expect(await stateOf(userId)).toEqual(before);
    expect(before).toEqual({ balance: { subscription: 0, rollover: 0, purchased: 0, total: 0 }, ledger: 1, payments: 0 });
  });

  it('is reached through the local gateway without a Cognito token, and refuses a bad signature there too', async () => {
    const { userId, sessionId } = await paidSession(PRICE.starter);
    const event = await signedEvent(sessionId);
    const post = (signature: string) =>
      fetch(`${appUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: event.payload });
    expect((await post(tamperFirstHexDigit(event.signature))).status).toBe(400);
    expect((await balanceOf(userId)).purchased).toBe(0);
    expect((await post(event.signature)).status).toBe(200);
    expect((await balanceOf(userId)).purchased).toBe(10);
  });
});
