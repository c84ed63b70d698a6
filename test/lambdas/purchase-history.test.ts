import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { handler as listPayments } from '../../lambdas/api/payments/list-payments';
import { handler as verifyPayment } from '../../lambdas/api/payments/verify-payment';
import { handler as deleteAccount } from '../../lambdas/api/profile/delete-account';
import type { ListPurchasesResponse } from '../../lambdas/contracts/purchases';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Entity, Keys } from '../../lambdas/data/keys';
import { apiEvent, invoke } from './support/api-event';
import { signedInUser } from './support/cognito-users';
import { PRICE, openCheckout, payQuietly, paymentRowsOf } from './support/stripe';

const appUrl = inject('appUrl');

const history = (userId: string, query?: Record<string, string>) =>
  invoke<ListPurchasesResponse>(listPayments, apiEvent({ userId, path: '/api/me/payments', query }));

/** A paid checkout, fulfilled through the return page's verify call as a buyer's browser does. */
const buy = async (userId: string, priceId: string) => {
  const { sessionId } = await openCheckout(userId, priceId);
  await payQuietly(sessionId);
  const answer = await invoke(verifyPayment, apiEvent({ userId, method: 'POST', path: '/api/checkout/verify', body: { sessionId } }));
  expect(answer.statusCode).toBe(200);
  return sessionId;
};

/** A payment row as records were written before the pack's name was kept. */
const putOlderPaymentRow = (userId: string, sessionId: string, packageId: string, createdAt: string) =>
  db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        ...Keys.payment(userId, sessionId),
        entity: Entity.payment,
        stripe_session_id: sessionId,
        package_id: packageId,
        credits: 10,
        amount_total: 900,
        currency: 'aud',
        status: 'fulfilled',
        source: 'webhook',
        created_at: createdAt,
      },
    }),
  );

describe('GET /api/me/payments (the purchase history)', () => {
  it('lists each fulfilled purchase newest first: date, pack name, credits, amount in cents and currency, from the payment records', async () => {
    const userId = randomUUID();
    const starter = await buy(userId, PRICE.starter);
    const creator = await buy(userId, PRICE.creator);
    const { statusCode, body } = await history(userId);
    expect(statusCode).toBe(200);
    expect(body.next_cursor).toBeNull();
    expect(body.purchases).toEqual([
      { id: creator, created_at: expect.any(String), package_id: 'creator', package_name: 'Creator', credits: 50, amount_cents: 3900, currency: 'aud' },
      { id: starter, created_at: expect.any(String), package_id: 'starter', package_name: 'Starter', credits: 10, amount_cents: 900, currency: 'aud' },
    ]);
    const rows = await paymentRowsOf(userId);
    expect(body.purchases.map((purchase) => purchase.created_at).sort()).toEqual(rows.map((row) => row.created_at).sort());
    expect(body.purchases[0]!.created_at > body.purchases[1]!.created_at).toBe(true);
  });

  it('stores the pack name with every new payment record', async () => {
    const userId = randomUUID();
    await buy(userId, PRICE.studio);
    expect(await paymentRowsOf(userId)).toEqual([expect.objectContaining({ package_id: 'studio', package_name: 'Studio', credits: 150, amount_total: 9900 })]);
  });

  it('answers an empty history for a user who never bought anything', async () => {
    expect(await history(randomUUID())).toMatchObject({ statusCode: 200, body: { purchases: [], next_cursor: null } });
  });

  it('shows records made before names were kept with the name the pack has now, and null for a pack that no longer exists', async () => {
    const userId = randomUUID();
    await putOlderPaymentRow(userId, 'cs_test_older_starter', 'starter', '2026-01-02T03:04:05.000Z');
    await putOlderPaymentRow(userId, 'cs_test_older_gone', 'retired-pack', '2026-01-01T00:00:00.000Z');
    const { body } = await history(userId);
    expect(body.purchases.map((purchase) => [purchase.id, purchase.package_name])).toEqual([
      ['cs_test_older_starter', 'Starter'],
      ['cs_test_older_gone', null],
    ]);
  });

  it('pages with limit and an opaque cursor, newest first, without repeating or skipping a purchase', async () => {
    const userId = randomUUID();
    const times = ['2026-03-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2025-12-01T00:00:00.000Z'];
    await Promise.all(times.map((time, index) => putOlderPaymentRow(userId, `cs_test_page_${index}`, 'starter', time)));
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const { statusCode, body } = await history(userId, { limit: '2', ...(cursor ? { cursor } : {}) });
      expect(statusCode).toBe(200);
      expect(body.purchases.length).toBeLessThanOrEqual(2);
      seen.push(...body.purchases.map((purchase) => purchase.id));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['cs_test_page_0', 'cs_test_page_2', 'cs_test_page_1', 'cs_test_page_3', 'cs_test_page_4']);
  });

  it('answers 400 for a cursor it did not make and a limit out of range, never 500', async () => {
    const userId = randomUUID();
    const queries: Record<string, string>[] = [{ cursor: 'not-a-cursor' }, { cursor: Buffer.from('{"a":1}').toString('base64url') }, { cursor: Buffer.from('["x"]').toString('base64url') }, { limit: '0' }, { limit: '51' }, { limit: 'ten' }];
    for (const query of queries) {
      const answer = await history(userId, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("never shows another user's purchases: each user sees only their own, even with the other's cursor", async () => {
    const buyer = randomUUID();
    const other = randomUUID();
    await putOlderPaymentRow(buyer, 'cs_test_buyer_1', 'starter', '2026-02-01T00:00:00.000Z');
    await putOlderPaymentRow(buyer, 'cs_test_buyer_2', 'starter', '2026-01-01T00:00:00.000Z');
    const first = await history(buyer, { limit: '1' });
    expect(first.body.next_cursor).not.toBeNull();
    expect(await history(other)).toMatchObject({ statusCode: 200, body: { purchases: [], next_cursor: null } });
    expect(await history(other, { cursor: first.body.next_cursor! })).toMatchObject({ statusCode: 200, body: { purchases: [], next_cursor: null } });
  });

  it("refuses a deleted account's still-valid token with 410, though its payment records are kept", async () => {
    const userId = randomUUID();
    await buy(userId, PRICE.starter);
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    expect(await paymentRowsOf(userId)).toHaveLength(1);
    expect(await history(userId)).toMatchObject({ statusCode: 410, body: { error: { code: 'account.deleted' } } });
  });

  it('through the gateway: 401 without a token, and a signed-in user gets only their own purchases', async () => {
    expect((await fetch(`${appUrl}/api/me/payments`)).status).toBe(401);
    const buyer = await signedInUser();
    const other = await signedInUser();
    await buy(buyer.userId, PRICE.starter);
    const own = await fetch(`${appUrl}/api/me/payments`, { headers: { authorization: buyer.idToken } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as ListPurchasesResponse).purchases.map((purchase) => purchase.package_id)).toEqual(['starter']);
    const theirs = await fetch(`${appUrl}/api/me/payments`, { headers: { authorization: other.idToken } });
    expect(await theirs.json()).toEqual({ purchases: [], next_cursor: null });
  });
});
