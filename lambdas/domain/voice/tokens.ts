import { ASCII_LOWER, FNV_OFFSET, FNV_PRIME, ID_ABBREVIATION, IntBuffer, Vocabulary } from './vocabulary';

export { ID_EDGE, ID_STOP, IntBuffer, MAX_PHRASE_WORD_LENGTH, Vocabulary } from './vocabulary';

export const SENTENCE_START = 1;
export const CLAUSE_START = 2;
export const PARAGRAPH_START = 4;
/** The word's first letter is not the one its lower-case key starts with: it is written with a capital. */
export const CAPITALISED = 8;
const NEW_PARAGRAPH = SENTENCE_START | PARAGRAPH_START;

export const QUESTION = 1;
export const EXCLAMATION = 2;
export const PERIOD = 4;

// Under the test runner's module loader each read of an imported binding is a getter call: the hot loop uses copies.
const LOWER = ASCII_LOWER;
const HASH_OFFSET = FNV_OFFSET;
const HASH_PRIME = FNV_PRIME;
const ABBREVIATION = ID_ABBREVIATION;

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
// The role of each code unit of the Basic Multilingual Plane, worked out once (0 = not yet, else the role + 1).
const bmpRoles = new Uint8Array(65536);
const astralWord = new Map<number, boolean>();

const bmpRole = (c: number): number => {
  let known = bmpRoles[c]!;
  if (known === 0) {
    known = (LETTER_OR_NUMBER.test(String.fromCharCode(c)) ? WORD : roleOf(c)) + 1;
    bmpRoles[c] = known;
  }
  return known - 1;
};

/** Code units of the letter or number starting at `i` (0 when there is none): the same words as countWords. */
const wordCharAt = (text: string, i: number): number => {
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_ROLE[c] === WORD ? 1 : 0;
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const low = text.charCodeAt(i + 1);
    if (low < 0xdc00 || low > 0xdfff) return 0;
    const point = (c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
    let known = astralWord.get(point);
    if (known === undefined) {
      known = LETTER_OR_NUMBER.test(String.fromCodePoint(point));
      astralWord.set(point, known);
    }
    return known ? 2 : 0;
  }
  return bmpRole(c) === WORD ? 1 : 0;
};

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0xa0 || c === 0x0b || c === 0x0c || (c >= 0x2000 && c <= 0x200b) || c === 0x3000;
export const isOpening = (c: number) => c === 0x22 || c === 0x27 || c === 0x28 || c === 0x5b || c === 0x201c || c === 0x2018 || c === 0xab || c === 0xbf || c === 0xa1;

// What a character outside a word does to the sentence being read. Most characters do nothing.
const INERT = 0;
const SPACE = 1;
const NEWLINE = 2;
const END_MARK = 3;
/** Closes an end mark ('"Really?"') and starts a clause: " ) ” */
const CLOSING_QUOTE = 4;
/** Closes an end mark only: ' ’ */
const CLOSING_APOSTROPHE = 5;
/** Closes an end mark, starting a clause when it does: ] » */
const CLOSING_BRACKET = 6;
const CLAUSE_MARK = 7;
/** Starts a clause after a space (" - "), not inside "well-known" or "-->". */
const HYPHEN = 8;
const WORD = 9;

const roleOf = (c: number): number => {
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
const ASCII_ROLE = new Uint8Array(128).map((_, c) => roleOf(c));

const hex = (c: number) => `\\x${c.toString(16).padStart(2, '0')}`;
// The first character that is not inert ASCII: anything that is a word, moves a sentence's state, or lies beyond ASCII.
const NOT_INERT = new RegExp(`[^${Array.from(ASCII_ROLE.keys()).filter((c) => ASCII_ROLE[c] === INERT).map(hex).join('')}]`, 'g');
const LOOKED_AT_BY_HAND = 16;

/** Index of the first character at or after `from` that is not inert ASCII, or the text's length. */
const afterInert = (text: string, from: number): number => {
  const near = Math.min(text.length, from + LOOKED_AT_BY_HAND);
  for (let i = from; i < near; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || ASCII_ROLE[c] !== INERT) return i;
  }
  if (near === text.length) return near;
  // A long run of symbols ("<<<<…", "&&&&…"): the regular expression walks it natively.
  NOT_INERT.lastIndex = near;
  return NOT_INERT.test(text) ? NOT_INERT.lastIndex - 1 : text.length;
};

