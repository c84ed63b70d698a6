import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** The cancellation reason code of each item of a cancelled transaction, in order ('None' when it was fine). */
export const cancellationCodes = (error: unknown): string[] | null =>
  error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None') : null;

/** Waits a little, longer on each attempt, with jitter, so contending transactions spread out. */
export const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
