import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { handler as getMe } from '../../lambdas/api/profile/get-profile';
import type { UploadDocumentResponse } from '../../lambdas/contracts/documents';
import { handler as stripeWebhook } from '../../lambdas/api/payments/stripe-webhook';
import { getProfile } from '../../lambdas/data/profile-repo';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../lambdas/local/cognito';
import { handler as deleteAccount } from '../../lambdas/api/profile/delete-account';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import type { Script } from '../../lambdas/contracts/scripts';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { Entity, Keys } from '../../lambdas/data/keys';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { apiEvent, invoke } from './support/api-event';
import { newUser, uploadText } from './support/documents';
import { cognito, signedInUser } from './support/cognito-users';
import { accountExportStatus, downloadExport, startAccountExport, waitForExport } from './support/account-export';
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
  it('exports a zip of profile, scripts with every version, the uploaded documents as uploaded, style guide, voice profile, ledger and payments', async () => {
    const userId = await withEverything();
    const started = await startAccountExport(userId);
    expect(started.statusCode).toBe(202);
    expect(started.body.export).toMatchObject({ state: 'preparing', download_url: null });
    const { job } = await waitForExport(userId);
    expect(job).toMatchObject({ id: started.body.export!.id, state: 'ready', done: job.total });
    const { response, zip, files } = await downloadExport(job);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="scriptvoice-export-${job.created_at.slice(0, 10)}.zip"`);
    expect(job.size_bytes).toBe(zip.length);

    const text = (path: string) => files.get(path)?.toString('utf8');
    const json = (path: string) => JSON.parse(text(path)!) as unknown;
    const scriptFile = [...files.keys()].find((path) => path.startsWith('scripts/'))!;
    expect(scriptFile).toMatch(/^scripts\/how-to-prune-tomatoes-\d{4}-\d{2}-\d{2}\.md$/);
    expect(text(scriptFile)).toBe('# How to prune tomatoes\n\n## Hook\n\nMy own words now.');
    const versionsFolder = scriptFile.replace('scripts/', 'versions/').replace(/\.md$/, '');
    expect(text(`${versionsFolder}/v1.md`)).toContain('## ');
    expect(text(`${versionsFolder}/v2.md`)).toBe(text(scriptFile));
    expect(json('scripts.json')).toEqual([expect.objectContaining({ topic: validBody.topic, version_count: 2, file: scriptFile })]);
    expect(json('scripts.json')).not.toEqual([expect.objectContaining({ pk: expect.anything() })]);
    // An account from before voices has one, "My voice", with its documents, style guide and profile (docs/voices.md).
    expect(json('voices.json')).toEqual([{ id: 'default', name: 'My voice', created_at: null, folder: 'voices/My voice/' }]);
    expect(text('voices/My voice/documents/notes.txt')).toBe('So this is how I talk. Honestly, it is simple. Catch you next time.');
    expect(json('voices/My voice/documents.json')).toEqual([
      expect.objectContaining({ file_name: 'notes.txt', processed: true, file: 'voices/My voice/documents/notes.txt' }),
    ]);
    expect(json('profile.json')).toMatchObject({ subscription_credits: 2 });
    expect(json('voices/My voice/style-guide.json')).toMatchObject({ intro_template: 'Hi, Sam here' });
    expect(json('voices/My voice/voice-profile.json')).toEqual(expect.any(Object));
    expect(json('voices/My voice/voice-not-me.json')).toEqual([]);
    expect(json('credit-ledger.json')).toHaveLength(2);
    expect(json('payments.json')).toEqual([expect.objectContaining({ credits: 10 })]);
    expect(text('README.md')).toContain('documents/');
  });

  it('runs one export at a time: asking again while it prepares answers the same export', async () => {
    const userId = await withEverything();
    const [first, second] = await Promise.all([startAccountExport(userId), startAccountExport(userId)]);
    expect(first.body.export!.id).toBe(second.body.export!.id);
    const { job } = await waitForExport(userId);
    expect(job.id).toBe(first.body.export!.id);
    const again = await startAccountExport(userId);
    expect(again.body.export!.id).not.toBe(job.id);
    await waitForExport(userId);
  });

  it('reports an export whose worker went silent for 2 minutes as failed, and lets a new one start', async () => {
    const userId = await newUser();
    await startAccountExport(userId);
    const { job } = await waitForExport(userId);
    expect(job.state).toBe('ready');
    const silentSince = new Date(Date.now() - 3 * 60_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.accountExport(userId),
        UpdateExpression: 'SET #state = :preparing, heartbeat_at = :silent',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':preparing': 'preparing', ':silent': silentSince },
      }),
    );
    expect((await accountExportStatus(userId)).body.export).toMatchObject({ id: job.id, state: 'failed', download_url: null });
    const restarted = await startAccountExport(userId);
    expect(restarted.body.export).toMatchObject({ state: 'preparing' });
    expect(restarted.body.export!.id).not.toBe(job.id);
    expect((await waitForExport(userId)).job.state).toBe('ready');
  });

  it("refuses to start an export for a deleted account's still-valid token with 410, and writes nothing", async () => {
    const userId = await newUser();
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    expect(await startAccountExport(userId)).toMatchObject({ statusCode: 410, body: { error: { code: 'account.deleted' } } });
    expect((await allItemsOfUser(userId)).map((item) => item.entity)).toEqual(['deleted_account']);
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
