import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { LOCAL_CLIENT_ID, LOCAL_ISSUER } from '../../../lambdas/local/cognito';

const privateKey = createPrivateKey({ key: cognitoLocalPrivateKey.jwk, format: 'jwk' });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs an ID token with cognito-local's own key, so tests can present tokens the real pool would never
 * issue (expired, another pool, another client) and prove the gateway refuses them for the right reason.
 */
export const mintIdToken = (claims: Record<string, unknown> = {}): string => {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' });
  const payload = base64url({
    sub: randomUUID(),
    email: 'someone@example.com',
    token_use: 'id',
    aud: LOCAL_CLIENT_ID,
    iss: LOCAL_ISSUER,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
};
