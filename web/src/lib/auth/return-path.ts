/**
 * Where a person goes after signing in: the page a protected route sent them from, else /dashboard. Only a path on
 * this site counts (`/scripts?q=…`), never another origin (`//evil.example`) or a scheme (`javascript:`).
 */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

export const returnPathOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;

/** The page to land on after signing in, from the router state a protected route left. */
export const returnPathFrom = (state: unknown): string =>
  returnPathOrNull((state as { from?: unknown } | null)?.from) ?? DEFAULT_AFTER_SIGN_IN;

/**
 * Google's redirect comes back to /dashboard (the one callback Cognito allows), so the page asked for waits in this
 * tab's session storage until a protected route picks it up. It is good for ten minutes: a sign-in abandoned at
 * Google must not send the person somewhere later.
 */
const KEY = 'scriptvoice.returnAfterGoogle';
const LIFETIME_MS = 10 * 60 * 1000;

export const rememberReturnAfterGoogle = (path: string) => {
  if (returnPathOrNull(path) === null || path === DEFAULT_AFTER_SIGN_IN) return;
  window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
};

/** The page remembered before Google's redirect, once: reading it forgets it. */
export const takeReturnAfterGoogle = (): string | null => {
  const stored = window.sessionStorage.getItem(KEY);
  if (stored === null) return null;
  window.sessionStorage.removeItem(KEY);
  try {
    const { path, at } = JSON.parse(stored) as { path?: unknown; at?: unknown };
    return typeof at === 'number' && Date.now() - at < LIFETIME_MS ? returnPathOrNull(path) : null;
  } catch {
    return null;
  }
};

export const forgetReturnAfterGoogle = () => window.sessionStorage.removeItem(KEY);
