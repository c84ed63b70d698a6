import { ABBREVIATIONS } from './lexicon';

// How caption-passages.ts tells where a sentence ends inside a cue: marks, closers, the word before a full stop.

/** A sentence mark at a passage's end outranks any pause (pauses are capped below it), so punctuation, where there is some, decides. */
export const MARK_STRENGTH = 3;

export const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 0xbf;

export const isMark = (c: number) => c === 0x2e || c === 0x3f || c === 0x21 || c === 0x2026;
export const isCloser = (c: number) => c === 0x22 || c === 0x27 || c === 0x29 || c === 0x5d || c === 0x201d || c === 0x2019;
export const startsLower = (text: string, i: number) => {
  const ch = text[i];
  return ch !== undefined && ch !== ch.toUpperCase() && ch === ch.toLowerCase();
};

// The longest word of caption-passages.ts's lists and of ABBREVIATIONS: a longer token is none of them, and is not lower-cased.
const LISTED_MAX_LENGTH = 9;

/** The bare lower-case word of text[from, to) (marks and quotes around it removed), or '' when too long to be listed. */
export const bareWord = (text: string, from: number, to: number): string => {
  while (from < to && !isWordCode(text.charCodeAt(from))) from++;
  while (to > from && !isWordCode(text.charCodeAt(to - 1))) to--;
  if (to - from > LISTED_MAX_LENGTH) return '';
  const word = text.slice(from, to).toLowerCase();
  return word.includes('’') ? word.replaceAll('’', "'") : word;
};

/** True when the token text[from, to) ends a sentence: a final . ? ! … (closing quotes allowed), not an abbreviation. */
export const endsSentence = (text: string, from: number, to: number): boolean => {
  let end = to;
  while (end > from && isCloser(text.charCodeAt(end - 1))) end--;
  if (end === from || !isMark(text.charCodeAt(end - 1))) return false;
  if (text.charCodeAt(end - 1) !== 0x2e) return true;
  const word = bareWord(text, from, end);
  return word === '' || (!ABBREVIATIONS.has(word) && !(word.length === 1 && word !== 'i' && word !== 'a'));
};


/** A place a passage may end: before word `word`, at `offset` in cue `cue` (0 = the cue's start). */
export interface Boundaries {
  word: number[];
  cue: number[];
  offset: number[];
  strength: number[];
}


/** How far reading the cues has got: words so far, whether the last token ended a sentence, the last word's place. */
export interface Reading {
  words: number;
  endedSentence: boolean;
  lastFrom: number;
  lastTo: number;
}

