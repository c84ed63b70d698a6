import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { handler as getMe } from '../../lambdas/api/profile/get-profile';
import type { UploadDocumentResponse } from '../../lambdas/contracts/documents';
import { handler as stripeWebhook } from '../../lambdas/api/payments/stripe-webhook';
import { getProfile } from '../../lambdas/data/profile-repo';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../lambdas/local/cognito';
import { handler as deleteAccount } from '../../lambdas/api/profile/delete-account';
import { handler as exportAccount } from '../../lambdas/api/profile/export-account';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import type { Script } from '../../lambdas/contracts/scripts';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { Entity, Keys } from '../../lambdas/data/keys';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { apiEvent, invoke } from './support/api-event';
import { newUser, uploadText } from './support/documents';
import { cognito, signedInUser } from './support/cognito-users';
import { storedFilesOf, validBody } from './support/scripts';
import { PRICE, openCheckout, payQuietly, sessionIdsOf, signedEvent, webhookEvent } from './support/stripe';

const appUrl = inject('appUrl');

const withEverything = async () => {
  const userId = await newUser();
  const { script } = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', body: validBody }))).body;
  const edit = { body: '# How to prune tomatoes\n\n## Hook\n\nMy own words now.', base_version_id: script.id };
  expect((await invoke(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id: script.id }, body: edit }))).statusCode).toBe(200);
  await invoke(saveStyleGuide, apiEvent({ userId, method: 'PUT', body: { intro_template: 'Hi, Sam here' } }));
  await uploadText(userId, 'notes.txt', 'So this is how I talk. Honestly, it is simple. Catch you next time.');
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...Keys.payment(userId, 'cs_test_1'), entity: Entity.payment, credits: 10 } }));
  return userId;
};

describe('account export and deletion (the legal pages promise both)', () => {
  it('exports profile, scripts with their text and every version, documents, style guide, ledger and payments as a download', async () => {
    const userId = await withEverything();
    const { statusCode, headers, body } = await invoke<Record<string, unknown[] | Record<string, unknown>>>(exportAccount, apiEvent({ userId }));
    expect(statusCode).toBe(200);
    expect(String(headers?.['content-disposition'])).toContain('attachment');
    expect(body.profile).toMatchObject({ subscription_credits: 2 });
    const [script] = body.scripts as { topic: string; text: string; pk?: string; versions: { number: number; kind: string; text: string }[] }[];
    expect(script).toMatchObject({ topic: validBody.topic, text: '# How to prune tomatoes\n\n## Hook\n\nMy own words now.' });
    expect(script).not.toHaveProperty('pk');
    expect(script!.versions.map(({ number, kind }) => [number, kind])).toEqual([
      [1, 'generated'],
      [2, 'edited'],
    ]);
    expect(script!.versions[0]!.text).toContain('## ');
    expect(script!.versions[1]!.text).toBe(script!.text);
    expect(body.documents).toEqual([expect.objectContaining({ file_name: 'notes.txt', processed: true })]);
    expect(body.style_guide).toMatchObject({ intro_template: 'Hi, Sam here' });
    expect((body.credit_ledger as unknown[]).length).toBe(2);
    expect(body.payments).toHaveLength(1);
  });

  it('deletes everything but the payment records, files included', async () => {
    const userId = await withEverything();
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    const left = await allItemsOfUser(userId);
    expect(left.map((item) => item.entity)).toEqual(['deleted_account', 'payment']);
    expect(await storedFilesOf(userId)).toEqual([]);
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
  });
});

describe('a deleted account stays deleted (issue 12 hole 4)', () => {
  const DELETED = { error: { code: 'account.deleted', message: 'This account has been deleted.' } };

  it('removes the Cognito user on the server; the still-valid token then gets 410 account.deleted on every route that would create or write (scripts, documents, their processing and deletion, style guide, checkout and its verification), and nothing is written or sold', async () => {
    const user = await signedInUser();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${appUrl}${path}`, {
        method,
        headers: { authorization: user.idToken, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { call: `${method} ${path}`, status: response.status, body: response.status === 204 ? null : await response.json() };
    };
    expect(await call('GET', '/api/me')).toMatchObject({ status: 200, body: { credits: { total: 3 } } });
    const upload = await call('POST', '/api/documents', { name: 'before.txt', size: 10 });
    const documentId = (upload.body as UploadDocumentResponse).document.id;
    const { sessionId } = await openCheckout(user.userId);
    await payQuietly(sessionId);
    expect((await call('DELETE', '/api/me')).status).toBe(204);

    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: user.userId }))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    await expect(
      cognito.send(
        new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const afterwards = [
      await call('GET', '/api/me'),
      await call('GET', '/api/me'),
      await call('POST', '/api/scripts', validBody),
      await call('POST', '/api/documents', { name: 'notes.txt', size: 10 }),
      await call('GET', '/api/documents'),
      await call('PUT', '/api/style-guide', { intro_template: 'Hi, it is me again' }),
      await call('POST', `/api/documents/${documentId}/process`),
      await call('DELETE', `/api/documents/${documentId}`),
      await call('POST', '/api/checkout', { priceId: PRICE.starter }),
      await call('POST', '/api/checkout/verify', { sessionId }),
    ];
    expect(afterwards).toEqual(afterwards.map(({ call: name }) => ({ call: name, status: 410, body: DELETED })));
    expect(await getProfile(user.userId)).toBeNull();
    expect((await allItemsOfUser(user.userId)).map((item) => item.entity)).toEqual(['deleted_account']);
    expect(await storedFilesOf(user.userId)).toEqual([]);
    expect(await sessionIdsOf(user.userId)).toEqual([sessionId]);
    expect((await call('DELETE', '/api/me')).status).toBe(204);
  });

  it('a purchase the webhook reports after the deletion is acknowledged but recreates nothing', async () => {
    const userId = await newUser();
    const { sessionId } = await openCheckout(userId);
    await payQuietly(sessionId);
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    const event = await signedEvent(sessionId);
    expect((await invoke(stripeWebhook, webhookEvent(event.payload, event.signature))).statusCode).toBe(200);
    expect(await invoke(getMe, apiEvent({ userId }))).toMatchObject({ statusCode: 410, body: DELETED });
    expect((await allItemsOfUser(userId)).map((item) => item.entity)).toEqual(['deleted_account']);
  });
});
