import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import * as z from 'zod';
import { DURATIONS, PLATFORMS, TONES } from '../contracts/enums';
import { termBucket } from '../contracts/search-text';
import { parseItem } from './parse-item';
import type { SearchEntry } from './search-entry';

/**
 * How a search shard is stored (docs/search.md). Its head item holds `meta`, the shard's scripts in order (id, folded
 * topic, filters) as Brotli-compressed JSON. Its words are filed by bucket (termBucket: `w:to` holds every word
 * starting "to", a line per word with the positions in `meta` of the scripts that say it), and the buckets are spread
 * over WORD_GROUPS items, so a search reads the heads and only the groups of its words' buckets.
 */
export const BUCKET_PREFIX = 'w:';
export const WORD_GROUPS = 32;

/** The word item a bucket is kept in (FNV-1a of the bucket). */
export const wordGroupOf = (bucket: string) => {
  let hash = 0x811c9dc5;
  for (const character of bucket) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % WORD_GROUPS;
};

const metaSchema = z.array(z.tuple([z.string(), z.string(), z.enum(PLATFORMS), z.enum(DURATIONS), z.enum(TONES)]));

const termsOf = (terms: string) => terms.split(' ').filter(Boolean);

/** A group item's bucket attributes. */
export type WordGroup = Record<string, string>;

export interface EncodedShard {
  meta: Buffer;
  groups: Map<number, WordGroup>;
  /** About what the shard's items weigh together: what its size limits are checked against. */
  bytes: number;
  /** About what its largest item weighs (DynamoDB's limit is 400 kB an item). */
  largestItem: number;
}

export const encodeShard = (entries: Map<string, SearchEntry>): EncodedShard => {
  const ids = [...entries.keys()];
  const metaJson = JSON.stringify(ids.map((id) => [id, entries.get(id)!.topic, entries.get(id)!.platform, entries.get(id)!.duration, entries.get(id)!.tone]));
  const meta = brotliCompressSync(metaJson, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: metaJson.length } });
  const buckets = new Map<string, Map<string, string[]>>();
  ids.forEach((id, position) => {
    for (const term of termsOf(entries.get(id)!.terms)) {
      const bucket = buckets.get(termBucket(term)) ?? buckets.set(termBucket(term), new Map()).get(termBucket(term))!;
      (bucket.get(term) ?? bucket.set(term, []).get(term)!).push(position.toString(36));
    }
  });
  const groups = new Map<number, WordGroup>();
  const groupBytes = new Map<number, number>();
  for (const [bucket, terms] of buckets) {
    const value = [...terms].map(([term, positions]) => `${term}\t${positions.join(',')}`).join('\n');
    const number = wordGroupOf(bucket);
    const group = groups.get(number) ?? groups.set(number, {}).get(number)!;
    group[`${BUCKET_PREFIX}${bucket}`] = value;
    groupBytes.set(number, (groupBytes.get(number) ?? 0) + Buffer.byteLength(bucket) + BUCKET_PREFIX.length + Buffer.byteLength(value));
  }
  const sizes = [...groupBytes.values()];
  return { meta, groups, bytes: sizes.reduce((sum, size) => sum + size, meta.length), largestItem: Math.max(meta.length, ...sizes) };
};

/** The bucket attributes of a stored word item. */
export const wordGroupOfItem = (item: Record<string, unknown>): WordGroup =>
  Object.fromEntries(Object.entries(item).filter((pair): pair is [string, string] => pair[0].startsWith(BUCKET_PREFIX) && typeof pair[1] === 'string'));

/**
 * The entries of a stored shard from its head and word items. Their `terms` hold the words the word items carry: all
 * of them for whole items, only the searched buckets' for projected ones.
 */
export const decodeShard = (head: Record<string, unknown>, words: readonly Record<string, unknown>[], what: string): Map<string, SearchEntry> => {
  if (!(head.meta instanceof Uint8Array)) throw new Error(`Malformed ${what}: no meta`);
  const meta = parseItem(metaSchema, JSON.parse(brotliDecompressSync(head.meta).toString('utf8')), what);
  const terms: string[][] = meta.map(() => []);
  for (const item of words) {
    for (const value of Object.values(wordGroupOfItem(item))) {
      for (const line of value.split('\n')) {
        const [term = '', positions = ''] = line.split('\t');
        for (const position of positions.split(',')) terms[parseInt(position, 36)]?.push(term);
      }
    }
  }
  return new Map(
    meta.map(([id, topic, platform, duration, tone], position) => {
      const words = terms[position]!.sort();
      return [id, { topic, terms: words.length ? ` ${words.join(' ')} ` : ' ', platform, duration, tone }];
    }),
  );
};
