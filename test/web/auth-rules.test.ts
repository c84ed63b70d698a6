import { describe, expect, it } from 'vitest';
import { answersAsSent, EMAIL_NOT_CONFIRMED_MESSAGE, loginFailureMessage, signUpDestination } from '@/features/auth/api/auth-rules';
import { firstFormError } from '@/lib/form-errors';

describe('login failure message (spec §8)', () => {
  it.each(['User is not confirmed.', 'Email not confirmed', 'Please confirm your email first'])(
    'turns "%s" into the confirm-your-email sentence',
    (server) => expect(loginFailureMessage(server)).toBe(EMAIL_NOT_CONFIRMED_MESSAGE),
  );

  it('passes any other server message through', () => {
    expect(loginFailureMessage('Incorrect username or password.')).toBe('Incorrect username or password.');
  });
});

describe('sign-up outcome (spec §4)', () => {
  it('sends an unconfirmed user with no identities to /confirm-email', () => {
    expect(signUpDestination({ confirmed: false, identities: 0 })).toBe('/confirm-email');
  });

  it('sends anyone else to /dashboard', () => {
    expect(signUpDestination({ confirmed: true, identities: 0 })).toBe('/dashboard');
    expect(signUpDestination({ confirmed: false, identities: 1 })).toBe('/dashboard');
  });
});

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('forgotten password answers (no account can be probed)', () => {
  it.each([
    ['UserNotFoundException', 'Username/client id combination not found.'],
    ['InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number'],
  ])('answers %s as a code sent', (name, message) => {
    expect(answersAsSent(cognitoError(name, message))).toBe(true);
  });

  it.each([
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.'],
    ['NetworkError', 'Network error'],
  ])('shows %s, which says nothing about the address, as a failure', (name, message) => {
    expect(answersAsSent(cognitoError(name, message))).toBe(false);
  });
});

describe('the first validation message', () => {
  it('follows the form\'s field order, not the order the errors arrived in', () => {
    const errors = { password: { type: 'min', message: 'Password must be at least 6 characters' }, code: { type: 'regex', message: 'Enter the 6-digit code from the email' } };
    expect(firstFormError(errors, ['email', 'code', 'password'])).toBe('Enter the 6-digit code from the email');
    expect(firstFormError({}, ['email'])).toBeUndefined();
  });
});
