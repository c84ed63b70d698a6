/**
 * Character n-gram counts: the stylometric fingerprint the voice match compares (Cosine Delta over 2–4-grams).
 *
 * Text is normalised the same way on both sides, so that a markdown script and a caption file compare
 * fairly: lower case, curly apostrophes straightened, [bracketed] markup dropped, and everything but letters
 * a–z and in-word apostrophes (punctuation, digits, line breaks, symbols) turned into a single space.
 * Punctuation habits are left out on purpose: in a transcript they belong to whoever typed it, not the voice.
 */

/** Symbol codes: a–z are 1–26, the in-word apostrophe 27, the word gap 28 (0 is unused). */
const APOSTROPHE = 27;
const GAP = 28;
const BASE = 29;
export const MIN_GRAM = 2;
export const MAX_GRAM = 4;
// Markup like [laughter] or [Music] is dropped; a "[" with no "]" this close is just a separator.
const MAX_BRACKETED = 200;

const CHAR_A = 97;
const CHAR_Z = 122;

const codeOfLetter = (charCode: number): number => (charCode >= CHAR_A && charCode <= CHAR_Z ? charCode - CHAR_A + 1 : 0);

const isApostrophe = (char: string) => char === "'" || char === '\u2019' || char === '\u02BC';

/** The normalised text as symbol codes, framed by a gap at each end. Linear time. */
export const styleSymbols = (text: string): Uint8Array => {
  const lower = text.toLowerCase();
  const symbols = new Uint8Array(lower.length + 2);
  let length = 0;
  symbols[length++] = GAP;
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i]!;
    const letter = codeOfLetter(lower.charCodeAt(i));
    if (letter > 0) {
      symbols[length++] = letter;
      continue;
    }
    if (char === '[') {
      const close = lower.indexOf(']', i + 1);
      if (close > i && close - i <= MAX_BRACKETED) i = close;
    } else if (isApostrophe(char) && symbols[length - 1]! <= 26 && codeOfLetter(lower.charCodeAt(i + 1)) > 0) {
      symbols[length++] = APOSTROPHE;
      continue;
    }
    if (symbols[length - 1] !== GAP) symbols[length++] = GAP;
  }
  if (symbols[length - 1] !== GAP) symbols[length++] = GAP;
  return symbols.subarray(0, length);
};

const symbolOf = (char: string): number => (char === ' ' ? GAP : char === "'" ? APOSTROPHE : codeOfLetter(char.charCodeAt(0)));

const charOf = (code: number): string => (code === GAP ? ' ' : code === APOSTROPHE ? "'" : String.fromCharCode(CHAR_A + code - 1));

/** The normalised text itself (for tests and tools): what the n-grams are counted over. */
export const normaliseForStyle = (text: string): string => Array.from(styleSymbols(text), charOf).join('');

// Each order has its own range of ids, so one table indexes 2-, 3- and 4-grams.
const ORDER_OFFSET = [0, 0, 0, BASE ** 2, BASE ** 2 + BASE ** 3] as const;
const ID_SPACE = BASE ** 2 + BASE ** 3 + BASE ** 4;

const gramId = (symbols: ArrayLike<number>, start: number, order: number): number => {
  let id = 0;
  for (let k = 0; k < order; k++) id = id * BASE + symbols[start + k]!;
  return ORDER_OFFSET[order]! + id;
};

/** A fixed list of n-grams (the features) and the table that finds a gram's position in it. */
export interface StyleFeatures {
  readonly grams: readonly string[];
  readonly indexOf: Int32Array;
}

export const styleFeatures = (grams: readonly string[]): StyleFeatures => {
  const indexOf = new Int32Array(ID_SPACE).fill(-1);
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
  const counts = new Array<number>(features.grams.length).fill(0);
  let grams = 0;
  let gaps = 0;
  for (const symbol of symbols) if (symbol === GAP) gaps++;
  for (let order = MIN_GRAM; order <= MAX_GRAM; order++) {
    const last = symbols.length - order;
    if (last < 0) continue;
    grams += last + 1;
    for (let start = 0; start <= last; start++) {
      const index = features.indexOf[gramId(symbols, start, order)]!;
      if (index >= 0) counts[index]!++;
    }
  }
  return { counts, grams, words: Math.max(0, gaps - 1) };
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
