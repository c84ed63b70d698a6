import {
  CLAUSE_MARK as CLAUSE_MARK_ROLE,
  CLOSING_APOSTROPHE as CLOSING_APOSTROPHE_ROLE,
  CLOSING_BRACKET as CLOSING_BRACKET_ROLE,
  CLOSING_QUOTE as CLOSING_QUOTE_ROLE,
  END_MARK as END_MARK_ROLE,
  HYPHEN as HYPHEN_ROLE,
  INERT as INERT_ROLE,
  NEWLINE as NEWLINE_ROLE,
  SPACE as SPACE_ROLE,
  WORD as WORD_ROLE,
  isLowerStart,
  isSpace,
  isUpperStart,
  roleOf,
} from './character-roles';
import { CAPITALISED, CLAUSE_START, EXCLAMATION, PARAGRAPH_START, PERIOD, QUESTION, SENTENCE_START } from './token-flags';
import type { ScanOptions, Tokens } from './token-types';
import { ASCII_LOWER, FNV_OFFSET, FNV_PRIME, ID_ABBREVIATION, IntBuffer, Vocabulary } from './vocabulary';

/*
 * The scanner: one pass over the text into typed arrays, shaped for the optimiser (docs/voice-engine.md, "Fast paths";
 * scan-reference.ts reads the same tokens plainly). Roles come from tables worked out once, runs of inert symbols are
 * crossed by a native search, ASCII words are hashed while read and found in place, the loop is a function with nothing
 * after it but a return, and it reads only module-local bindings: under the test runner's module loader each read of an
 * imported one is a getter call.
 */
const LOWER = ASCII_LOWER;
const HASH_OFFSET = FNV_OFFSET;
const HASH_PRIME = FNV_PRIME;
const ABBREVIATION = ID_ABBREVIATION;
const INERT = INERT_ROLE;
const SPACE = SPACE_ROLE;
const NEWLINE = NEWLINE_ROLE;
const END_MARK = END_MARK_ROLE;
const CLOSING_QUOTE = CLOSING_QUOTE_ROLE;
const CLOSING_APOSTROPHE = CLOSING_APOSTROPHE_ROLE;
const CLOSING_BRACKET = CLOSING_BRACKET_ROLE;
const CLAUSE_MARK = CLAUSE_MARK_ROLE;
const HYPHEN = HYPHEN_ROLE;
const WORD = WORD_ROLE;
const SENTENCE = SENTENCE_START;
const CLAUSE = CLAUSE_START;
const CAPITAL = CAPITALISED;
const NEW_PARAGRAPH = SENTENCE_START | PARAGRAPH_START;
const ASKED = QUESTION;
const EXCLAIMED = EXCLAMATION;
const STOPPED = PERIOD;
const isSpaceCode = isSpace;
const isUpperAt = isUpperStart;
const isLowerAt = isLowerStart;
const roleOfCode = roleOf;

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
// The role of each code unit of the Basic Multilingual Plane, worked out once (0 = not yet, else the role + 1).
const bmpRoles = new Uint8Array(65536);
const astralWord = new Map<number, boolean>();

const bmpRole = (c: number): number => {
  let known = bmpRoles[c]!;
  if (known === 0) {
    known = (LETTER_OR_NUMBER.test(String.fromCharCode(c)) ? WORD : roleOfCode(c)) + 1;
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

const ASCII_ROLE = new Uint8Array(128).map((_, c) => roleOfCode(c));

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
  if (isLowerAt(text, start)) return false;
  if ((after.marks & (ASKED | EXCLAIMED)) !== 0 || after.markEnd !== after.previousEnd + 1) return true;
  return (previousFlags & ABBREVIATION) === 0;
};

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
 * "Fast paths").
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
        after.marks |= c === 0x3f ? ASKED : c === 0x21 ? EXCLAIMED : STOPPED;
        after.markEnd = i + 1;
        spaceAfterMark = false;
      } else if (role >= CLOSING_QUOTE && role <= CLOSING_BRACKET && after.markEnd === i && !spaceAfterMark) {
        after.markEnd = i + 1;
        if (role !== CLOSING_APOSTROPHE) clause = true;
      } else if (role === CLOSING_QUOTE || role === CLAUSE_MARK || (role === HYPHEN && i > 0 && isSpaceCode(text.charCodeAt(i - 1)))) {
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
      if (startsSentenceAfterMarks(text, start, after, vocabulary.flags[previousId]!)) boundary = SENTENCE;
    } else if (lineBreaks && newlines === 1 && after.marks === 0 && !clause && isUpperAt(text, start)) {
      boundary = SENTENCE;
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
    flags[tokenIndex] = boundary | (clause ? CLAUSE : 0) | (capitalised ? CAPITAL : 0);
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
