import { deleteFilesOfUser, deleteItemsOfUser } from '../../data/account-repo';
import { markAccountDeleted } from '../../data/tombstone-repo';
import { deleteSignIn } from '../../data/user-directory';

/**
 * Removes the user's data and files, page by page, until done or past `deadline`. Repeat-safe: a later run
 * (the purge worker, or the user trying again) carries on from whatever is left.
 */
export const purgeAccountData = async (userId: string, deadline = Infinity) => {
  const [items, files] = await Promise.all([deleteItemsOfUser(userId, deadline), deleteFilesOfUser(userId, deadline)]);
  return { items: items.deleted, files: files.deleted, finished: items.finished && files.finished };
};

/**
 * Deletes an account: first the tombstone (from then on nothing recreates the profile, whatever token
 * arrives), then the sign-in in Cognito (no new tokens), then the data and files. Payment records stay
 * (financial records). Every step is repeat-safe, so a failed deletion is finished by trying again; past the
 * deadline, `finished` is false and the caller hands the rest to the purge worker.
 */
export const deleteAccount = async (user: { userId: string; username: string }, deadline = Infinity) => {
  await markAccountDeleted(user.userId);
  await deleteSignIn(user.username);
  return purgeAccountData(user.userId, deadline);
};
