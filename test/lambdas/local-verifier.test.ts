import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTHORIZER_CACHE_MS, createLocalVerifier } from '../../lambdas/local/verifier';
import { signedInUser } from './support/cognito-users';

afterEach(() => vi.restoreAllMocks());

describe('the local Cognito authorizer', () => {
  it("checks a token's signature once and keeps its claims 5 minutes, as API Gateway's authorizer cache does", async () => {
    const { idToken, userId } = await signedInUser();
    const checks = vi.spyOn(CognitoJwtVerifier.prototype, 'verify');
    let clock = Date.now();
    const verifier = createLocalVerifier(() => clock);
    for (let i = 0; i < 3; i++) expect(await verifier.verify(idToken)).toMatchObject({ sub: userId });
    expect(checks).toHaveBeenCalledTimes(1);
    clock += AUTHORIZER_CACHE_MS + 1;
    expect(await verifier.verify(idToken)).toMatchObject({ sub: userId });
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('never serves a cached answer past the token expiry, and refuses a token it was never shown', async () => {
    const { idToken } = await signedInUser();
    const exp = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
    const checks = vi.spyOn(CognitoJwtVerifier.prototype, 'verify');
    let clock = Date.now();
    const verifier = createLocalVerifier(() => clock);
    await verifier.verify(idToken);
    clock = exp * 1000;
    await verifier.verify(idToken);
    expect(checks).toHaveBeenCalledTimes(2);
    const [header, payload] = idToken.split('.');
    await expect(verifier.verify(`${header}.${payload}.${'A'.repeat(342)}`)).rejects.toThrow();
  });
});
