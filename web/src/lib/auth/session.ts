import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import type { AuthState } from './auth-context';

/** The signed-in user from the stored session (refreshing it when it has expired), or signed out. */
export const readAuthState = async (forceRefresh = false): Promise<AuthState> => {
  try {
    const session = await fetchAuthSession({ forceRefresh });
    const claims = session.tokens?.idToken?.payload;
    if (!claims?.sub) return { status: 'signedOut', user: null };
    return {
      status: 'signedIn',
      user: { userId: String(claims.sub), email: typeof claims.email === 'string' ? claims.email : undefined },
    };
  } catch {
    return { status: 'signedOut', user: null };
  }
};

/** The current ID token for the API's Cognito authorizer; Amplify refreshes it first when it has expired. */
export const currentIdToken = async (): Promise<string | undefined> => {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
};

/** Seconds until the ID token expires, or null without a session. */
export const idTokenExpiresAt = async (): Promise<number | null> => {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.payload.exp ?? null;
  } catch {
    return null;
  }
};

export const signOut = () => amplifySignOut();
