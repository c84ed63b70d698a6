import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { TABLE_NAME, db } from './client';
import { type TransactItems, backoff, cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys, SortKeyPrefix, userPk } from './keys';
import { parseItem } from './parse-item';
import type { SearchEntry } from './search-entry';
import { BUCKET_PREFIX, type EncodedShard, WORD_GROUPS, type WordGroup, decodeShard, encodeShard, wordGroupOf, wordGroupOfItem } from './search-shard-format';

export { type SearchEntry, searchEntryOf } from './search-entry';

/**
 * The library's search index (docs/search.md): per user, shards holding the entries of a set of scripts (folded topic,
 * the distinct folded words of the current text, filters), filed by word so a search reads only its words' buckets.
 * Every write that changes what an entry is made of (a new script, a new version, a rename, a delete) rewrites the
 * entry's shard in the same transaction as the script row, conditioned on the shard's revision, so the index never
 * disagrees with the rows.
 */

/**
 * A new script joins the last shard while it stays this small, else starts a new one. Fewer, larger shards make a
 * search read fewer items; a save writes the shard's head and only the word groups it changed.
 */
export const SHARD_TARGET_BYTES = 256 * 1024;
/**
 * Past these, an entry that grew moves to a shard of its own: the shard's items together (a move writes two shards
 * in one transaction, whose limit is 4 MB) and its largest item (DynamoDB's item limit is 400 kB).
 */
export const SHARD_MAX_BYTES = 1024 * 1024;
export const ITEM_MAX_BYTES = 350 * 1024;

const fits = (encoded: EncodedShard, limit: number) => encoded.bytes <= limit && encoded.largestItem <= ITEM_MAX_BYTES;

const shardKeysSchema = z.object({ sk: z.string(), rev: z.number().int().positive() });

interface Shard {
  number: number;
  /** 0 for a shard not stored yet. */
  rev: number;
  entries: Map<string, SearchEntry>;
  /** Its word items as stored, by group, so a write puts only the groups it changes. */
  groups: Map<number, WordGroup>;
}

const shardNumberOf = (sk: string) => Number(sk.slice(SortKeyPrefix.searchShard.length));
const wordsPrefix = (shard: number) => Keys.searchWords('', shard, 0).sk.slice(0, -2);
const wordKeyParts = (sk: string) => {
  const [shard = '', group = ''] = sk.slice(SortKeyPrefix.searchWords.length).split('#');
  return { shard: Number(shard), group: Number(group) };
};

const shardOf = (head: Record<string, unknown>, words: Record<string, unknown>[], userId: string): Shard => {
  const { sk, rev } = parseItem(shardKeysSchema, head, `search shard of user ${userId}`);
  return {
    number: shardNumberOf(sk),
    rev,
    entries: decodeShard(head, words, `search shard ${sk} of user ${userId}`),
    groups: new Map(words.map((item) => [wordKeyParts(String(item.sk)).group, wordGroupOfItem(item)])),
  };
};

const wordItemsOf = async (userId: string, number: number) => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': wordsPrefix(number) },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

const readShard = async (userId: string, number: number): Promise<Shard | null> => {
  const [{ Item }, words] = await Promise.all([
    db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.searchShard(userId, number), ConsistentRead: true })),
    wordItemsOf(userId, number),
  ]);
  return Item ? shardOf(Item, words, userId) : null;
};

const readLastShard = async (userId: string): Promise<Shard | null> => {
  const last = await lastShardNumber(userId);
  return last ? readShard(userId, last) : null;
};

const sameGroup = (a: WordGroup | undefined, b: WordGroup) =>
  a !== undefined && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([name, value]) => a[name] === value);

/**
 * The writes of a shard as it is to become: its head Put conditioned on the revision read (the lock on the whole
 * shard), the word groups that changed, and Deletes of groups now empty; all Deletes once it holds nothing.
 */
