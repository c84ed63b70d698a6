/**
 * Everything ScriptVoice keeps in the browser, as the Cookie Policy lists it. ScriptVoice sets no cookies.
 * A key ending in '…' stands for every key starting so. test/e2e/cookie-policy-truth.spec.ts fails when the
 * app stores a key this list does not name: a new one must be added here (and so to the policy) first.
 */
export interface StoredItem {
  name: string;
  kind: 'Essential' | 'Functional' | 'Preference';
  where: 'Local storage' | 'Session storage';
  key: string;
  purpose: string;
  duration: string;
}

export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: 'Login tokens',
    kind: 'Essential',
    where: 'Local storage',
    key: 'CognitoIdentityServiceProvider.…',
    purpose:
      'Keep you signed in between visits: the tokens Amazon Cognito, our sign-in service, issues to you, the name of the account signed in on this device and the clock difference used to renew them. While a Google sign-in is under way, these keys also hold its one-time check values.',
    duration: '30 days (the refresh token); the ID and access tokens last 1 hour and are renewed while you use the app. Removed when you log out.',
  },
  {
    name: 'Sign-in step',
    kind: 'Essential',
    where: 'Session storage',
    key: 'CognitoSignInState.…',
    purpose: 'Remembers which step of signing in you are at, while you sign in.',
    duration: '3 minutes at most; gone when you close the tab',
  },
  {
    name: 'Address that just signed up',
    kind: 'Essential',
    where: 'Local storage',
    key: 'scriptvoice.pendingSignUp',
    purpose:
      'The email address you signed up with on this device (never your password), so the tab you open from the confirmation email knows your sign-up tab can sign you in.',
    duration: 'Until your address is confirmed',
  },
  {
    name: 'Unsaved edit',
    kind: 'Functional',
    where: 'Session storage',
    key: 'scriptvoice:script-draft:…',
    purpose: 'An edit to a script that is not saved yet, so a reload or a crash does not lose it.',
    duration: 'Until the edit is saved; gone when you close the tab',
  },
  {
    name: 'Teleprompter speed',
    kind: 'Preference',
    where: 'Local storage',
    key: 'scriptvoice:teleprompter-wpm:…',
    purpose: 'The teleprompter speed you chose for each script, so that script starts at it again (a new one starts at your speaking rate).',
    duration: 'Until you clear it in your browser; it never leaves your device',
  },
  {
    name: 'Teleprompter text size',
    kind: 'Preference',
    where: 'Local storage',
    key: 'scriptvoice:teleprompter-text-size',
    purpose: 'The teleprompter text size you chose last, for every script.',
    duration: 'Until you clear it in your browser; it never leaves your device',
  },
];
