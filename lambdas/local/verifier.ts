import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { LOCAL_CLIENT_ID, LOCAL_JWKS, LOCAL_USER_POOL_ID } from './cognito';
import type { IdTokenVerifier } from './gateway';

/** API Gateway's Cognito authorizer keeps a token's result this long (CDK's default `resultsCacheTtl`). */
export const AUTHORIZER_CACHE_MS = 5 * 60_000;

/** Enough for every session of a developer's machine or a test run; the oldest answer goes first beyond it. */
const MAX_CACHED_TOKENS = 5_000;

/**
 * The Cognito authorizer's rule with aws-jwt-verify, unchanged: ID tokens of our pool and app client only.
 * Its JWKS cache is filled with cognito-local's key, which the https issuer URL could never reach. As API
 * Gateway does, a token's claims are kept for 5 minutes (never past its expiry), so a burst of requests with
 * one token checks its signature once.
 */
export const createLocalVerifier = (now: () => number = Date.now): IdTokenVerifier => {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: LOCAL_USER_POOL_ID,
    tokenUse: 'id',
    clientId: LOCAL_CLIENT_ID,
  });
  verifier.cacheJwks(LOCAL_JWKS as Parameters<typeof verifier.cacheJwks>[0]);
  const cached = new Map<string, { claims: Record<string, unknown>; until: number }>();
  return {
    verify: async (token) => {
      const hit = cached.get(token);
      if (hit && hit.until > now()) return hit.claims;
      cached.delete(token);
      const claims = (await verifier.verify(token)) as Record<string, unknown>;
      const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : now();
      if (cached.size >= MAX_CACHED_TOKENS) cached.delete(cached.keys().next().value!);
      cached.set(token, { claims, until: Math.min(now() + AUTHORIZER_CACHE_MS, expiresAt) });
      return claims;
    },
  };
};
