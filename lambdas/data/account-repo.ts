import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { TABLE_NAME, db } from './client';
import { SortKeyPrefix } from './keys';
import { queryUserItems } from './query-user-items';
import { s3 } from './storage';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1), DOCUMENTS_BUCKET: z.string().min(1) });

/** Every item a user owns in the table, in key order. */
export const allItemsOfUser = (userId: string) => queryUserItems(userId, '');

/**
 * Deletes the user's items except their payment records, which are financial records the privacy policy
 * says we keep for about seven years.
 */
export const deleteItemsOfUser = async (userId: string): Promise<number> => {
  const keys = (await allItemsOfUser(userId))
    .filter((item) => !String(item.sk).startsWith(SortKeyPrefix.payment))
    .map((item) => ({ pk: item.pk, sk: item.sk }));
  for (let i = 0; i < keys.length; i += 25) {
    let batch: Record<string, unknown>[] = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    while (batch.length) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }));
      batch = (UnprocessedItems?.[TABLE_NAME] as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return keys.length;
};

const deletePrefix = async (bucket: string, prefix: string): Promise<number> => {
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    const objects = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
    if (objects.length) await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
    deleted += objects.length;
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return deleted;
};

/** Removes every stored file of the user: script texts, documents (processed and pending), passages and voice. */
export const deleteFilesOfUser = async (userId: string): Promise<number> => {
  const counts = await Promise.all([
    deletePrefix(env.SCRIPTS_BUCKET, `scripts/${userId}/`),
    ...['documents', 'uploads/pending', 'passages', 'voice'].map((folder) => deletePrefix(env.DOCUMENTS_BUCKET, `${folder}/${userId}/`)),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
};
