import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { HttpError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys, SortKeyPrefix } from './keys';
import { ledgerItem } from './ledger-repo';
import { parseItem } from './parse-item';
import { getOrCreateProfile } from './profile-repo';
import { queryUserItems } from './query-user-items';

/** Which path fulfilled the payment first: the return page or Stripe's webhook. */
export type FulfilmentSource = 'verify' | 'webhook';

/** A fulfilled Stripe Checkout Session: its existence is what makes fulfilment happen once. */
export interface Payment {
  userId: string;
  sessionId: string;
  packageId: string;
  /** The pack's name when it was bought; null on records written before names were kept. */
  packageName: string | null;
  credits: number;
  amountTotal: number | null;
  currency: string | null;
  status: 'fulfilled';
  source: FulfilmentSource;
  createdAt: string;
}

export interface PurchaseToRecord {
  userId: string;
  sessionId: string;
  packageId: string;
  packageName: string;
  credits: number;
  amountTotal: number | null;
  currency: string | null;
  source: FulfilmentSource;
}

const paymentItemSchema = z.object({
  stripe_session_id: z.string(),
  package_id: z.string(),
  package_name: z.string().nullish(),
  credits: z.number(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  source: z.enum(['verify', 'webhook']),
  created_at: z.string(),
});

const toPayment = (userId: string, stored: Record<string, unknown>): Payment => {
  const item = parseItem(paymentItemSchema, stored, 'payment');
  return {
    userId,
    sessionId: item.stripe_session_id,
    packageId: item.package_id,
    packageName: item.package_name ?? null,
    credits: item.credits,
    amountTotal: item.amount_total ?? null,
    currency: item.currency ?? null,
    status: 'fulfilled',
    source: item.source,
    createdAt: item.created_at,
  };
};

export const getPayment = async (userId: string, sessionId: string): Promise<Payment | null> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: Keys.payment(userId, sessionId), ConsistentRead: true }),
  );
  return Item ? toPayment(userId, Item) : null;
};

/**
 * Every payment record of the user, in no particular order: the sort key holds the Stripe session id, not a time.
 * A user buys a few packs a month, so the whole set is one small query; the caller orders it.
 */
export const listPayments = async (userId: string): Promise<Payment[]> =>
  (await queryUserItems(userId, SortKeyPrefix.payment)).map((item) => toPayment(userId, item));

/**
 * Adds a purchase's credits exactly once per Stripe session: the payment row (conditioned on not existing),
 * the `purchased_credits` increment and the ledger entry are one transaction. Whichever of verify-payment
 * and the webhook gets there first writes it; every other call, concurrent or later, finds the row and
 * answers what it recorded. Answers the payment and whether this call was the one that added the credits.
 */
export const recordPurchase = async (purchase: PurchaseToRecord): Promise<{ payment: Payment; added: boolean }> => {
  const { userId, sessionId } = purchase;
  const existing = await getPayment(userId, sessionId);
  if (existing) return { payment: existing, added: false };
  // The purchase may be the user's first call ever (a webhook before they open the app): the profile and
  // its free credits must exist first, or the increment would create a profile without them.
  await getOrCreateProfile(userId, null);

  const now = new Date().toISOString();
  const item = {
    ...Keys.payment(userId, sessionId),
    entity: Entity.payment,
    stripe_session_id: sessionId,
    package_id: purchase.packageId,
    package_name: purchase.packageName,
    credits: purchase.credits,
    amount_total: purchase.amountTotal,
    currency: purchase.currency,
    status: 'fulfilled',
    source: purchase.source,
    created_at: now,
  };
  const movement = { delta: purchase.credits, reason: 'purchase', bucket: 'purchased_credits', stripe_session_id: sessionId, package_id: purchase.packageId } as const;
  try {
    await writeTransaction([
      { Put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.profile(userId),
          UpdateExpression: 'SET purchased_credits = if_not_exists(purchased_credits, :zero) + :credits',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':zero': 0, ':credits': purchase.credits },
        },
      },
      { Put: { TableName: TABLE_NAME, Item: ledgerItem(userId, movement, now) } },
    ]);
    return { payment: toPayment(userId, item), added: true };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    // Another fulfilment of the same session won: answer what it recorded.
    const winner = codes[0] === 'ConditionalCheckFailed' ? await getPayment(userId, sessionId) : null;
    if (winner) return { payment: winner, added: false };
  }
  throw new HttpError(503, 'payment.busy', 'Your payment is being processed. Please try again in a moment.');
};
