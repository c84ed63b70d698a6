import type { CreditBreakdown } from '../contracts/profile';
import { CREDITS_PER_SCRIPT } from '../contracts/limits';
import { backoff } from '../data/conditions';
import { BucketEmptiedError, type Debit, type GuardedPut, debitBucket } from '../data/credit-repo';
import type { CreditBucket } from '../data/ledger-repo';
import { type CreditFields, getOrCreateProfile } from '../data/profile-repo';
import { HttpError, InsufficientCreditsError } from '../shared/errors';

export const creditBreakdown = (fields: CreditFields): CreditBreakdown => {
  const subscription = fields.subscription_credits ?? 0;
  const rollover = fields.rollover_credits ?? 0;
  const purchased = fields.purchased_credits ?? 0;
  return { subscription, rollover, purchased, total: subscription + rollover + purchased };
};

/** Spending order (design.md): subscription first, then rollover, then purchased, which never expire. */
const SPENDING_ORDER: readonly CreditBucket[] = ['subscription_credits', 'rollover_credits', 'purchased_credits'];

/** The bucket the next script's credit comes from, or null when none covers it. */
export const bucketToSpend = (fields: CreditFields): CreditBucket | null =>
  SPENDING_ORDER.find((bucket) => (fields[bucket] ?? 0) >= CREDITS_PER_SCRIPT) ?? null;

// Each failed attempt means another request of the same user spent credits first: bounded by their concurrency.
const MAX_ATTEMPTS = 25;

/**
 * Takes one credit for a script from the bucket the spending order names. When another request spent from
 * that bucket first, it re-reads the balance and tries again; with nothing left it is a 402.
 */
export const debitCredit = async (userId: string, scriptId: string, guard?: GuardedPut): Promise<Debit> => {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const bucket = bucketToSpend(await getOrCreateProfile(userId, null));
    if (!bucket) throw new InsufficientCreditsError();
    try {
      return await debitBucket(userId, bucket, scriptId, guard);
    } catch (error) {
      if (!(error instanceof BucketEmptiedError)) throw error;
      await backoff(attempt);
    }
  }
  throw new HttpError(503, 'credits.busy', 'Too many requests at once. Please try again.');
};
