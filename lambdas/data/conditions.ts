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

/**
 * Writes one transaction. A transaction that only collided with another one on the same items is tried
 * again; any other cancellation (a failed condition) is thrown for the caller to read with cancellationCodes.
 */
export const writeTransaction = async (items: TransactItems): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const onlyConflicts = codes?.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!onlyConflicts || attempt >= CONFLICT_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
};
