import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** The cancellation reason code of each item of a cancelled transaction, in order ('None' when it was fine). */
export const cancellationCodes = (error: unknown): string[] | null =>
  error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None') : null;

/** Waits a little, longer on each attempt, with jitter, so contending transactions spread out. */
export const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));

const CONFLICT_ATTEMPTS = 10;

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A cancellation caused by nothing but collisions with other transactions: the same write may simply be tried again. */
export const onlyConflicts = (codes: string[] | null) =>
  codes !== null && codes.includes('TransactionConflict') && codes.every((code) => code === 'TransactionConflict' || code === 'None');

/**
 * Writes one transaction: the one path every transactional write of the data layer takes. A transaction that
 * only collided with others on the same items is tried again, with backoff; any other cancellation (a failed
 * condition, even alongside a conflict) is thrown at once for the caller to read with cancellationCodes,
 * because retrying it unchanged would fail the same way or, worse, succeed on a decision made from stale data.
 */
export const writeTransaction = async (items: TransactItems): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!onlyConflicts(cancellationCodes(error)) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
};
