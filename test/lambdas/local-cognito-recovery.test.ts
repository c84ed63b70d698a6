import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../lambdas/local/cognito';
import { cognito } from './support/cognito-users';

const appUrl = inject('appUrl');
const PASSWORD = 'correct-horse';

interface StoredMail {
  to: string;
  subject: string;
  links: string[];
  text: string;
}
const mailTo = async (email: string) =>
  ((await (await fetch(`${appUrl}/_local/mail.json`)).json()) as StoredMail[]).filter(
    (mail) => mail.to.toLowerCase() === email.toLowerCase(),
  );

const signUp = (email: string, password = PASSWORD) =>
  cognito.send(new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, Password: password }));

const confirmedAccount = async (email: string, password = PASSWORD) => {
  const { UserSub } = await signUp(email, password);
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email }));
  return UserSub!;
};

const logIn = (username: string, password = PASSWORD) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

const forgotPassword = (email: string) => cognito.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));

const confirmForgotPassword = (email: string, code: string, password: string) =>
  cognito.send(new ConfirmForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code, Password: password }));

/** The code in the newest password-reset mail to `email`, read from its link. */
const resetCode = async (email: string) => {
  const [mail] = (await mailTo(email)).filter((each) => each.links.some((link) => link.includes('/reset-password?')));
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return new URL(mail.links.find((link) => link.includes('/reset-password?'))!).searchParams.get('code')!;
};

/** Signs in through the local Google stand-in as the app does: consent, then redeem the one-time ticket. */
const googleSignIn = async (email: string) => {
  const consent = await fetch(`${appUrl}/_local/google/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: `${appUrl}/dashboard`, action: 'allow', email }).toString(),
  });
  const ticket = new URL(consent.headers.get('location')!).searchParams.get('local_google_ticket');
  const redeemed = await fetch(`${appUrl}/_local/google/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket }),
  });
  const { username, password } = (await redeemed.json()) as { username: string; password: string };
  const { AuthenticationResult } = await logIn(username, password);
  return claimsOf(AuthenticationResult!.IdToken!);
};

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

describe('addresses are matched ignoring case, as the AWS pool (signInCaseSensitive: false) does', () => {
  it('signs in an account made as "Maya.Cooks@…" with the address typed in lower case, and the other way round', async () => {
    const mixed = `${unique('Maya.Cooks')}@Example.com`;
    const sub = await confirmedAccount(mixed);
    const { AuthenticationResult } = await logIn(mixed.toLowerCase());
    expect(claimsOf(AuthenticationResult!.IdToken!)).toMatchObject({ sub });

    const lower = `${unique('maya.cooks')}@example.com`;
    const lowerSub = await confirmedAccount(lower);
    const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
    const again = await logIn(capitalised);
    expect(claimsOf(again.AuthenticationResult!.IdToken!)).toMatchObject({ sub: lowerSub });
  });

  it('refuses a second sign-up with the same address in another case', async () => {
    const email = `${unique('twice')}@example.com`;
    await signUp(email);
    await expect(signUp(email.toUpperCase())).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });

  it('resends and confirms the sign-up with the address in another case', async () => {
    const email = `${unique('Resend.Case')}@Example.com`;
    await signUp(email);
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email.toLowerCase() }));
    const [mail] = await mailTo(email);
    const code = new URL(mail!.links[0]!).searchParams.get('code')!;
    await cognito.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email.toUpperCase(), ConfirmationCode: code }));
    await expect(logIn(email.toLowerCase())).resolves.toHaveProperty('AuthenticationResult.IdToken');
  });

  it('finds the same Google account whatever case Google returns the address in', async () => {
    const email = `${unique('google.case')}@gmail.com`;
    const first = await googleSignIn(email);
    const second = await googleSignIn(email.toUpperCase());
    expect(second.sub).toBe(first.sub);
  });
});

