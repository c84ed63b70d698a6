import { describe, expect, it } from 'vitest';
import { handler as deleteAccount } from '../../lambdas/api/profile/delete-account';
import { handler as exportAccount } from '../../lambdas/api/profile/export-account';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { Entity, Keys } from '../../lambdas/data/keys';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { apiEvent, invoke } from './support/api-event';
import { newUser, uploadText } from './support/documents';
import { storedFilesOf, validBody } from './support/scripts';

const withEverything = async () => {
  const userId = await newUser();
  await invoke(generate, apiEvent({ userId, method: 'POST', body: validBody }));
  await invoke(saveStyleGuide, apiEvent({ userId, method: 'PUT', body: { intro_template: 'Hi, Sam here' } }));
  await uploadText(userId, 'notes.txt', 'So this is how I talk. Honestly, it is simple. Catch you next time.');
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...Keys.payment(userId, 'cs_test_1'), entity: Entity.payment, credits: 10 } }));
  return userId;
};

describe('account export and deletion (the legal pages promise both)', () => {
  it('exports profile, scripts with their text, documents, style guide, ledger and payments as a download', async () => {
    const userId = await withEverything();
    const { statusCode, headers, body } = await invoke<Record<string, unknown[] | Record<string, unknown>>>(exportAccount, apiEvent({ userId }));
    expect(statusCode).toBe(200);
    expect(String(headers?.['content-disposition'])).toContain('attachment');
    expect(body.profile).toMatchObject({ subscription_credits: 2 });
    const [script] = body.scripts as { topic: string; text: string; pk?: string }[];
    expect(script).toMatchObject({ topic: validBody.topic, text: expect.stringContaining('# How to prune tomatoes') });
    expect(script).not.toHaveProperty('pk');
    expect(body.documents).toEqual([expect.objectContaining({ file_name: 'notes.txt', processed: true })]);
    expect(body.style_guide).toMatchObject({ intro_template: 'Hi, Sam here' });
    expect((body.credit_ledger as unknown[]).length).toBe(2);
    expect(body.payments).toHaveLength(1);
  });

  it('deletes everything but the payment records, files included', async () => {
    const userId = await withEverything();
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    const left = await allItemsOfUser(userId);
    expect(left.map((item) => item.entity)).toEqual(['payment']);
    expect(await storedFilesOf(userId)).toEqual([]);
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
  });
});
