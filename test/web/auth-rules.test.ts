import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_CONFIRMED_MESSAGE, loginFailureMessage, signUpDestination } from '@/features/auth/api/auth-rules';

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