describe('forgotten password', () => {
  it('mails a link to /reset-password with the address and the code; the code sets a new password and the old one is refused', async () => {
    const email = `${unique('Forgot.Me')}@Example.com`;
    await confirmedAccount(email);
    const answer = await forgotPassword(email.toLowerCase());
    expect(answer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Reset your ScriptVoice password');
    const link = new URL(mail!.links.find((each) => each.includes('/reset-password?'))!);
    expect(link.origin).toBe(appUrl);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);

    await confirmForgotPassword(email, link.searchParams.get('code')!, 'a-new-password');
    await expect(logIn(email, 'a-new-password')).resolves.toHaveProperty('AuthenticationResult.IdToken');
    await expect(logIn(email, PASSWORD)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = `${unique('known')}@example.com`;
    await confirmedAccount(known);
    const unknown = `${unique('nobody')}@example.com`;
    const knownAnswer = await forgotPassword(known);
    const unknownAnswer = await forgotPassword(unknown);
    expect(Object.keys(unknownAnswer.CodeDeliveryDetails!).sort()).toEqual(Object.keys(knownAnswer.CodeDeliveryDetails!).sort());
    expect(unknownAnswer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    expect(await mailTo(unknown)).toEqual([]);
  });

  it('mails nothing to an account made with Google, which has no password, and answers as for any address', async () => {
    const email = `${unique('google.only')}@gmail.com`;
    await googleSignIn(email);
    const answer = await forgotPassword(email);
    expect(answer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    expect(await mailTo(email)).toEqual([]);
  });

  it('refuses the sign-up code as a reset code, a wrong code, and a code used twice, in Cognito\'s words', async () => {
    const email = `${unique('codes')}@example.com`;
    // An admin confirmation (as the journeys' accounts get) leaves the sign-up code on the user.
    await confirmedAccount(email);
    const [signUpMail] = await mailTo(email);
    const signUpCode = new URL(signUpMail!.links[0]!).searchParams.get('code')!;
    const mismatch = { name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };

    await expect(confirmForgotPassword(email, signUpCode, 'sneaky-password')).rejects.toMatchObject(mismatch);
    await forgotPassword(email);
    const code = await resetCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(confirmForgotPassword(email, wrong, 'sneaky-password')).rejects.toMatchObject(mismatch);
    await confirmForgotPassword(email, code, 'first-new-password');
    await expect(confirmForgotPassword(email, code, 'second-new-password')).rejects.toMatchObject(mismatch);
    await expect(logIn(email, 'first-new-password')).resolves.toHaveProperty('AuthenticationResult.IdToken');
  });

  it('has nowhere to send a code for an account whose address was never confirmed, in Cognito\'s words', async () => {
    const email = `${unique('unconfirmed')}@example.com`;
    await signUp(email);
    await expect(forgotPassword(email)).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(['Confirm your ScriptVoice account']);
  });

  it('holds the new password to the pool\'s policy (at least 6 characters)', async () => {
    const email = `${unique('short')}@example.com`;
    await confirmedAccount(email);
    await forgotPassword(email);
    await expect(confirmForgotPassword(email, await resetCode(email), '12345')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await expect(logIn(email)).resolves.toHaveProperty('AuthenticationResult.IdToken');
  });

  it('answers a code for an unknown address as a wrong code', async () => {
    await expect(confirmForgotPassword(`${unique('nobody')}@example.com`, '123456', 'whatever-password')).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
  });
});

describe('the local Google stand-in', () => {
  it('never takes over an email-and-password account with the same address: they stay two users, as in AWS', async () => {
    const email = `${unique('both')}@gmail.com`;
    const passwordSub = await confirmedAccount(email);
    const google = await googleSignIn(email);
    expect(google.sub).not.toBe(passwordSub);
    const { AuthenticationResult } = await logIn(email);
    expect(claimsOf(AuthenticationResult!.IdToken!)).toMatchObject({ sub: passwordSub });
  });

  it("gives a Google user's ID token the identities claim Cognito gives federated users, and a password user's none", async () => {
    const email = `${unique('claims')}@gmail.com`;
    await confirmedAccount(email);
    const google = await googleSignIn(email);
    expect(google.identities).toEqual([expect.objectContaining({ providerName: 'Google', providerType: 'Google', userId: google.sub })]);
    const { AuthenticationResult } = await logIn(email);
    expect(claimsOf(AuthenticationResult!.IdToken!)).not.toHaveProperty('identities');
  });
});
