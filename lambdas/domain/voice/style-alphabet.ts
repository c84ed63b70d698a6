// The alphabet the style n-grams are written in (style-grams.ts): 28 symbols, and each n-gram's id among all of them.

/** Symbol codes: a–z are 1–26, the in-word apostrophe 27, the word gap 28 (0 is unused). */
export const APOSTROPHE = 27;
export const GAP = 28;
/** Symbols are 1–28, so an n-gram's symbols read as the digits of a base-29 number make its id. */
export const BASE = 29;
/** How many distinct symbols a normalised text can hold (a–z, the apostrophe, the gap). */
export const SYMBOLS = 28;
export const MIN_GRAM = 2;
export const MAX_GRAM = 4;
// Markup like [laughter] or [Music] is dropped; a "[" with no "]" this close is just a separator.
export const MAX_BRACKETED = 200;

const CHAR_A = 97;
const CHAR_Z = 122;
const UPPER_A = 65;
const UPPER_Z = 90;
export const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = ']';

// Symbol code of each ASCII character that is a letter (either case); 0 for anything else.
export const LETTER_CODES = new Uint8Array(128);
for (let code = CHAR_A; code <= CHAR_Z; code++) LETTER_CODES[code] = code - CHAR_A + 1;
for (let code = UPPER_A; code <= UPPER_Z; code++) LETTER_CODES[code] = code - UPPER_A + 1;

export const codeOfLetter = (charCode: number): number => (charCode < 128 ? LETTER_CODES[charCode]! : 0);

export const isApostrophe = (charCode: number) => charCode === 39 || charCode === 0x2019 || charCode === 0x02bc;

export const symbolOf = (char: string): number => (char === ' ' ? GAP : char === "'" ? APOSTROPHE : codeOfLetter(char.charCodeAt(0)));

export const charOf = (code: number): string => (code === GAP ? ' ' : code === APOSTROPHE ? "'" : String.fromCharCode(CHAR_A + code - 1));

// Each order has its own range of ids, so one table indexes 2-, 3- and 4-grams.
export const ORDER_OFFSET = [0, 0, 0, BASE ** 2, BASE ** 2 + BASE ** 3] as const;
export const ID_SPACE = BASE ** 2 + BASE ** 3 + BASE ** 4;
