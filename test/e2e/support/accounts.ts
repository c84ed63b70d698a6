import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const PASSWORD = 'correct-horse-battery';

export const uniqueEmail = (label = 'creator') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A confirmed account made straight through the local Cognito, for journeys that start signed out. */
export const createConfirmedAccount = async (request: APIRequestContext, email = uniqueEmail()) => {
  const config = (await (await request.get('/config.json')).json()) as { cognitoEndpoint: string; userPoolId: string; userPoolClientId: string };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: config.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { UserSub } = await cognito.send(new SignUpCommand({ ClientId: config.userPoolClientId, Username: email, Password: PASSWORD }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: email }));
  cognito.destroy();
  return { email, password: PASSWORD, userId: UserSub! };
};

export const logIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** The newest mail to this address in the local mailbox, waiting for it to arrive. */
export const latestMailTo = async (request: APIRequestContext, to: string, count = 1) => {
  let mails: { to: string; subject: string; links: string[] }[] = [];
  await expect
    .poll(async () => {
      const all = (await (await request.get('/_local/mail.json')).json()) as typeof mails;
      mails = all.filter((mail) => mail.to === to);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails[0]!;
};

/** The toast on screen: one leaving (sonner's exit animation) or queued out of sight is not counted. */
export const toast = (page: Page) => page.locator('[data-sonner-toast][data-removed="false"][data-visible="true"]');
