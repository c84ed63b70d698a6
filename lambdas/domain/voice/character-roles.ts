// What each character does to the sentence being read: the scanner's alphabet (scan-fast.ts, scan-reference.ts).

export const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0xa0 || c === 0x0b || c === 0x0c || (c >= 0x2000 && c <= 0x200b) || c === 0x3000;
export const isOpening = (c: number) => c === 0x22 || c === 0x27 || c === 0x28 || c === 0x5b || c === 0x201c || c === 0x2018 || c === 0xab || c === 0xbf || c === 0xa1;

// What a character outside a word does to the sentence being read. Most characters do nothing.
export const INERT = 0;
export const SPACE = 1;
export const NEWLINE = 2;
export const END_MARK = 3;
/** Closes an end mark ('"Really?"') and starts a clause: " ) ” */
export const CLOSING_QUOTE = 4;
/** Closes an end mark only: ' ’ */
export const CLOSING_APOSTROPHE = 5;
/** Closes an end mark, starting a clause when it does: ] » */
export const CLOSING_BRACKET = 6;
export const CLAUSE_MARK = 7;
/** Starts a clause after a space (" - "), not inside "well-known" or "-->". */
export const HYPHEN = 8;
export const WORD = 9;

/** The role of a character outside a word (letters and digits beyond ASCII are told apart by the caller). */
export const roleOf = (c: number): number => {
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return WORD;
  if (c === 0x0a) return NEWLINE;
  if (isSpace(c)) return SPACE;
  if (c === 0x2e || c === 0x3f || c === 0x21 || c === 0x2026) return END_MARK;
  if (c === 0x22 || c === 0x29 || c === 0x201d) return CLOSING_QUOTE;
  if (c === 0x27 || c === 0x2019) return CLOSING_APOSTROPHE;
  if (c === 0x5d || c === 0xbb) return CLOSING_BRACKET;
  if (c === 0x2c || c === 0x3b || c === 0x3a || c === 0x2014 || c === 0x2013 || c === 0x28 || c === 0x201c) return CLAUSE_MARK;
  return c === 0x2d ? HYPHEN : INERT;
};

export const isLowerStart = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 97 && c <= 122;
  const ch = text[i]!;
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase();
};
export const isUpperStart = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  const ch = text[i]!;
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
};
