import { confirmResetPassword, resetPassword, signIn } from 'aws-amplify/auth';
import type { NewPassword } from '@contracts/auth';
import { answersAsSent } from './auth-rules';

/**
 * Asks Cognito to mail a reset code. Resolves the same way whether or not the address has an account (Cognito
 * mails only a real one); only a failure that says nothing about the address (too many attempts, no network) throws.
 */
export const requestPasswordReset = async (email: string): Promise<void> => {
  try {
    await resetPassword({ username: email });
  } catch (error) {
    if (!answersAsSent(error)) throw error;
  }
};

/**
 * Sets the new password with the mailed code, then signs in with it. Answers whether the sign-in worked; a refused
 * code or password throws with Cognito's words.
 */
export const setNewPassword = async ({ email, code, password }: NewPassword): Promise<'signed-in' | 'log-in'> => {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
  try {
    const { isSignedIn } = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    return isSignedIn ? 'signed-in' : 'log-in';
  } catch {
    return 'log-in';
  }
};

/** The one answer every forgotten-password request gets, whether or not the address has an account. */
export const RESET_CODE_SENT = {
  title: 'Check Your Email',
  text: "If an account uses that address, we've emailed it a code to choose a new password.",
};

/** Google accounts have no password here, and Cognito cannot find them by address to mail them. */
export const GOOGLE_ACCOUNT_NOTE = 'Made your account with Google? It has no password to reset: continue with Google instead.';