const shardWrite = (userId: string, shard: Shard, encoded: EncodedShard | null): TransactItems => {
  const Key = Keys.searchShard(userId, shard.number);
  const condition = shard.rev
    ? { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': shard.rev } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const head: TransactItems[number] =
    encoded === null
      ? { Delete: { TableName: TABLE_NAME, Key, ...condition } }
      : { Put: { TableName: TABLE_NAME, Item: { ...Key, entity: Entity.searchShard, rev: shard.rev + 1, meta: encoded.meta }, ...condition } };
  const groups: TransactItems = [];
  for (let group = 0; group < WORD_GROUPS; group++) {
    const now = encoded?.groups.get(group);
    const before = shard.groups.get(group);
    const WordKey = Keys.searchWords(userId, shard.number, group);
    if (now && !sameGroup(before, now)) groups.push({ Put: { TableName: TABLE_NAME, Item: { ...WordKey, entity: Entity.searchWords, ...now } } });
    else if (!now && before) groups.push({ Delete: { TableName: TABLE_NAME, Key: WordKey } });
  }
  return [head, ...groups];
};

const shardWithout = (userId: string, shard: Shard, scriptId: string) => {
  const entries = new Map(shard.entries);
  entries.delete(scriptId);
  return shardWrite(userId, shard, entries.size ? encodeShard(entries) : null);
};

const newShard = (number: number): Shard => ({ number, rev: 0, entries: new Map(), groups: new Map() });

/** The shard writes that put `entry` (or, when null, no entry) for the script, and the shard it ends in. */
const planEntry = async (userId: string, scriptId: string, from: number | null, entry: SearchEntry | null) => {
  const items: TransactItems = [];
  const current = from === null ? null : await readShard(userId, from);
  if (current) {
    if (entry === null) return { items: shardWithout(userId, current, scriptId), shard: null };
    const encoded = encodeShard(new Map(current.entries).set(scriptId, entry));
    if (fits(encoded, SHARD_MAX_BYTES)) return { items: shardWrite(userId, current, encoded), shard: current.number };
    items.push(...shardWithout(userId, current, scriptId));
  }
  if (entry === null) return { items, shard: null };
  const last = await readLastShard(userId);
  if (last && last.number !== current?.number) {
    const encoded = encodeShard(new Map(last.entries).set(scriptId, entry));
    if (fits(encoded, SHARD_TARGET_BYTES)) return { items: [...items, ...shardWrite(userId, last, encoded)], shard: last.number };
  }
  const fresh = newShard(Math.max(last?.number ?? 0, current?.number ?? 0) + 1);
  return { items: [...items, ...shardWrite(userId, fresh, encodeShard(new Map([[scriptId, entry]])))], shard: fresh.number };
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
  /** Every script's entry, its `terms` holding only the words of the buckets asked for. */
  entries: Map<string, SearchEntry>;
}

const BATCH_KEYS = 100;

/** These items (a key with no item is simply not there), projected to `attributes`, 100 a request, all at once. */
const readItems = async (keys: Record<string, unknown>[], attributes: string[]) => {
  const projection = {
    ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
  };
  const batches = Array.from({ length: Math.ceil(keys.length / BATCH_KEYS) }, (_, index) => keys.slice(index * BATCH_KEYS, (index + 1) * BATCH_KEYS));
  const pages = await Promise.all(
    batches.map(async (batch) => {
      const items: Record<string, unknown>[] = [];
      let pending: Record<string, unknown>[] | undefined = batch;
      for (let attempt = 0; pending?.length; attempt++) {
        if (attempt > 0) await backoff(attempt);
        const answer: BatchGetCommandOutput = await db.send(
          new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending, ConsistentRead: true, ...projection } } }),
        );
        items.push(...(answer.Responses?.[TABLE_NAME] ?? []));
        pending = answer.UnprocessedKeys?.[TABLE_NAME]?.Keys;
      }
      return items;
    }),
  );
  return pages.flat();
};

/**
 * The index of a user for a search whose words fall in `buckets` (termBucket), read consistently, so a search right
 * after a save sees it: every shard's head, and of its words only the groups holding those buckets, projected to them.
 */
export const readSearchIndex = async (userId: string, buckets: readonly string[]): Promise<SearchIndex> => {
  const [state, last] = await Promise.all([
    db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.searchState(userId), ConsistentRead: true })),
    lastShardNumber(userId),
  ]);
  const numbers = Array.from({ length: last }, (_, index) => index + 1);
  const groups = [...new Set(buckets.map(wordGroupOf))];
  const [heads, words] = await Promise.all([
    readItems(numbers.map((number) => Keys.searchShard(userId, number)), ['sk', 'rev', 'meta']),
    groups.length
      ? readItems(
          numbers.flatMap((number) => groups.map((group) => Keys.searchWords(userId, number, group))),
          ['sk', ...new Set(buckets.map((bucket) => `${BUCKET_PREFIX}${bucket}`))],
        )
      : Promise.resolve([]),
  ]);
  const wordsOf = new Map<number, Record<string, unknown>[]>();
  for (const item of words) {
    const { shard } = wordKeyParts(String(item.sk));
    wordsOf.set(shard, [...(wordsOf.get(shard) ?? []), item]);
  }
  const entries = new Map<string, SearchEntry>();
  for (const head of heads) {
    for (const [id, entry] of shardOf(head, wordsOf.get(shardNumberOf(String(head.sk))) ?? [], userId).entries) entries.set(id, entry);
  }
  return { complete: state.Item?.complete === true, entries };
};

/** Records that every script of the user has its entry. */
export const markSearchIndexComplete = async (userId: string) => {
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...Keys.searchState(userId), entity: Entity.searchState, complete: true } }));
};

/** A new shard holding these entries, conditioned on its number being free, for a backfill's transaction. */
export const newShardWrite = (userId: string, number: number, entries: Map<string, SearchEntry>) => {
  const encoded = encodeShard(entries);
  return { items: shardWrite(userId, newShard(number), encoded), fits: fits(encoded, SHARD_TARGET_BYTES) };
};

/** The highest shard number in use (0 for none): its key only is read. */
export const lastShardNumber = async (userId: string) => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.searchShard },
      ProjectionExpression: 'sk',
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return Items[0] ? shardNumberOf(String(Items[0].sk)) : 0;
};
