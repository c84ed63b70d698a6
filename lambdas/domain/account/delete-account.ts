import { deleteFilesOfUser, deleteItemsOfUser } from '../../data/account-repo';
import { markAccountDeleted } from '../../data/tombstone-repo';
import { deleteSignIn } from '../../data/user-directory';

/**
 * Deletes an account: first the tombstone (from then on nothing recreates the profile, whatever token
 * arrives), then the sign-in in Cognito (no new tokens), then the data and files. Payment records stay
 * (financial records). Every step is repeat-safe, so a failed deletion is finished by trying again.
 */
export const deleteAccount = async (user: { userId: string; username: string }) => {
  await markAccountDeleted(user.userId);
  await deleteSignIn(user.username);
  const [items, files] = await Promise.all([deleteItemsOfUser(user.userId), deleteFilesOfUser(user.userId)]);
  return { items, files };
};
