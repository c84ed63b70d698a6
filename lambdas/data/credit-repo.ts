import { CREDITS_PER_SCRIPT } from '../contracts/limits';
import { TABLE_NAME } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Keys } from './keys';
import { type CreditBucket, ledgerItem } from './ledger-repo';

/** A debit that happened, with what is needed to undo it exactly. */
export interface Debit {
  userId: string;
  bucket: CreditBucket;
  scriptId: string;
}

/** An extra write that must happen in the same transaction as the debit, or not at all. */
export type GuardedPut = { item: Record<string, unknown>; conditionExpression: string };

/** The bucket no longer covered the debit when it was written: another request spent from it first. */
export class BucketEmptiedError extends Error {
  constructor() {
    super('The credit bucket was spent meanwhile');
  }
}

export class DebitGuardFailedError extends Error {
  constructor() {
    super('The guarded write of the debit transaction was refused');
  }
}

/**
 * Takes one credit from `bucket` for a script: the balance update (conditioned on that bucket still covering
 * it), the ledger entry and the optional guarded write are one transaction, so the balance can never go
 * negative or be spent twice. Which bucket to spend is the caller's decision (domain/credits.ts).
 */
export const debitBucket = async (userId: string, bucket: CreditBucket, scriptId: string, guard?: GuardedPut): Promise<Debit> => {
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
      { Put: { TableName: TABLE_NAME, Item: ledgerItem(userId, { delta: -CREDITS_PER_SCRIPT, reason: 'generate', bucket, script_id: scriptId }) } },
      ...(guard ? [{ Put: { TableName: TABLE_NAME, Item: guard.item, ConditionExpression: guard.conditionExpression } }] : []),
    ]);
    return { userId, bucket, scriptId };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (guard && codes?.[2] === 'ConditionalCheckFailed') throw new DebitGuardFailedError();
    if (codes) throw new BucketEmptiedError();
    throw error;
  }
};

/**
 * Gives a debited credit back to the bucket it came from, with its ledger entry, in one transaction;
 * `alsoDelete` removes records that must go with it (a pending idempotency record).
 */
export const refundCredit = async (debit: Debit, alsoDelete: Record<string, string>[] = []): Promise<void> => {
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
    { Put: { TableName: TABLE_NAME, Item: ledgerItem(debit.userId, { delta: CREDITS_PER_SCRIPT, reason: 'refund', bucket: debit.bucket, script_id: debit.scriptId }) } },
    ...alsoDelete.map((Key) => ({ Delete: { TableName: TABLE_NAME, Key } })),
  ]);
};
