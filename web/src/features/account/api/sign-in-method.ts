import { fetchAuthSession } from 'aws-amplify/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type SignInMethod = 'email' | 'google';

const providerNamesOf = (claim: unknown): string[] => {
  let identities = claim;
  if (typeof identities === 'string') {
    try {
      identities = JSON.parse(identities) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(identities)) return [];
  return identities.map((identity) => String((identity as { providerName?: unknown } | null)?.providerName ?? ''));
};

/**
 * How the account signs in, from its ID token: Cognito gives a federated user an `identities` claim naming the
 * provider (Google); an email-and-password user has none. Read from the token rather than with GetUser, which a
 * Google session's access token (scopes openid, email, profile) is not allowed to call.
 */
export const signInMethodOf = (claims: Record<string, unknown> | undefined): SignInMethod =>
  providerNamesOf(claims?.identities).some((name) => name.toLowerCase() === 'google') ? 'google' : 'email';

export const readSignInMethod = async (): Promise<SignInMethod> => {
  const session = await fetchAuthSession();
  return signInMethodOf(session.tokens?.idToken?.payload);
};

// Keyed by user, and never stale: an account's sign-in method does not change.
export const getSignInMethodQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['me', 'sign-in-method', userId], queryFn: readSignInMethod, staleTime: Infinity });

/** Email and password, or Google. */
export const useSignInMethod = (userId: string) => useQuery(getSignInMethodQueryOptions(userId));
