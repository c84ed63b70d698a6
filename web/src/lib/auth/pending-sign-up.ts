/**
 * Remembers, in this browser, the address that just signed up (the address only, never the password), so
 * the tab that opens the mailed link knows the sign-up tab may sign the user in by itself.
 */
const KEY = 'scriptvoice.pendingSignUp';

export const rememberPendingSignUp = (email: string) => window.localStorage.setItem(KEY, email.toLowerCase());

export const isPendingSignUp = (email: string) => window.localStorage.getItem(KEY) === email.toLowerCase();

export const forgetPendingSignUp = () => window.localStorage.removeItem(KEY);