const isLowerStart = (text: string, i: number) => {
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

/** Where the last word ended, and the end marks read since (where they end): what closes a sentence. */
interface AfterWord {
  previousEnd: number;
  marks: number;
  markEnd: number;
}

/**
 * After end marks, does the word at `start` begin a new sentence? Not a word in lower case ("Really?" she asked),
 * nor after a full stop right behind an abbreviation or an initial ("Dr. Smith", "J. Smith").
 */
const startsSentenceAfterMarks = (text: string, start: number, after: AfterWord, previousFlags: number) => {
  if (isLowerStart(text, start)) return false;
  if ((after.marks & (QUESTION | EXCLAMATION)) !== 0 || after.markEnd !== after.previousEnd + 1) return true;
  return (previousFlags & ABBREVIATION) === 0;
};

export interface Tokens {
  vocabulary: Vocabulary;
  ids: IntBuffer;
  starts: IntBuffer;
  ends: IntBuffer;
  flags: Uint8Array;
  /** Token index where each sentence starts, the character offset where it ends, and its end mark. */
  sentenceStarts: IntBuffer;
  sentenceEnds: IntBuffer;
  sentenceMarks: IntBuffer;
  letters: number;
}

export interface ScanOptions {
  /** A line break before a capitalised line ends an unpunctuated sentence (plain text, not captions). */
  lineBreaks: boolean;
}

const closeSentence = (tokens: Tokens, after: AfterWord): void => {
  if (tokens.sentenceStarts.length > tokens.sentenceEnds.length) {
    tokens.sentenceEnds.push(after.markEnd > after.previousEnd ? after.markEnd : after.previousEnd);
    tokens.sentenceMarks.push(after.marks);
  }
};

/** One pass over the text: words (as countWords sees them), sentence and clause boundaries. */
export const scan = (text: string, options: ScanOptions): Tokens => {
  // A word takes a character and so does the gap after it: the token arrays never have to grow.
  const capacity = (text.length >> 1) + 1;
  const tokens: Tokens = {
    vocabulary: new Vocabulary(),
    ids: new IntBuffer(capacity),
    starts: new IntBuffer(capacity),
    ends: new IntBuffer(capacity),
    flags: new Uint8Array(capacity),
    sentenceStarts: new IntBuffer(64),
    sentenceEnds: new IntBuffer(64),
    sentenceMarks: new IntBuffer(64),
    letters: 0,
  };
  const after: AfterWord = { previousEnd: 0, marks: 0, markEnd: -1 };
  // The first word opens the first sentence here rather than in the loop, where it would be a path run only once.
  tokens.sentenceStarts.push(0);
  tokens.letters = readWords(text, options.lineBreaks, tokens, after);
  tokens.starts.length = tokens.ends.length = tokens.ids.length;
  if (tokens.ids.length === 0) tokens.sentenceStarts.length = 0;
  closeSentence(tokens, after);
  return tokens;
};

/**
 * The scan's loop, returning the letters read. Nothing but the return follows the loop: code that had not run yet when
 * the optimiser compiled the loop mid-way would discard the compiled loop on the way out (docs/voice-engine.md,
 * "Measured performance").
 */
const readWords = (text: string, lineBreaks: boolean, tokens: Tokens, after: AfterWord): number => {
  const { vocabulary, ids, flags, sentenceStarts } = tokens;
  // Written in place, the arrays being long enough; the caller sets the starts' and ends' lengths from the ids'.
  const idData = ids.data;
  const startData = tokens.starts.data;
  const endData = tokens.ends.data;
  let letters = 0;
  // What was read since the last word besides its end marks: a space after them, line breaks, a clause mark.
  let spaceAfterMark = false;
  let newlines = 0;
  let clause = false;
  let previousId = -1;

  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    let width: number;
    let role: number;
    if (c < 128) {
      role = ASCII_ROLE[c]!;
      if (role === INERT) {
        i = afterInert(text, i + 1);
        continue;
      }
      width = role === WORD ? 1 : 0;
    } else {
      width = wordCharAt(text, i);
      role = width !== 0 ? WORD : bmpRole(c);
    }
    if (role !== WORD) {
      if (role === SPACE || role === NEWLINE) {
        if (after.marks !== 0) spaceAfterMark = true;
        if (role === NEWLINE) newlines++;
      } else if (role === END_MARK) {
        after.marks |= c === 0x3f ? QUESTION : c === 0x21 ? EXCLAMATION : PERIOD;
        after.markEnd = i + 1;
        spaceAfterMark = false;
      } else if (role >= CLOSING_QUOTE && role <= CLOSING_BRACKET && after.markEnd === i && !spaceAfterMark) {
        after.markEnd = i + 1;
        if (role !== CLOSING_APOSTROPHE) clause = true;
      } else if (role === CLOSING_QUOTE || role === CLAUSE_MARK || (role === HYPHEN && i > 0 && isSpace(text.charCodeAt(i - 1)))) {
        clause = true;
      }
      i += 1;
      continue;
    }

    // An ASCII word is hashed as it is read and looked up in place; a word with other letters, by its spelling.
    const start = i;
    let hash = HASH_OFFSET;
    let ascii = c < 128;
    let wordLetters = width;
    if (ascii) hash = Math.imul(hash ^ LOWER[c]!, HASH_PRIME);
    i += width;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d < 128) {
        if (ASCII_ROLE[d] === WORD) wordLetters++;
        else if (d !== 0x27 && d !== 0x2d) break;
        hash = Math.imul(hash ^ LOWER[d]!, HASH_PRIME);
        i += 1;
      } else if (d === 0x2019) {
        ascii = false;
        i += 1;
      } else {
        const w = wordCharAt(text, i);
        if (w === 0) break;
        ascii = false;
        wordLetters += w;
        i += w;
      }
    }
    letters += wordLetters;

    const tokenIndex = ids.length;
    let boundary = 0;
    if (tokenIndex === 0 || newlines >= 2) boundary = NEW_PARAGRAPH;
    else if (after.marks !== 0 && (spaceAfterMark || newlines > 0)) {
      if (startsSentenceAfterMarks(text, start, after, vocabulary.flags[previousId]!)) boundary = SENTENCE_START;
    } else if (lineBreaks && newlines === 1 && after.marks === 0 && !clause && isUpperStart(text, start)) {
      boundary = SENTENCE_START;
    }
    if (tokenIndex !== 0 && boundary !== 0) {
      closeSentence(tokens, after);
      sentenceStarts.push(tokenIndex);
    }

    const id = ascii ? vocabulary.idOfAscii(text, start, i, hash) : vocabulary.idOfSpelling(text, start, i);
    idData[tokenIndex] = id;
    startData[tokenIndex] = start;
    endData[tokenIndex] = i;
    const capitalised = c < 128 ? c >= 65 && c <= 90 : c !== vocabulary.words[id]!.charCodeAt(0);
    flags[tokenIndex] = boundary | (clause ? CLAUSE_START : 0) | (capitalised ? CAPITALISED : 0);
    ids.length = tokenIndex + 1;

    previousId = id;
    after.previousEnd = i;
    after.marks = 0;
    after.markEnd = -1;
    spaceAfterMark = false;
    newlines = 0;
    clause = false;
  }
  return letters;
};

/** Words of a phrase, with the pronoun I capitalised as it is written: the key of a phrase in the stats. */
export const phraseOf = (words: readonly string[]): string =>
  words.map((word) => (word === 'i' || word.startsWith("i'") ? 'I' + word.slice(1) : word)).join(' ');

/** A run of tokens: first and one-past-last. */
export interface Span {
  from: number;
  to: number;
}
