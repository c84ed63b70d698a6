import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import * as z from 'zod';
import { DURATIONS, PLATFORMS, TONES } from '../contracts/enums';
import { termBucket } from '../contracts/search-text';
import { parseItem } from './parse-item';
import type { SearchEntry } from './search-entry';

/**
 * How a search shard is stored (docs/search.md): `meta`, the shard's scripts in order (id, folded topic, filters) as
 * Brotli-compressed JSON; and one string attribute per word bucket (`w:to` for the words starting "to"), a line per
 * word with the positions in `meta` of the scripts that say it. A search projects `meta` and its words' buckets only.
 */
export const BUCKET_PREFIX = 'w:';

const metaSchema = z.array(z.tuple([z.string(), z.string(), z.enum(PLATFORMS), z.enum(DURATIONS), z.enum(TONES)]));

const termsOf = (terms: string) => terms.split(' ').filter(Boolean);

export const encodeShard = (entries: Map<string, SearchEntry>): { attributes: Record<string, string | Buffer>; bytes: number } => {
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
  const attributes: Record<string, string | Buffer> = { meta };
  let bytes = meta.length;
  for (const [bucket, terms] of buckets) {
    const value = [...terms].map(([term, positions]) => `${term}\t${positions.join(',')}`).join('\n');
    attributes[`${BUCKET_PREFIX}${bucket}`] = value;
    bytes += Buffer.byteLength(bucket) + BUCKET_PREFIX.length + Buffer.byteLength(value);
  }
  return { attributes, bytes };
};

/**
 * The entries of a stored shard. Their `terms` hold the words of the buckets the item carries: all of them for a
 * whole item, only the searched buckets' for a projected one.
 */
export const decodeShard = (item: Record<string, unknown>, what: string): Map<string, SearchEntry> => {
  if (!(item.meta instanceof Uint8Array)) throw new Error(`Malformed ${what}: no meta`);
  const meta = parseItem(metaSchema, JSON.parse(brotliDecompressSync(item.meta).toString('utf8')), what);
  const terms: string[][] = meta.map(() => []);
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(BUCKET_PREFIX) || typeof value !== 'string') continue;
    for (const line of value.split('\n')) {
      const [term = '', positions = ''] = line.split('\t');
      for (const position of positions.split(',')) terms[parseInt(position, 36)]?.push(term);
    }
  }
  return new Map(
    meta.map(([id, topic, platform, duration, tone], position) => {
      const words = terms[position]!.sort();
      return [id, { topic, terms: words.length ? ` ${words.join(' ')} ` : ' ', platform, duration, tone }];
    }),
  );
};
