import { useSyncExternalStore } from 'react';
import { rawConfig } from '@/config/load-config';

/**
 * Whether Amplify holds a session in this browser, read straight from its local-storage key so the
 * landing page can pick the right links without loading the auth library. The app shell checks for real.
 */
export const hasStoredSession = (): boolean => {
  const clientId = (rawConfig() as { userPoolClientId?: unknown } | undefined)?.userPoolClientId;
  if (typeof clientId !== 'string') return false;
  try {
    return Boolean(window.localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`));
  } catch {
    return false;
  }
};

const noSubscription = () => () => undefined;

/**
 * hasStoredSession for rendering: false while a page rendered at build time is hydrated (the build knows no
 * session), then this browser's answer, so a signed-in visitor's links switch without a hydration mismatch.
 */
export const useStoredSession = (): boolean => useSyncExternalStore(noSubscription, hasStoredSession, () => false);
