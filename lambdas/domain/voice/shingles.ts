/**
 * Hashed 8-word shingles: how the voice match knows, without the documents, that a text copies 8 or more consecutive
 * words of the creator's (docs/voice-engine.md, "Copies do not count"). The creator's side is a sorted set of 40-bit
 * keys built from their stored passages; a text's side is every run of 8 words in it, looked up in that set.
 */

/** Consecutive words that make a copy: a run this long is rarely said twice by chance. */
export const SHINGLE_WORDS = 8;
/**
 * The most keys a creator's set holds (about 1.7 MB stored): every shingle of about 500,000 words of passages. Past
 * it the passages the writers are shown are all kept and the rest are sampled by key (docs/voice-engine.md).
 */
export const MAX_SHINGLES = 500_000;
/** Keys are 40 bits: with 500,000 of them a window of a text matches by chance about once in 2 million. */
const KEY_LOW_BITS = 8;
const KEY_SCALE = 2 ** KEY_LOW_BITS;

/** A word of a text: its hash and where it stands (UTF-16 offsets, end exclusive). */
export interface TextWords {
  hashes: Uint32Array;
  starts: Uint32Array;
  ends: Uint32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const APOSTROPHE = 39;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// ASCII letters and digits are read from a table; anything beyond ASCII is asked of the regular expression.
const ASCII_WORD = new Uint8Array(128);
for (let code = 48; code <= 57; code++) ASCII_WORD[code] = 1;
for (let code = 65; code <= 90; code++) ASCII_WORD[code] = 1;
for (let code = 97; code <= 122; code++) ASCII_WORD[code] = 1;

const isWordCode = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i);
  if (code < 128) return ASCII_WORD[code] === 1;
  if (code >= 0xd800 && code <= 0xdbff) return LETTER_OR_DIGIT.test(text.slice(i, i + 2));
  return code >= 0xdc00 && code <= 0xdfff ? LETTER_OR_DIGIT.test(text.slice(i - 1, i + 1)) : LETTER_OR_DIGIT.test(text[i]!);
};
const isApostrophe = (code: number) => code === APOSTROPHE || code === 0x2019 || code === 0x02bc;

/**
 * The words of a text (runs of letters and digits, inner apostrophes kept, so a hyphen splits a word), each hashed
 * (FNV-1a over its lower-case characters, apostrophes straightened), with where it stands. One pass, no substrings
 * for ASCII words.
 */
export const textWords = (text: string): TextWords => {
  const hashes: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isWordCode(text, i)) {
      i++;
      continue;
    }
    const start = i;
    let hash = FNV_OFFSET;
    while (i < text.length) {
      if (isWordCode(text, i)) {
        const code = text.charCodeAt(i);
        if (code < 128) hash = Math.imul(hash ^ (code >= 65 && code <= 90 ? code + 32 : code), FNV_PRIME);
        else for (const lower of text[i]!.toLowerCase()) hash = Math.imul(hash ^ lower.charCodeAt(0), FNV_PRIME);
        i++;
      } else if (isApostrophe(text.charCodeAt(i)) && i + 1 < text.length && isWordCode(text, i + 1)) {
        hash = Math.imul(hash ^ APOSTROPHE, FNV_PRIME);
        i++;
      } else break;
    }
    hashes.push(hash >>> 0);
    starts.push(start);
    ends.push(i);
  }
  return { hashes: Uint32Array.from(hashes), starts: Uint32Array.from(starts), ends: Uint32Array.from(ends) };
};

/** The normalised spelling of a word: lower case, straight apostrophes. */
export const normaliseWord = (word: string): string => word.toLowerCase().replace(/[’\u02bc]/g, "'");

/** A phrase as the word hashes the copy check compares. */
export const phraseHashes = (phrase: string): number[] => Array.from(textWords(phrase).hashes);

