import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signedInUser } from './support/cognito-users';
import { mintIdToken } from './support/tokens';

const appUrl = inject('appUrl');
const getMe = (authorization?: string) =>
  fetch(`${appUrl}/api/me`, { headers: authorization ? { authorization } : {} });

const expectUnauthorized = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { code: 'auth.unauthorized', message: 'Unauthorized' } });
};

describe('the local API gateway applies the Cognito authorizer rule', () => {
  let user: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    user = await signedInUser();
  });

  it('answers 200 with the claims of a valid ID token from our pool', async () => {
    const response = await getMe(user.idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userId: user.userId, email: user.email });
  });

  it('accepts the token with a Bearer prefix too', async () => {
    expect((await getMe(`Bearer ${user.idToken}`)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    await expectUnauthorized(await getMe());
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const [header, payload] = user.idToken.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'someone-else';
    await expectUnauthorized(await getMe(`${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${user.idToken.split('.')[2]}`));
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectUnauthorized(await getMe(mintIdToken({ iat: past, auth_time: past, exp: past + 3600 })));
  });

  it("answers 401 for another pool's token", async () => {
    await expectUnauthorized(await getMe(mintIdToken({ iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_OtherPool' })));
  });

  it("answers 401 for another app client's token", async () => {
    await expectUnauthorized(await getMe(mintIdToken({ aud: 'some-other-client' })));
  });

  it('answers 401 for an access token where an ID token is required', async () => {
    await expectUnauthorized(await getMe(user.accessToken));
  });

  it('answers 401 for garbage', async () => {
    await expectUnauthorized(await getMe('not.a.jwt'));
  });

  it('answers 404 in the JSON error shape for an unknown API route', async () => {
    const response = await fetch(`${appUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'route.not_found', message: 'Not found' } });
  });

  it('serves the runtime config and an empty mailbox list as JSON', async () => {
    const config = await (await fetch(`${appUrl}/config.json`)).json();
    expect(config).toMatchObject({ userPoolId: 'ap-southeast-2_LocalPool', apiBaseUrl: '/api', local: true });
    const mail = await (await fetch(`${appUrl}/_local/mail.json`)).json();
    expect(Array.isArray(mail)).toBe(true);
  });
});
