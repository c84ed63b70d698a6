export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Please check your email and confirm your account before logging in.';

/** Login failure text (spec §8): the confirm-your-email sentence when that is the cause, else the server's words. */
export const loginFailureMessage = (serverMessage: string): string =>
  /not confirmed|confirm your email/i.test(serverMessage) ? EMAIL_NOT_CONFIRMED_MESSAGE : serverMessage;

/** Sign-up outcome (spec §4): an unconfirmed user with no linked identities must confirm by mail first. */
export const signUpDestination = (outcome: { confirmed: boolean; identities: number }): '/confirm-email' | '/dashboard' =>
  !outcome.confirmed && outcome.identities === 0 ? '/confirm-email' : '/dashboard';

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Cognito's answers to a forgotten-password request that would tell whether the address has an account: no such
 * user, or (its "prevent user existence errors" alternative for unknown addresses, and its answer for an address
 * never confirmed) nowhere verified to send the code. They get the same answer as a code sent.
 */
const SAME_ANSWER_ERRORS = new Set(['UserNotFoundException', 'InvalidParameterException']);

/** Whether a forgotten-password failure is shown as 'sent', so that no address can be probed for an account. */
export const answersAsSent = (error: unknown): boolean =>
  error instanceof Error && SAME_ANSWER_ERRORS.has(error.name);

export const WRONG_CODE_MESSAGE = 'That code is not right. Check the 6-digit code in the newest email from us and try again.';
export const EXPIRED_CODE_MESSAGE = "That code has expired. Use 'Resend confirmation email' below to get a new one.";

/**
 * What a refused confirmation code is told: Cognito's CodeMismatchException (a wrong or replaced code) and
 * ExpiredCodeException (over 24 hours old) in plain words, saying what to do; anything else in Cognito's words.
 */
export const confirmationFailureMessage = (error: unknown): string => {
  if (error instanceof Error && error.name === 'CodeMismatchException') return WRONG_CODE_MESSAGE;
  if (error instanceof Error && error.name === 'ExpiredCodeException') return EXPIRED_CODE_MESSAGE;
  return errorMessage(error, 'This confirmation code could not be used');
};
