import * as z from 'zod';
import { DURATIONS, PLATFORMS, TONES } from '../contracts/enums';
import { TABLE_NAME } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Keys, SortKeyPrefix } from './keys';
import { parseItem } from './parse-item';
import { type SearchEntry, lastShardNumber, markSearchIndexComplete, newShardWrite, searchEntryOf } from './search-index-repo';
import { WORD_GROUPS } from './search-shard-format';
import { getScriptBody } from './storage';
import { userItemPages } from './user-item-pages';

const unindexedRowSchema = z.object({
  id: z.string(),
  topic: z.string(),
  platform: z.enum(PLATFORMS),
  duration: z.enum(DURATIONS),
  tone: z.enum(TONES),
  file_path: z.string(),
  search_shard: z.number().nullish(),
});
type UnindexedRow = z.infer<typeof unindexedRowSchema>;

/** A transaction holds at most 100 items: the shard's head and word groups, and the rows. */
const ROWS_PER_SHARD = 100 - 1 - WORD_GROUPS;
const BODY_READS_AT_ONCE = 16;

const unindexedRows = async (userId: string): Promise<UnindexedRow[]> => {
  const rows: UnindexedRow[] = [];
  for await (const page of userItemPages(userId, SortKeyPrefix.script, Object.keys(unindexedRowSchema.shape))) {
    for (const item of page) {
      const row = parseItem(unindexedRowSchema, item, `script of user ${userId}`);
      if (row.search_shard == null) rows.push(row);
    }
  }
  return rows;
};

/** A row whose markdown is gone (a broken script) is still found by its topic. */
const bodyMissing = (error: unknown) => {
  if ((error as { name?: string }).name === 'NoSuchKey') return '';
  throw error;
};

const entriesOf = async (rows: UnindexedRow[]): Promise<Map<string, SearchEntry>> => {
  const entries = new Map<string, SearchEntry>();
  for (let i = 0; i < rows.length; i += BODY_READS_AT_ONCE) {
    const batch = rows.slice(i, i + BODY_READS_AT_ONCE);
    const bodies = await Promise.all(batch.map((row) => getScriptBody(row.file_path).catch(bodyMissing)));
    batch.forEach((row, index) => entries.set(row.id, searchEntryOf(row, bodies[index]!)));
  }
  return entries;
};

/**
 * One new shard for these rows and each row's pointer to it, in one transaction; a row changed meanwhile (a new
 * version, a rename, indexed by its own write) is left for the next pass, and a shard number taken meanwhile moves on.
 */
const indexRows = async (userId: string, rows: UnindexedRow[], entries: Map<string, SearchEntry>): Promise<void> => {
  let pending = rows;
  for (let attempt = 0; pending.length && attempt < 10; attempt++) {
    const number = (await lastShardNumber(userId)) + 1;
    const shard = newShardWrite(userId, number, new Map(pending.map((row) => [row.id, entries.get(row.id)!])));
    if (!shard.fits && pending.length > 1) {
      const half = Math.ceil(pending.length / 2);
      await indexRows(userId, pending.slice(0, half), entries);
      await indexRows(userId, pending.slice(half), entries);
      return;
    }
    try {
      await writeTransaction([
        ...shard.items,
        ...pending.map((row) => ({
          Update: {
            TableName: TABLE_NAME,
            Key: Keys.script(userId, row.id),
            UpdateExpression: 'SET search_shard = :shard',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(search_shard) AND file_path = :file AND topic = :topic',
            ExpressionAttributeValues: { ':shard': number, ':file': row.file_path, ':topic': row.topic },
          },
        })),
      ]);
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      pending = pending.filter((_, index) => codes[index + shard.items.length] !== 'ConditionalCheckFailed');
    }
  }
};

/**
 * Gives every script of the user that has no search entry one (scripts saved before the index existed), then records
 * that the index is complete. Repeat-safe and safe beside the user's own writes: each row is pointed at its entry
 * only while it is as it was read, and rows changed meanwhile are read again on the next pass.
 */
export const completeSearchIndex = async (userId: string): Promise<void> => {
  for (let pass = 0; pass < 5; pass++) {
    const rows = await unindexedRows(userId);
    if (!rows.length) return markSearchIndexComplete(userId);
    for (let i = 0; i < rows.length; i += ROWS_PER_SHARD) {
      const batch = rows.slice(i, i + ROWS_PER_SHARD);
      await indexRows(userId, batch, await entriesOf(batch));
    }
  }
  throw new Error(`scripts of user ${userId} kept changing while their search entries were made`);
};