/** murmur3's finaliser: every input bit reaches every output bit. */
const mix = (value: number): number => {
  let h = value ^ (value >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** The 40-bit key of the 8 words from `start`: two independent 32-bit lanes, all of one and 8 bits of the other. */
export const shingleKey = (hashes: ArrayLike<number>, start: number): number => {
  let a = 0x9747b28c;
  let b = 0x3c6ef372;
  for (let k = 0; k < SHINGLE_WORDS; k++) {
    const word = hashes[start + k]!;
    a = Math.imul(a ^ word, 0x01000193);
    b = Math.imul((b ^ word) + k, 0x5bd1e995);
  }
  return mix(a) * KEY_SCALE + (mix(b) >>> (32 - KEY_LOW_BITS));
};

/** Every shingle key of a text, in order (none under 8 words). */
export const shingleKeys = (text: string): number[] => {
  const { hashes } = textWords(text);
  const keys: number[] = [];
  for (let start = 0; start + SHINGLE_WORDS <= hashes.length; start++) keys.push(shingleKey(hashes, start));
  return keys;
};

/** Sorted and without repeats, as a new array. */
const sortedUnique = (keys: Float64Array): Float64Array => {
  const sorted = keys.slice().sort();
  let length = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[length - 1]) sorted[length++] = sorted[i]!;
  return sorted.subarray(0, length);
};

/** The `limit` smallest distinct keys of a stream, in memory bounded by twice that. */
class SmallestKeys {
  private buffer: Float64Array;
  private length = 0;
  constructor(private readonly limit: number) {
    this.buffer = new Float64Array(Math.max(2 * limit, 16));
  }
  add(key: number) {
    if (this.length === this.buffer.length) this.compact();
    this.buffer[this.length++] = key;
  }
  keys(): Float64Array {
    this.compact();
    return this.buffer.slice(0, this.length);
  }
  private compact() {
    const kept = sortedUnique(this.buffer.subarray(0, this.length)).subarray(0, this.limit);
    this.buffer.set(kept);
    this.length = kept.length;
  }
}

/** True when the sorted `keys` hold `key` (binary search). */
export const hasShingle = (keys: Float64Array, key: number): boolean => {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = keys[middle]!;
    if (value === key) return true;
    if (value < key) low = middle + 1;
    else high = middle - 1;
  }
  return false;
};

/**
 * The creator's shingle set: every shingle of every stored passage of their documents (`perDocument`), sorted. Over
 * `limit`, all shingles of `shown` (the passages the writers may be shown, which they could copy) are kept, and the
 * rest of the room goes to the smallest keys of the others: a sample by key, the same for every document, so a
 * longer copy is found with a higher chance (docs/voice-engine.md).
 */
export const buildShingleSet = (perDocument: readonly (readonly string[])[], shown: readonly string[] = [], limit = MAX_SHINGLES): Float64Array => {
  const shownKeys = sortedUnique(Float64Array.from(shown.flatMap(shingleKeys))).subarray(0, limit);
  const others = new SmallestKeys(limit);
  for (const passages of perDocument) for (const passage of passages) for (const key of shingleKeys(passage)) others.add(key);
  const rest = others.keys();
  const merged = new Float64Array(shownKeys.length + rest.length);
  merged.set(shownKeys);
  let length = shownKeys.length;
  for (const key of rest) {
    if (length === limit) break;
    if (!hasShingle(shownKeys, key)) merged[length++] = key;
  }
  return sortedUnique(merged.subarray(0, length));
};

const MAGIC = [0x53, 0x48, 0x38, 0x01]; // "SH8", format 1

/** The set as bytes: a 4-byte header, then each key's distance from the previous one as a base-128 varint. */
export const encodeShingleSet = (keys: Float64Array): Uint8Array => {
  const bytes: number[] = [...MAGIC];
  let previous = 0;
  for (const key of keys) {
    let gap = key - previous;
    previous = key;
    while (gap >= 128) {
      bytes.push((gap % 128) | 128);
      gap = Math.floor(gap / 128);
    }
    bytes.push(gap);
  }
  return Uint8Array.from(bytes);
};

/** The set stored by `encodeShingleSet`; null for bytes of another format (the caller builds it again). */
export const decodeShingleSet = (bytes: Uint8Array): Float64Array | null => {
  if (bytes.length < MAGIC.length || MAGIC.some((byte, i) => bytes[i] !== byte)) return null;
  const keys = new Float64Array(bytes.length - MAGIC.length);
  let length = 0;
  let previous = 0;
  let gap = 0;
  let scale = 1;
  for (let i = MAGIC.length; i < bytes.length; i++) {
    const byte = bytes[i]!;
    gap += (byte & 127) * scale;
    if (byte & 128) {
      scale *= 128;
      continue;
    }
    previous += gap;
    keys[length++] = previous;
    gap = 0;
    scale = 1;
  }
  return keys.slice(0, length);
};
