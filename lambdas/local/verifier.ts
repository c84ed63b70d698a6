import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { LOCAL_CLIENT_ID, LOCAL_JWKS, LOCAL_USER_POOL_ID } from './cognito';
import type { IdTokenVerifier } from './gateway';

/**
 * The Cognito authorizer's rule with aws-jwt-verify, unchanged: ID tokens of our pool and app client only.
 * Its JWKS cache is filled with cognito-local's key, which the https issuer URL could never reach.
 */
export const createLocalVerifier = (): IdTokenVerifier => {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: LOCAL_USER_POOL_ID,
    tokenUse: 'id',
    clientId: LOCAL_CLIENT_ID,
  });
  verifier.cacheJwks(LOCAL_JWKS as Parameters<typeof verifier.cacheJwks>[0]);
  return { verify: async (token) => (await verifier.verify(token)) as Record<string, unknown> };
};
