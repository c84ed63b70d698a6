import { ulid } from 'ulid';
import { CREDITS_PER_SCRIPT } from '../contracts/limits';
import { creditBreakdown } from '../domain/credits';
import { HttpError, InsufficientCreditsError } from '../shared/errors';
import { TABLE_NAME } from './client';
import { backoff, cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { getOrCreateProfile } from './profile-repo';

/** Spending order (design.md): subscription first, then rollover, then purchased, which never expire. */
export const SPENDING_ORDER = ['subscription_credits', 'rollover_credits', 'purchased_credits'] as const;
export type CreditBucket = (typeof SPENDING_ORDER)[number];

const MAX_ATTEMPTS = 25;

/** A debit that happened, with what is needed to undo it exactly. */
export interface Debit {
  userId: string;
  bucket: CreditBucket;
  scriptId: string;
}

/** An extra write that must happen in the same transaction as the debit, or not at all. */
export type GuardedPut = { item: Record<string, unknown>; conditionExpression: string };

export class DebitGuardFailedError extends Error {
  constructor() {
    super('The guarded write of the debit transaction was refused');
  }
}

/**
 * Takes one credit for a script: the balance update (conditioned on that bucket still covering it) and the
 * ledger entry are one transaction, so the balance can never go negative or be spent twice. When another
 * request changed the balance first, it re-reads and tries again; with nothing left it is a 402.
 */
export const debitCredit = async (userId: string, scriptId: string, guard?: GuardedPut): Promise<Debit> => {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const profile = await getOrCreateProfile(userId, null);
    if (creditBreakdown(profile).total < CREDITS_PER_SCRIPT) throw new InsufficientCreditsError();
    const bucket = SPENDING_ORDER.find((name) => (profile[name] ?? 0) >= CREDITS_PER_SCRIPT);
    if (!bucket) throw new InsufficientCreditsError();
    try {
      await writeTransaction([
        {
          Update: {
            TableName: TABLE_NAME,
            Key: Keys.profile(userId),
            UpdateExpression: 'SET #bucket = #bucket - :cost',
            ConditionExpression: '#bucket >= :cost',
            ExpressionAttributeNames: { '#bucket': bucket },
            ExpressionAttributeValues: { ':cost': CREDITS_PER_SCRIPT },
          },
        },
        {
          Put: {
            TableName: TABLE_NAME,
            Item: {
              ...Keys.ledgerEntry(userId, ulid()),
              entity: Entity.ledgerEntry,
              delta: -CREDITS_PER_SCRIPT,
              reason: 'generate',
              bucket,
              script_id: scriptId,
              created_at: new Date().toISOString(),
            },
          },
        },
        ...(guard ? [{ Put: { TableName: TABLE_NAME, Item: guard.item, ConditionExpression: guard.conditionExpression } }] : []),
      ]);
      return { userId, bucket, scriptId };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (guard && codes[2] === 'ConditionalCheckFailed') throw new DebitGuardFailedError();
      await backoff(attempt);
    }
  }
  throw new HttpError(503, 'credits.busy', 'Too many requests at once. Please try again.');
};

/**
 * Gives a debited credit back to the bucket it came from, with its ledger entry, in one transaction;
 * `alsoDelete` removes records that must go with it (a pending idempotency record).
 */
export const refundCredit = async (debit: Debit, alsoDelete: Record<string, string>[] = []): Promise<void> => {
  const now = new Date().toISOString();
  await writeTransaction([
    {
      Update: {
        TableName: TABLE_NAME,
        Key: Keys.profile(debit.userId),
        UpdateExpression: 'SET #bucket = #bucket + :cost',
        ExpressionAttributeNames: { '#bucket': debit.bucket },
        ExpressionAttributeValues: { ':cost': CREDITS_PER_SCRIPT },
      },
    },
    {
      Put: {
        TableName: TABLE_NAME,
        Item: {
          ...Keys.ledgerEntry(debit.userId, ulid()),
          entity: Entity.ledgerEntry,
          delta: CREDITS_PER_SCRIPT,
          reason: 'refund',
          bucket: debit.bucket,
          script_id: debit.scriptId,
          created_at: now,
        },
      },
    },
    ...alsoDelete.map((Key) => ({ Delete: { TableName: TABLE_NAME, Key } })),
  ]);
};
