import {
  APOSTROPHE as APOSTROPHE_SYMBOL,
  BASE as SYMBOL_BASE,
  CLOSE_BRACKET as CLOSE_BRACKET_CHARACTER,
  GAP as GAP_SYMBOL,
  LETTER_CODES as LETTER_SYMBOLS,
  MAX_BRACKETED as MAX_BRACKETED_LENGTH,
  OPEN_BRACKET as OPEN_BRACKET_CODE,
  ORDER_OFFSET as ORDER_OFFSETS,
  isApostrophe as isApostropheCode,
} from './style-alphabet';

/*
 * The two loops every style count runs over a whole document, shaped for the optimiser (docs/voice-engine.md, "Fast
 * paths"; style-grams-reference.ts does the same plainly): each returns right after its loop, and reads only
 * module-local bindings, since under the test runner's module loader each read of an imported one is a getter call.
 */
const APOSTROPHE = APOSTROPHE_SYMBOL;
const GAP = GAP_SYMBOL;
const BASE = SYMBOL_BASE;
const LETTER_CODES = LETTER_SYMBOLS;
const MAX_BRACKETED = MAX_BRACKETED_LENGTH;
const OPEN_BRACKET = OPEN_BRACKET_CODE;
const CLOSE_BRACKET = CLOSE_BRACKET_CHARACTER;
const ORDER_OFFSET = ORDER_OFFSETS;
const isApostrophe = isApostropheCode;
const codeOfLetter = (charCode: number): number => (charCode < 128 ? LETTER_CODES[charCode]! : 0);

/** Writes the text's symbols after a leading gap; returns how many were written. */
export const writeSymbols = (text: string, symbols: Uint8Array): number => {
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

/** Counts each feature's grams among the symbols into `counts`; returns the gaps (word boundaries) seen. */
export const countFeatureGrams = (symbols: Uint8Array, indexOf: Int16Array, counts: Int32Array): number => {
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
