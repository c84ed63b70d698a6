import { createContext, useContext } from 'react';

export interface AuthUser {
  userId: string;
  email: string | undefined;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: AuthUser };

export interface AuthContextValue {
  state: AuthState;
  /** Re-reads the session, e.g. right after a sign-in. */
  refresh: () => Promise<AuthState>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
};
