import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import cognitoLocalPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { NotAuthorizedError } from 'cognito-local/lib/errors';
import type { Clock } from 'cognito-local/lib/services/clock';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator';
import { attributeValue } from 'cognito-local/lib/services/userPoolService';

const privateKey = createPrivateKey(cognitoLocalPrivateKey.pem);
const publicKey = createPublicKey({ key: cognitoLocalPublicKey.jwk, format: 'jwk' });

const partsOf = (token: string) => {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload, signature };
};

const claimsOf = (encoded: string): Record<string, unknown> => JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * The claims of an access token cognito-local issued, checked as Cognito checks the token a user call carries:
 * its signature, that it is an access token, and that it has not expired. cognito-local's own ChangePassword only
 * decodes it, so any token naming a user would do.
 */
export const verifiedAccessClaims = (token: string, clock: Clock): Record<string, unknown> => {
  const { header, payload, signature } = partsOf(token);
  let claims: Record<string, unknown>;
  try {
    const signed = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'));
    if (!signed) throw new Error('bad signature');
    claims = claimsOf(payload);
  } catch {
    throw new NotAuthorizedError('Invalid Access Token');
  }
  if (claims.token_use !== 'access') throw new NotAuthorizedError('Invalid Access Token');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= clock.get().getTime()) throw new NotAuthorizedError('Access Token has expired');
  return claims;
};

/** The token with claims added, signed again with cognito-local's key. */
const withClaims = (token: string, added: Record<string, unknown>): string => {
  const { header, payload } = partsOf(token);
  const body = Buffer.from(JSON.stringify({ ...claimsOf(payload), ...added }), 'utf8').toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${body}`), privateKey).toString('base64url');
  return `${header}.${body}.${signature}`;
};

/**
 * Cognito's ID token carries an `identities` claim (the linked providers, e.g. Google) for a federated user, which
 * is how the app tells a Google account from an email-and-password one; cognito-local leaves it out (it treats the
 * claim as reserved), so its tokens get it added here for the users the Google stand-in makes.
 */
export class IdentitiesClaimTokenGenerator implements TokenGenerator {
  constructor(private readonly inner: TokenGenerator) {}

  async generate(...args: Parameters<TokenGenerator['generate']>): Promise<Tokens> {
    const tokens = await this.inner.generate(...args);
    const identities = attributeValue('identities', args[1].Attributes);
    if (!identities) return tokens;
    return { ...tokens, IdToken: withClaims(tokens.IdToken, { identities: JSON.parse(identities) as unknown }) };
  }
}
