import { randomUUID } from 'node:crypto';
import {
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LOCAL_CLIENT_ID, LOCAL_ISSUER } from '../../lambdas/local/cognito';
import { cognito, signedInUser } from './support/cognito-users';

const appUrl = inject('appUrl');
const mailTo = async (email: string) =>
  ((await (await fetch(`${appUrl}/_local/mail.json`)).json()) as { to: string; subject: string; links: string[]; text: string }[]).filter(
    (mail) => mail.to === email,
  );
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('the embedded Cognito', () => {
  it('issues ID tokens with the https issuer and our app client as audience', async () => {
    const { idToken, email } = await signedInUser();
    expect(claimsOf(idToken)).toMatchObject({ iss: LOCAL_ISSUER, aud: LOCAL_CLIENT_ID, token_use: 'id', email });
  });

  it('mails a confirmation link to /confirm-email with the address and code on sign-up', async () => {
    const email = `mail-${randomUUID()}@example.com`;
    await cognito.send(new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, Password: 'secret-pass' }));
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Confirm your ScriptVoice account');
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(appUrl);
    expect(link.pathname).toBe('/confirm-email');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);
  });

  it('resends the confirmation mail with a new code', async () => {
    const email = `resend-${randomUUID()}@example.com`;
    await cognito.send(new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, Password: 'secret-pass' }));
    const answer = await cognito.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    expect(answer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('refreshes tokens through GetTokensFromRefreshToken, as Amplify v6 does', async () => {
    const { refreshToken, email } = await signedInUser();
    const { AuthenticationResult } = await cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: LOCAL_CLIENT_ID, RefreshToken: refreshToken }),
    );
    expect(claimsOf(AuthenticationResult!.IdToken!)).toMatchObject({ email, token_use: 'id' });
  });

  it('global sign-out revokes the refresh tokens', async () => {
    const { refreshToken, accessToken } = await signedInUser();
    await cognito.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
    await expect(
      cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: LOCAL_CLIENT_ID, RefreshToken: refreshToken })),
    ).rejects.toThrow();
  });

  it('answers a wrong password and an unknown user alike, in Cognito\'s words', async () => {
    const { email } = await signedInUser();
    for (const [username, password] of [
      [email, 'wrong-password'],
      [`nobody-${randomUUID()}@example.com`, 'whatever1'],
    ]) {
      await expect(
        cognito.send(
          new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username!, PASSWORD: password! } }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
  });
});
