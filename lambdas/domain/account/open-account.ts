import { isAccountDeleted } from '../../data/tombstone-repo';
import { AccountDeletedError } from '../../shared/errors';

/**
 * Refuses a deleted account's still-valid token (410 account.deleted) before a write. For the writes that
 * cannot carry the tombstone in their own condition: a Stripe session, or a document row that is already gone
 * (the writes that create the profile or the style guide check the tombstone in their own transaction).
 */
export const assertAccountOpen = async (userId: string): Promise<void> => {
  if (await isAccountDeleted(userId)) throw new AccountDeletedError();
};
