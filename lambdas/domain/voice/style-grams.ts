/**
 * Character n-gram counts: the stylometric fingerprint the voice match compares (Cosine Delta over 2–4-grams).
 *
 * Text is normalised the same way on both sides, so that a markdown script and a caption file compare
 * fairly: letters a–z in either case, curly apostrophes straightened, [bracketed] markup dropped, and everything but letters
 * a–z and in-word apostrophes (punctuation, digits, line breaks, symbols) turned into a single space.
 * Punctuation habits are left out on purpose: in a transcript they belong to whoever typed it, not the voice.
 */

import {
  BASE,
  GAP,
  ID_SPACE,
  MAX_GRAM,
  MIN_GRAM,
  ORDER_OFFSET,
  charOf,
  symbolOf,
} from './style-alphabet';
import { countFeatureGrams, writeSymbols } from './style-grams-fast';

export { BASE, MAX_GRAM, MIN_GRAM, SYMBOLS, symbolOf } from './style-alphabet';

/** The normalised text as symbol codes, framed by a gap at each end. One pass over the character codes. */
export const styleSymbols = (text: string): Uint8Array => {
  const symbols = new Uint8Array(text.length + 2);
  let length = writeSymbols(text, symbols);
  if (symbols[length - 1] !== GAP) symbols[length++] = GAP;
  return symbols.subarray(0, length);
};

/** The normalised text itself (for tests and tools): what the n-grams are counted over. */
export const normaliseForStyle = (text: string): string => Array.from(styleSymbols(text), charOf).join('');

/** Words of the normalised text: what `countStyleGrams` counts as `words`, without counting the grams. */
export const styleWords = (text: string): number => {
  const symbols = styleSymbols(text);
  let gaps = 0;
  for (const symbol of symbols) if (symbol === GAP) gaps++;
  return Math.max(0, gaps - 1);
};

// Positions fit a 16-bit table (1.4 MB, kinder to the cache than 32-bit).
const MAX_FEATURES = 32_767;

const gramId = (symbols: ArrayLike<number>, start: number, order: number): number => {
  let id = 0;
  for (let k = 0; k < order; k++) id = id * BASE + symbols[start + k]!;
  return ORDER_OFFSET[order]! + id;
};

/** The position in the feature list of the `order`-gram of `symbols` starting at `start`, or -1 when it is not a feature. */
export const featureIndex = (features: StyleFeatures, symbols: ArrayLike<number>, start: number, order: number): number =>
  order < MIN_GRAM || order > MAX_GRAM ? -1 : features.indexOf[gramId(symbols, start, order)]!;

/** A fixed list of n-grams (the features) and the table that finds a gram's position in it. */
export interface StyleFeatures {
  readonly grams: readonly string[];
  readonly indexOf: Int16Array;
}

export const styleFeatures = (grams: readonly string[]): StyleFeatures => {
  const indexOf = new Int16Array(ID_SPACE).fill(-1);
  if (grams.length > MAX_FEATURES) throw new Error(`At most ${MAX_FEATURES} style features, not ${grams.length}`);
  grams.forEach((gram, index) => {
    const symbols = Array.from(gram, symbolOf);
    if (gram.length < MIN_GRAM || gram.length > MAX_GRAM || symbols.includes(0)) throw new Error(`Not a style n-gram: "${gram}"`);
    indexOf[gramId(symbols, 0, gram.length)] = index;
  });
  return { grams, indexOf };
};

/** Counts of each feature in a text, and the number of 2–4-grams it holds in all (the denominator of rates). */
export interface StyleCounts {
  counts: number[];
  grams: number;
  /** Words of the normalised text. */
  words: number;
}

export const countStyleGrams = (text: string, features: StyleFeatures): StyleCounts => {
  const symbols = styleSymbols(text);
  const counts = new Int32Array(features.grams.length);
  const gaps = countFeatureGrams(symbols, features.indexOf, counts);
  const n = symbols.length;
  const grams = Math.max(0, n - 1) + Math.max(0, n - 2) + Math.max(0, n - 3);
  return { counts: Array.from(counts), grams, words: Math.max(0, gaps - 1) };
};

/** Every 2–4-gram of a text with its count (for building the feature list and the background). */
export const allStyleGrams = (text: string): Map<string, number> => {
  const normalised = normaliseForStyle(text);
  const counts = new Map<string, number>();
  for (let order = MIN_GRAM; order <= MAX_GRAM; order++) {
    for (let start = 0; start + order <= normalised.length; start++) {
      const gram = normalised.slice(start, start + order);
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
  }
  return counts;
};
