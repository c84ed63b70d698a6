import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { DURATIONS, type Duration, PLATFORMS, type Platform, TONES, type Tone } from '../contracts/enums';
import { foldForSearch, searchTermsOf } from '../contracts/search-text';
import { TABLE_NAME, db } from './client';
import { type TransactItems, backoff, cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys, SortKeyPrefix, userPk } from './keys';
import { parseItem } from './parse-item';

/**
 * The library's search index (docs/search.md): per user, shards of compressed entries, one entry per script with its
 * folded topic, the distinct folded words of its current text and its filters. Every write that changes what an
 * entry is made of (a new script, a new version, a rename, a delete) rewrites the entry's shard in the same
 * transaction as the script row, conditioned on the shard's revision, so the index never disagrees with the rows.
 */
export interface SearchEntry {
  topic: string;
  terms: string;
  platform: Platform;
  duration: Duration;
  tone: Tone;
}

/** A new script joins the last shard while it stays this small (compressed), else starts a new one: each write rewrites one shard. */
export const SHARD_TARGET_BYTES = 64 * 1024;
/** Past this (DynamoDB's item limit is 400 KB), an entry that grew moves to a shard of its own. */
export const SHARD_MAX_BYTES = 300 * 1024;

export const searchEntryOf = (script: { topic: string; platform: Platform; duration: Duration; tone: Tone }, body: string): SearchEntry => ({
  topic: foldForSearch(script.topic),
  terms: searchTermsOf(body),
  platform: script.platform,
  duration: script.duration,
  tone: script.tone,
});

const storedEntrySchema = z.tuple([z.string(), z.string(), z.enum(PLATFORMS), z.enum(DURATIONS), z.enum(TONES)]);
const storedEntriesSchema = z.record(z.string(), storedEntrySchema);
const shardItemSchema = z.object({ sk: z.string(), rev: z.number().int().positive(), data: z.instanceof(Uint8Array) });

interface Shard {
  number: number;
  /** 0 for a shard not stored yet. */
  rev: number;
  entries: Map<string, SearchEntry>;
}

const encode = (entries: Map<string, SearchEntry>): Buffer => {
  const json = JSON.stringify(Object.fromEntries([...entries].map(([id, e]) => [id, [e.topic, e.terms, e.platform, e.duration, e.tone]])));
  // Quality 5: within a few per cent of the best ratio on word lists, at a small fraction of its time.
  return brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } });
};

const decode = (data: Uint8Array, what: string): Map<string, SearchEntry> => {
  const stored = parseItem(storedEntriesSchema, JSON.parse(brotliDecompressSync(data).toString('utf8')), what);
  return new Map(Object.entries(stored).map(([id, [topic, terms, platform, duration, tone]]) => [id, { topic, terms, platform, duration, tone }]));
};

const shardNumberOf = (sk: string) => Number(sk.slice(SortKeyPrefix.searchShard.length));

const shardOf = (item: unknown, userId: string): Shard => {
  const { sk, rev, data } = parseItem(shardItemSchema, item, `search shard of user ${userId}`);
  return { number: shardNumberOf(sk), rev, entries: decode(data, `search shard ${sk} of user ${userId}`) };
};

const readShard = async (userId: string, number: number): Promise<Shard | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.searchShard(userId, number), ConsistentRead: true }));
  return Item ? shardOf(Item, userId) : null;
};

const readLastShard = async (userId: string): Promise<Shard | null> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.searchShard },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return Items[0] ? shardOf(Items[0], userId) : null;
};

