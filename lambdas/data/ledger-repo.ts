import { ulid } from 'ulid';
import * as z from 'zod';
import { Entity, Keys, SortKeyPrefix } from './keys';
import { parseItem } from './parse-item';
import { queryUserItems } from './query-user-items';

export const LEDGER_REASONS = ['signup', 'purchase', 'generate', 'refund'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** The credit fields of a profile a credit is taken from or given back to (which one first is the domain's call). */
export type CreditBucket = 'subscription_credits' | 'rollover_credits' | 'purchased_credits';

/** One credit movement: what changed, why, from which bucket, and what it was for. */
export interface LedgerMovement {
  delta: number;
  reason: LedgerReason;
  bucket?: CreditBucket;
  script_id?: string;
  stripe_session_id?: string;
  package_id?: string;
}

/** The ledger item of a movement, for the transaction that moves the credits: the only place one is built. */
export const ledgerItem = (userId: string, movement: LedgerMovement, createdAt = new Date().toISOString()) => ({
  ...Keys.ledgerEntry(userId, ulid()),
  entity: Entity.ledgerEntry,
  ...movement,
  created_at: createdAt,
});

const ledgerEntrySchema = z.object({ delta: z.number(), reason: z.enum(LEDGER_REASONS), created_at: z.string() });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Every credit movement of a user, oldest first. */
export const listLedgerEntries = async (userId: string): Promise<LedgerEntry[]> =>
  (await queryUserItems(userId, SortKeyPrefix.ledger)).map((item) => parseItem(ledgerEntrySchema, item, 'ledger entry'));
