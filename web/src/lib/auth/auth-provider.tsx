import { Hub } from 'aws-amplify/utils';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { completeLocalGoogleSignIn } from './google-sign-in';
import { notify } from '@/lib/toast';
import { AuthContext, type AuthState } from './auth-context';
import { forgetReturnAfterGoogle } from './return-path';
import { idTokenExpiresAt, readAuthState, signOut as endSession } from './session';

/** Refresh this long before the ID token expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** A tab that becomes visible refreshes at most this often. */
const VISIBLE_REFRESH_INTERVAL_MS = 60 * 1000;

/**
 * Owns the auth state: reads the stored session once, follows Amplify's Hub events and other tabs'
 * storage changes, refreshes tokens shortly before they expire and again when the tab becomes visible.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const refreshTimer = useRef<number | undefined>(undefined);
  const lastVisibleRefresh = useRef(0);

  // Reads the session, and while signed in schedules the next read shortly before the ID token expires.
  const refreshNow = useCallback((forceRefresh = false): Promise<AuthState> => {
    const run = async (force: boolean): Promise<AuthState> => {
      const next = await readAuthState(force);
      setState((previous) =>
        previous.status === next.status && previous.user?.userId === next.user?.userId ? previous : next,
      );
      window.clearTimeout(refreshTimer.current);
      const expiresAt = next.status === 'signedIn' ? await idTokenExpiresAt() : null;
      if (expiresAt !== null) {
        const delay = Math.max(0, expiresAt * 1000 - Date.now() - REFRESH_MARGIN_MS);
        refreshTimer.current = window.setTimeout(() => void run(true), delay);
      }
      return next;
    };
    return run(forceRefresh);
  }, []);

  useEffect(() => {
    completeLocalGoogleSignIn()
      .catch((error: unknown) => {
        forgetReturnAfterGoogle();
        notify.error('Sign in Failed', error instanceof Error ? error.message : 'Google sign-in did not complete');
      })
      .finally(() => void refreshNow());
    const stopHub = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect_failure') {
        forgetReturnAfterGoogle();
        const message = (payload.data as { error?: { message?: string } } | undefined)?.error?.message;
        notify.error('Sign in Failed', message ?? 'Google sign-in did not complete');
      }
      if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure', 'signInWithRedirect'].includes(payload.event)) {
        void refreshNow();
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('CognitoIdentityServiceProvider.')) void refreshNow();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastVisibleRefresh.current < VISIBLE_REFRESH_INTERVAL_MS) return;
      lastVisibleRefresh.current = Date.now();
      void refreshNow(true);
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopHub();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearTimeout(refreshTimer.current);
    };
  }, [refreshNow]);

  const signOut = useCallback(async () => {
    await endSession();
    await refreshNow();
  }, [refreshNow]);

  const value = useMemo(() => ({ state, refresh: () => refreshNow(), signOut }), [state, refreshNow, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};
