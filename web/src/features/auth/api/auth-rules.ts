import type { FieldErrors } from 'react-hook-form';
import type { Credentials } from '@contracts/auth';

export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Please check your email and confirm your account before logging in.';

/** Login failure text (spec §8): the confirm-your-email sentence when that is the cause, else the server's words. */
export const loginFailureMessage = (serverMessage: string): string =>
  /not confirmed|confirm your email/i.test(serverMessage) ? EMAIL_NOT_CONFIRMED_MESSAGE : serverMessage;

/** Sign-up outcome (spec §4): an unconfirmed user with no linked identities must confirm by mail first. */
export const signUpDestination = (outcome: { confirmed: boolean; identities: number }): '/confirm-email' | '/dashboard' =>
  !outcome.confirmed && outcome.identities === 0 ? '/confirm-email' : '/dashboard';

/** The first validation message in the form's field order: the one the 'Validation Error' toast shows. */
export const firstFormError = (errors: FieldErrors<Credentials>): string | undefined =>
  errors.email?.message ?? errors.password?.message;

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