/** The write of a shard as it is to become: a Put conditioned on the revision read, or a Delete once it holds nothing. */
const shardWrite = (userId: string, shard: Shard, data: Buffer | null): TransactItems[number] => {
  const Key = Keys.searchShard(userId, shard.number);
  const condition = shard.rev
    ? { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': shard.rev } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  if (data === null) return { Delete: { TableName: TABLE_NAME, Key, ...condition } };
  return { Put: { TableName: TABLE_NAME, Item: { ...Key, entity: Entity.searchShard, rev: shard.rev + 1, data }, ...condition } };
};

const shardWithout = (userId: string, shard: Shard, scriptId: string) => {
  const entries = new Map(shard.entries);
  entries.delete(scriptId);
  return shardWrite(userId, shard, entries.size ? encode(entries) : null);
};

/** The shard writes that put `entry` (or, when null, no entry) for the script, and the shard it ends in. */
const planEntry = async (userId: string, scriptId: string, from: number | null, entry: SearchEntry | null) => {
  const items: TransactItems = [];
  const current = from === null ? null : await readShard(userId, from);
  if (current) {
    if (entry === null) return { items: [shardWithout(userId, current, scriptId)], shard: null };
    const data = encode(new Map(current.entries).set(scriptId, entry));
    if (data.length <= SHARD_MAX_BYTES) return { items: [shardWrite(userId, current, data)], shard: current.number };
    items.push(shardWithout(userId, current, scriptId));
  }
  if (entry === null) return { items, shard: null };
  const last = await readLastShard(userId);
  if (last && last.number !== current?.number) {
    const data = encode(new Map(last.entries).set(scriptId, entry));
    if (data.length <= SHARD_TARGET_BYTES) return { items: [...items, shardWrite(userId, last, data)], shard: last.number };
  }
  const fresh: Shard = { number: Math.max(last?.number ?? 0, current?.number ?? 0) + 1, rev: 0, entries: new Map() };
  return { items: [...items, shardWrite(userId, fresh, encode(new Map([[scriptId, entry]])))], shard: fresh.number };
};

/** A condition of the caller's own items failed; `codes` are their cancellation reasons, in the caller's order. */
export class IndexedWriteRefusedError extends Error {
  constructor(readonly codes: string[]) {
    super('A condition of the write failed');
    this.name = 'IndexedWriteRefusedError';
  }
}

const SHARD_ATTEMPTS = 10;

/**
 * Writes the caller's items (built for the shard the script's entry lands in, null when it has none) and the entry's
 * shard in one transaction. `from` is the shard the script's row names now (null for none): the caller's items must
 * condition the row on it, so a move made meanwhile fails their condition instead of being undone. A shard changed
 * meanwhile by another script's write is read again and the whole write tried again.
 */
export const writeWithSearchEntry = async (
  userId: string,
  scriptId: string,
  change: { from: number | null; entry: SearchEntry | null },
  itemsFor: (shard: number | null) => TransactItems,
): Promise<number | null> => {
  for (let attempt = 0; ; attempt++) {
    const plan = await planEntry(userId, scriptId, change.from, change.entry);
    try {
      await writeTransaction([...plan.items, ...itemsFor(plan.shard)]);
      return plan.shard;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const own = codes.slice(plan.items.length);
      if (own.includes('ConditionalCheckFailed')) throw new IndexedWriteRefusedError(own);
      if (attempt + 1 >= SHARD_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
};

/** The condition a row's write carries on the shard the row names (`#shard` must name `search_shard`). */
export const shardCondition = (from: number | null) =>
  from === null
    ? { expression: 'attribute_not_exists(#shard)', values: {} }
    : { expression: '#shard = :fromShard', values: { ':fromShard': from } };

export interface SearchIndex {
  /** False until every script of the user has an entry (scripts from before the index: see search-index-backfill.ts). */
  complete: boolean;
  entries: Map<string, SearchEntry>;
}

/** The whole index of a user, read consistently: a search right after a save sees it. */
export const readSearchIndex = async (userId: string): Promise<SearchIndex> => {
  const index: SearchIndex = { complete: false, entries: new Map() };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.search },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.sk === Keys.searchState(userId).sk) index.complete = item.complete === true;
      else for (const [id, entry] of shardOf(item, userId).entries) index.entries.set(id, entry);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return index;
};

/** Records that every script of the user has its entry. */
export const markSearchIndexComplete = async (userId: string) => {
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...Keys.searchState(userId), entity: Entity.searchState, complete: true } }));
};

/** A new shard holding these entries, conditioned on its number being free, for a backfill's transaction. */
export const newShardWrite = (userId: string, number: number, entries: Map<string, SearchEntry>) => {
  const data = encode(entries);
  return { item: shardWrite(userId, { number, rev: 0, entries }, data), bytes: data.length };
};

export const lastShardNumber = async (userId: string) => (await readLastShard(userId))?.number ?? 0;
