import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { TABLE_NAME, db } from './client';
import { Keys, SortKeyPrefix } from './keys';
import { parseItem } from './parse-item';
import { queryUserItems } from './query-user-items';
import { s3 } from './storage';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1), DOCUMENTS_BUCKET: z.string().min(1) });

/** Any item of the user's partition: its keys and entity checked, every other attribute kept as stored. */
const userItemSchema = z.looseObject({ pk: z.string(), sk: z.string(), entity: z.string() });
export type UserItem = z.infer<typeof userItemSchema>;

/** Every item a user owns in the table, in key order. */
export const allItemsOfUser = async (userId: string): Promise<UserItem[]> =>
  (await queryUserItems(userId, '')).map((item) => parseItem(userItemSchema, item, 'item of a user'));

/**
 * How long a deleted account's tombstone is kept: far beyond any token's lifetime (ID tokens live at most a
 * day) and Stripe's webhook retries (three days). It holds nothing but the user's sub and the date.
 */
type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

/**
 * Deletes the user's items except their payment records, which are financial records the privacy policy
 * says we keep for about seven years, and the account's tombstone.
 */
export const deleteItemsOfUser = async (userId: string): Promise<number> => {
  const tombstone = Keys.deletedAccount(userId).sk;
  const keys = (await allItemsOfUser(userId))
    .filter((item) => !item.sk.startsWith(SortKeyPrefix.payment) && item.sk !== tombstone)
    .map((item) => ({ pk: item.pk, sk: item.sk }));
  for (let i = 0; i < keys.length; i += 25) {
    let batch: WriteRequests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    while (batch.length) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }));
      batch = UnprocessedItems?.[TABLE_NAME] ?? [];
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
