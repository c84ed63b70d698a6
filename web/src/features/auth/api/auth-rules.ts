import type { FieldErrors, FieldValues } from 'react-hook-form';

export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Please check your email and confirm your account before logging in.';

/** Login failure text (spec §8): the confirm-your-email sentence when that is the cause, else the server's words. */
export const loginFailureMessage = (serverMessage: string): string =>
  /not confirmed|confirm your email/i.test(serverMessage) ? EMAIL_NOT_CONFIRMED_MESSAGE : serverMessage;

/** Sign-up outcome (spec §4): an unconfirmed user with no linked identities must confirm by mail first. */
export const signUpDestination = (outcome: { confirmed: boolean; identities: number }): '/confirm-email' | '/dashboard' =>
  !outcome.confirmed && outcome.identities === 0 ? '/confirm-email' : '/dashboard';

/** The first validation message in the form's field order: the one the 'Validation Error' toast shows. */
export const firstFormError = <Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldOrder: readonly (keyof Values & string)[],
): string | undefined =>
  fieldOrder.map((field) => errors[field]?.message).find((message): message is string => typeof message === 'string');

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
