import { updatePassword } from 'aws-amplify/auth';
import type { ChangePassword } from '@contracts/auth';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/** Sets a new password for the signed-in email account (Cognito's ChangePassword, with this session's access token). */
export const changePassword = ({ currentPassword, newPassword }: ChangePassword): Promise<void> =>
  updatePassword({ oldPassword: currentPassword, newPassword });

/**
 * What the failure toast says: Cognito answers a wrong current password as a failed sign-in ("Incorrect username or
 * password."), which would read oddly here; anything else (a new password the pool refuses, too many attempts) in
 * Cognito's words.
 */
export const changePasswordFailure = (error: unknown): string => {
  if (!(error instanceof Error)) return 'Failed to change your password';
  if (error.name === 'NotAuthorizedException' && /incorrect username or password/i.test(error.message)) return WRONG_CURRENT_PASSWORD;
  return error.message || 'Failed to change your password';
};
