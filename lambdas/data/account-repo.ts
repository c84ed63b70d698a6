import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { TABLE_NAME, db } from './client';
import { Keys, SortKeyPrefix } from './keys';
import { parseItem } from './parse-item';
import { queryUserItems } from './query-user-items';
import { EXPORTS_PREFIX } from './object-prefixes';
import { s3 } from './storage';
import { userItemPages } from './user-item-pages';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1), DOCUMENTS_BUCKET: z.string().min(1) });

/** Any item of the user's partition: its keys and entity checked, every other attribute kept as stored. */
const userItemSchema = z.looseObject({ pk: z.string(), sk: z.string(), entity: z.string() });
export type UserItem = z.infer<typeof userItemSchema>;

/** Every item a user owns in the table, in key order (tests and small accounts; deletion and export page instead). */
export const allItemsOfUser = async (userId: string): Promise<UserItem[]> =>
  (await queryUserItems(userId, '')).map((item) => parseItem(userItemSchema, item, 'item of a user'));

type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

/** Batch writes in flight at once: enough to finish thousands of items in seconds, few enough not to be throttled. */
const DELETE_CONCURRENCY = 4;

/** Deletion stops between steps once this moment has passed, so the caller can hand the rest on. */
export type Deadline = number;

/** What a deletion step did: how much it removed, and whether nothing is left for it. */
export interface DeletionProgress {
  deleted: number;
  finished: boolean;
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** One batch of up to 25 deletes, retried with a growing pause until DynamoDB has processed all of it. */
const deleteBatch = async (keys: { pk: string; sk: string }[]) => {
  let batch: WriteRequests = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; batch.length; attempt++) {
    if (attempt > 0) await sleep(Math.min(50 * 2 ** attempt, 2_000));
    const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }));
    batch = UnprocessedItems?.[TABLE_NAME] ?? [];
  }
};

/**
 * Deletes the user's items except their payment records, which are financial records the privacy policy says we
 * keep for about seven years, and the account's tombstone. Reads keys only, a page at a time, so memory stays
 * bounded; repeat-safe, and it stops after a page once `deadline` has passed (`finished` is then false).
 */
export const deleteItemsOfUser = async (userId: string, deadline: Deadline = Infinity): Promise<DeletionProgress> => {
  const tombstone = Keys.deletedAccount(userId).sk;
  let deleted = 0;
  for await (const page of userItemPages(userId, '', ['pk', 'sk'])) {
    const keys = page
      .map((item) => ({ pk: String(item.pk), sk: String(item.sk) }))
      .filter((key) => !key.sk.startsWith(SortKeyPrefix.payment) && key.sk !== tombstone);
    const batches: { pk: string; sk: string }[][] = [];
    for (let i = 0; i < keys.length; i += 25) batches.push(keys.slice(i, i + 25));
    for (let i = 0; i < batches.length; i += DELETE_CONCURRENCY) await Promise.all(batches.slice(i, i + DELETE_CONCURRENCY).map(deleteBatch));
    deleted += keys.length;
    if (Date.now() > deadline) return { deleted, finished: false };
  }
  return { deleted, finished: true };
};

const deletePrefix = async (bucket: string, prefix: string, deadline: Deadline): Promise<DeletionProgress> => {
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    const objects = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
    if (objects.length) await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
    deleted += objects.length;
    ContinuationToken = page.NextContinuationToken;
    if (ContinuationToken && Date.now() > deadline) return { deleted, finished: false };
  } while (ContinuationToken);
  return { deleted, finished: true };
};

/** Removes every stored file of the user: script texts, exports, documents (processed and pending), passages and voice. */
export const deleteFilesOfUser = async (userId: string, deadline: Deadline = Infinity): Promise<DeletionProgress> => {
  const steps = await Promise.all([
    ...['scripts', EXPORTS_PREFIX.slice(0, -1)].map((folder) => deletePrefix(env.SCRIPTS_BUCKET, `${folder}/${userId}/`, deadline)),
    ...['documents', 'uploads/pending', 'passages', 'voice'].map((folder) => deletePrefix(env.DOCUMENTS_BUCKET, `${folder}/${userId}/`, deadline)),
  ]);
  return { deleted: steps.reduce((sum, step) => sum + step.deleted, 0), finished: steps.every((step) => step.finished) };
};
