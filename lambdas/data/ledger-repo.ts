import type { LedgerReason } from '../domain/credits';
import { SortKeyPrefix } from './keys';
import { queryUserItems } from './query-user-items';

export interface LedgerEntry {
  delta: number;
  reason: LedgerReason;
  created_at: string;
}

/** Every credit movement of a user, oldest first. */
export const listLedgerEntries = async (userId: string): Promise<LedgerEntry[]> =>
  (await queryUserItems(userId, SortKeyPrefix.ledger)).map((item) => ({
    delta: item.delta as number,
    reason: item.reason as LedgerReason,
    created_at: item.created_at as string,
  }));
