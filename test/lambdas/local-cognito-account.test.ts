import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, type LocalCognito, startCognito } from '../../lambdas/local/cognito';
import { SIGN_UP_CODE_LIFETIME_MS } from '../../lambdas/local/cognito-shims';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../lambdas/local/local-aws';
import { Mailbox } from '../../lambdas/local/mailbox';

const PASSWORD = 'correct-horse';

/** A Cognito of its own whose clock the test moves on, so a code can be 24 hours old without waiting a day. */
let now = Date.parse('2026-11-20T09:00:00.000Z');
const clock = { get: () => new Date(now) };
const mailbox = new Mailbox(null);
let directory: string;
let local: LocalCognito;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'scriptvoice-cognito-'));
  local = await startCognito({ port: 0, directory, mailbox, appUrl: () => 'http://localhost:3000', clock });
  cognito = new CognitoIdentityProviderClient({ endpoint: local.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
});

afterAll(async () => {
  cognito.destroy();
  await local.stop();
  rmSync(directory, { recursive: true, force: true });
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const signUp = (email: string) => cognito.send(new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, Password: PASSWORD }));

/** The code in the newest mail to `email`, as the mail says it: "Or enter this code: 123456". */
const mailedCode = (email: string) => {
  const mail = mailbox.list().find((each) => each.to === email);
  const code = /Or enter this code: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

const confirm = (email: string, code: string) =>
  cognito.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code }));

const logIn = (email: string, password: string) =>
  cognito.send(new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));

const confirmedAccount = async () => {
  const email = unique('changer');
  await signUp(email);
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email }));
  const { AuthenticationResult } = await logIn(email, PASSWORD);
  return { email, accessToken: AuthenticationResult!.AccessToken! };
};

const changePassword = (accessToken: string, previous: string, proposed: string) =>
  cognito.send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }));

describe('confirming a sign-up with the mailed code, as the AWS pool answers', () => {
  it('confirms with the code the mail shows, after which the account signs in', async () => {
    const email = unique('typed');
    await signUp(email);
    await expect(logIn(email, PASSWORD)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    await confirm(email, mailedCode(email));
    expect((await logIn(email, PASSWORD)).AuthenticationResult?.IdToken).toBeDefined();
  });

  it("refuses a wrong code in Cognito's words and leaves the account unconfirmed", async () => {
    const email = unique('wrong');
    await signUp(email);
    const wrong = mailedCode(email) === '000000' ? '111111' : '000000';
    await expect(confirm(email, wrong)).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await expect(logIn(email, PASSWORD)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
  });

  it('refuses the right code after 24 hours as expired; a resent code works for another 24 hours', async () => {
    const email = unique('late');
    await signUp(email);
    const first = mailedCode(email);
    now += SIGN_UP_CODE_LIFETIME_MS + 1_000;
    await expect(confirm(email, first)).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const second = mailedCode(email);
    now += SIGN_UP_CODE_LIFETIME_MS - 60_000;
    await confirm(email, second);
    expect((await logIn(email, PASSWORD)).AuthenticationResult?.IdToken).toBeDefined();
  });

  it('answers a code for an account already confirmed as Cognito does (the app reads it as confirmed), not as expired', async () => {
    const email = unique('twice');
    await signUp(email);
    const code = mailedCode(email);
    await confirm(email, code);
    await expect(confirm(email, code)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
  });
});

describe('changing the password (ChangePassword), as the AWS pool answers', () => {
  it('sets the new password with the right current one: the new one signs in, the old one no longer does', async () => {
    const { email, accessToken } = await confirmedAccount();
    await changePassword(accessToken, PASSWORD, 'a-brand-new-one');
    expect((await logIn(email, 'a-brand-new-one')).AuthenticationResult?.IdToken).toBeDefined();
    await expect(logIn(email, PASSWORD)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it("refuses a wrong current password in Cognito's words and keeps the old password", async () => {
    const { email, accessToken } = await confirmedAccount();
    await expect(changePassword(accessToken, 'not-my-password', 'a-brand-new-one')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await logIn(email, PASSWORD)).AuthenticationResult?.IdToken).toBeDefined();
  });

  it("holds the new password to the pool's policy (at least 6 characters)", async () => {
    const { email, accessToken } = await confirmedAccount();
    await expect(changePassword(accessToken, PASSWORD, 'short')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    expect((await logIn(email, PASSWORD)).AuthenticationResult?.IdToken).toBeDefined();
  });

  it("refuses a token that is not the pool's, is not an access token, or has expired, and changes nothing", async () => {
    const victim = await confirmedAccount();
    const attacker = await confirmedAccount();
    const [header, , signature] = attacker.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(attacker.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, username: victim.email })).toString('base64url')}.${signature}`;
    await expect(changePassword(forged, PASSWORD, 'taken-over')).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });

    const { AuthenticationResult } = await logIn(victim.email, PASSWORD);
    await expect(changePassword(AuthenticationResult!.IdToken!, PASSWORD, 'taken-over')).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });

    now += 2 * 60 * 60 * 1000;
    await expect(changePassword(victim.accessToken, PASSWORD, 'taken-over')).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Access Token has expired' });
    expect((await logIn(victim.email, PASSWORD)).AuthenticationResult?.IdToken).toBeDefined();
  });
});
