/**
 * Character n-gram counts: the stylometric fingerprint the voice match compares (Cosine Delta over 2–4-grams).
 *
 * Text is normalised the same way on both sides, so that a markdown script and a caption file compare
 * fairly: letters a–z in either case, curly apostrophes straightened, [bracketed] markup dropped, and everything but letters
 * a–z and in-word apostrophes (punctuation, digits, line breaks, symbols) turned into a single space.
 * Punctuation habits are left out on purpose: in a transcript they belong to whoever typed it, not the voice.
 */

/** Symbol codes: a–z are 1–26, the in-word apostrophe 27, the word gap 28 (0 is unused). */
const APOSTROPHE = 27;
const GAP = 28;
/** Symbols are 1–28, so an n-gram's symbols read as the digits of a base-29 number make its id. */
export const BASE = 29;
/** How many distinct symbols a normalised text can hold (a–z, the apostrophe, the gap). */
export const SYMBOLS = 28;
export const MIN_GRAM = 2;
export const MAX_GRAM = 4;
// Markup like [laughter] or [Music] is dropped; a "[" with no "]" this close is just a separator.
const MAX_BRACKETED = 200;

const CHAR_A = 97;
const CHAR_Z = 122;
const UPPER_A = 65;
const UPPER_Z = 90;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = ']';

// Symbol code of each ASCII character that is a letter (either case); 0 for anything else.
const LETTER_CODES = new Uint8Array(128);
for (let code = CHAR_A; code <= CHAR_Z; code++) LETTER_CODES[code] = code - CHAR_A + 1;
for (let code = UPPER_A; code <= UPPER_Z; code++) LETTER_CODES[code] = code - UPPER_A + 1;

const codeOfLetter = (charCode: number): number => (charCode < 128 ? LETTER_CODES[charCode]! : 0);

const isApostrophe = (charCode: number) => charCode === 39 || charCode === 0x2019 || charCode === 0x02bc;

/** The normalised text as symbol codes, framed by a gap at each end. One pass over the character codes. */
export const styleSymbols = (text: string): Uint8Array => {
  const symbols = new Uint8Array(text.length + 2);
  let length = writeSymbols(text, symbols);
  if (symbols[length - 1] !== GAP) symbols[length++] = GAP;
  return symbols.subarray(0, length);
};

// The loops below return right after they end: code after a long loop that has not run yet when the optimiser
// compiles the loop mid-way would discard the compiled loop on the way out (docs/voice-engine.md, "Measured performance").

/** Writes the text's symbols after a leading gap; returns how many were written. */
const writeSymbols = (text: string, symbols: Uint8Array): number => {
  let length = 0;
  symbols[length++] = GAP;
  for (let i = 0; i < text.length; i++) {
    const charCode = text.charCodeAt(i);
    const letter = codeOfLetter(charCode);
    if (letter > 0) {
      symbols[length++] = letter;
      continue;
    }
    if (charCode === OPEN_BRACKET) {
      const close = text.indexOf(CLOSE_BRACKET, i + 1);
      if (close > i && close - i <= MAX_BRACKETED) i = close;
    } else if (isApostrophe(charCode) && symbols[length - 1]! < APOSTROPHE && codeOfLetter(text.charCodeAt(i + 1)) > 0) {
      symbols[length++] = APOSTROPHE;
      continue;
    }
    if (symbols[length - 1] !== GAP) symbols[length++] = GAP;
  }
  return length;
};

export const symbolOf = (char: string): number => (char === ' ' ? GAP : char === "'" ? APOSTROPHE : codeOfLetter(char.charCodeAt(0)));

const charOf = (code: number): string => (code === GAP ? ' ' : code === APOSTROPHE ? "'" : String.fromCharCode(CHAR_A + code - 1));

/** The normalised text itself (for tests and tools): what the n-grams are counted over. */
export const normaliseForStyle = (text: string): string => Array.from(styleSymbols(text), charOf).join('');

/** Words of the normalised text: what `countStyleGrams` counts as `words`, without counting the grams. */
export const styleWords = (text: string): number => {
  const symbols = styleSymbols(text);
  let gaps = 0;
  for (const symbol of symbols) if (symbol === GAP) gaps++;
  return Math.max(0, gaps - 1);
};

// Each order has its own range of ids, so one table indexes 2-, 3- and 4-grams.
const ORDER_OFFSET = [0, 0, 0, BASE ** 2, BASE ** 2 + BASE ** 3] as const;
const ID_SPACE = BASE ** 2 + BASE ** 3 + BASE ** 4;
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

/** Counts each feature's grams among the symbols into `counts`; returns the gaps (word boundaries) seen. */
const countFeatureGrams = (symbols: Uint8Array, indexOf: Int16Array, counts: Int32Array): number => {
  const n = symbols.length;
  let gaps = 0;
  // Rolling ids: each position's 2-gram extends to its 3-gram and 4-gram, so every symbol is read once per order.
  for (let start = 0; start < n; start++) {
    const first = symbols[start]!;
    if (first === GAP) gaps++;
    if (start + 1 >= n) break;
    const two = first * BASE + symbols[start + 1]!;
    let index = indexOf[two]!;
    if (index >= 0) counts[index]!++;
    if (start + 2 >= n) continue;
    const three = two * BASE + symbols[start + 2]!;
    index = indexOf[ORDER_OFFSET[3] + three]!;
    if (index >= 0) counts[index]!++;
    if (start + 3 >= n) continue;
    index = indexOf[ORDER_OFFSET[4] + three * BASE + symbols[start + 3]!]!;
    if (index >= 0) counts[index]!++;
  }
  return gaps;
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
