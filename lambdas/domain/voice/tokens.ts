import { ABBREVIATIONS, PHRASE_EDGE_WORDS, PHRASE_STOP_WORDS } from './lexicon';

/** Words longer than this never enter a phrase, opener or sign-off: stats stay small. */
export const MAX_PHRASE_WORD_LENGTH = 30;

export const SENTENCE_START = 1;
export const CLAUSE_START = 2;
export const PARAGRAPH_START = 4;

export const QUESTION = 1;
export const EXCLAMATION = 2;
export const PERIOD = 4;

/** A growable Int32Array: token streams of a 10 MB file stay in typed memory, not in arrays of objects. */
export class IntBuffer {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(index: number): number {
    return this.data[index]!;
  }
}

const ASCII_WORD = new Uint8Array(128);
const ASCII_LOWER = new Uint8Array(128).map((_, c) => (c >= 65 && c <= 90 ? c + 32 : c));
for (let c = 0; c < 128; c++) {
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) ASCII_WORD[c] = 1;
}
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
// 0 = not yet known, 1 = letter or number, 2 = neither; code units of the Basic Multilingual Plane.
const bmpWord = new Uint8Array(65536);
const astralWord = new Map<number, boolean>();

/** Code units of the letter or number starting at `i` (0 when there is none): the same words as countWords. */
const wordCharAt = (text: string, i: number): number => {
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_WORD[c]!;
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
  let known = bmpWord[c]!;
  if (known === 0) {
    known = LETTER_OR_NUMBER.test(String.fromCharCode(c)) ? 1 : 2;
    bmpWord[c] = known;
  }
  return known === 1 ? 1 : 0;
};

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0xa0 || c === 0x0b || c === 0x0c || (c >= 0x2000 && c <= 0x200b) || c === 0x3000;
const isClosing = (c: number) => c === 0x22 || c === 0x27 || c === 0x29 || c === 0x5d || c === 0x201d || c === 0x2019 || c === 0xbb;
export const isOpening = (c: number) => c === 0x22 || c === 0x27 || c === 0x28 || c === 0x5b || c === 0x201c || c === 0x2018 || c === 0xab || c === 0xbf || c === 0xa1;
const isClauseMark = (c: number) => c === 0x2c || c === 0x3b || c === 0x3a || c === 0x2014 || c === 0x2013 || c === 0x28 || c === 0x29 || c === 0x22 || c === 0x201c || c === 0x201d;

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

export const ID_EDGE = 1;
export const ID_STOP = 2;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const fnv = (word: string): number => {
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h | 0;
};

const growBytes = (array: Uint8Array, needed: number): Uint8Array => {
  if (needed < array.length) return array;
  const grown = new Uint8Array(array.length * 2);
  grown.set(array);
  return grown;
};

const growInts = (array: Int32Array, needed: number): Int32Array => {
  if (needed < array.length) return array;
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
};

/**
 * The document's words, each interned once: per-token work is an integer, not a string. The scanner hashes a
 * word while reading it and finds it here by comparing in place, so a known word costs no allocation.
 */
export class Vocabulary {
  readonly words: string[] = [];
  readonly ids = new Map<string, number>();
  flags: Uint8Array = new Uint8Array(1024);
  hashes: Int32Array = new Int32Array(1024);
  private table = new Int32Array(4096);

  /** The id of the ASCII word text[start, end) (compared in lower case) whose hash is `hash`, or -1. */
  find(text: string, start: number, end: number, hash: number): number {
    const mask = this.table.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) return -1;
      const id = entry - 1;
      const word = this.words[id]!;
      if (this.hashes[id] !== hash || word.length !== length) continue;
      let k = 0;
      while (k < length && word.charCodeAt(k) === ASCII_LOWER[text.charCodeAt(start + k)]) k++;
      if (k === length) return id;
    }
  }

  intern(word: string): number {
    let id = this.ids.get(word);
    if (id !== undefined) return id;
    id = this.words.length;
    this.words.push(word);
    this.ids.set(word, id);
    this.flags = growBytes(this.flags, id);
    this.hashes = growInts(this.hashes, id);
    // An over-long "word" (a run of letters with no spaces) may not enter a phrase: stats stay small.
    this.flags[id] = (PHRASE_EDGE_WORDS.has(word) || word.length > MAX_PHRASE_WORD_LENGTH ? ID_EDGE : 0) | (PHRASE_STOP_WORDS.has(word) ? ID_STOP : 0);
    this.hashes[id] = fnv(word);
    if (this.words.length * 2 > this.table.length) {
      this.table = new Int32Array(this.table.length * 2);
      for (let k = 0; k < this.words.length; k++) this.place(k);
    } else this.place(id);
    return id;
  }

  private place(id: number): void {
    const mask = this.table.length - 1;
    let slot = this.hashes[id]! & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = id + 1;
  }
}

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

/** One pass over the text: words (as countWords sees them), sentence and clause boundaries. */
export const scan = (text: string, options: ScanOptions): Tokens => {
  const vocabulary = new Vocabulary();
  // Words with letters beyond ASCII, as written, so each spelling is lower-cased only once.
  const rawIds = new Map<string, number>();
  const ids = new IntBuffer();
  const starts = new IntBuffer();
  const ends = new IntBuffer();
  let flags: Uint8Array = new Uint8Array(1024);
  const sentenceStarts = new IntBuffer(64);
  const sentenceEnds = new IntBuffer(64);
  const sentenceMarks = new IntBuffer(64);
  let letters = 0;

  let marks = 0;
  let markEnd = -1;
  let spaceAfterMark = false;
  let newlines = 0;
  let clause = false;
  let gapStart = 0;
  let previousEnd = 0;
  let previousId = -1;

  const closeSentence = () => {
    if (sentenceStarts.length > sentenceEnds.length) {
      sentenceEnds.push(markEnd > previousEnd ? markEnd : previousEnd);
      sentenceMarks.push(marks);
    }
  };

  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const width = c < 128 ? ASCII_WORD[c]! : wordCharAt(text, i);
    if (width === 0) {
      if (c === 0x20) {
        if (marks !== 0) spaceAfterMark = true;
      } else if (c === 0x2e || c === 0x3f || c === 0x21 || c === 0x2026) {
        marks |= c === 0x3f ? QUESTION : c === 0x21 ? EXCLAMATION : PERIOD;
        markEnd = i + 1;
        spaceAfterMark = false;
      } else if (isSpace(c)) {
        if (marks !== 0) spaceAfterMark = true;
        if (c === 0x0a) newlines++;
      } else if (isClosing(c) && markEnd === i && !spaceAfterMark) {
        markEnd = i + 1;
        if (c !== 0x27 && c !== 0x2019) clause = true;
      } else if (isClauseMark(c) || (c === 0x2d && i > 0 && isSpace(text.charCodeAt(i - 1)))) {
        clause = true;
      }
      i += 1;
      continue;
    }

    // ASCII words are hashed and looked up in place; a word with other letters is lower-cased as a string.
    const start = i;
    let hash = FNV_OFFSET;
    let ascii = c < 128;
    let wordLetters = width;
    if (ascii) hash = Math.imul(hash ^ ASCII_LOWER[c]!, FNV_PRIME);
    i += width;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d < 128) {
        if (ASCII_WORD[d] === 1) wordLetters++;
        else if (d !== 0x27 && d !== 0x2d) break;
        hash = Math.imul(hash ^ ASCII_LOWER[d]!, FNV_PRIME);
        i += 1;
      } else {
        ascii = false;
        if (d === 0x2019) i += 1;
        else {
          const w = wordCharAt(text, i);
          if (w === 0) break;
          wordLetters += w;
          i += w;
        }
      }
    }
    letters += wordLetters;

    const tokenIndex = ids.length;
    let boundary = 0;
    if (tokenIndex === 0 || newlines >= 2) boundary = SENTENCE_START | PARAGRAPH_START;
    else if (marks !== 0 && (spaceAfterMark || newlines > 0)) {
      const strong = (marks & (QUESTION | EXCLAMATION)) !== 0;
      let abbreviation = false;
      if (marks === PERIOD && markEnd === gapStart + 1) {
        const previous = vocabulary.words[previousId]!;
        abbreviation = ABBREVIATIONS.has(previous) || (previous.length === 1 && previous !== 'i' && previous !== 'a');
      }
      // "Really?" she asked: a lower-case word after any mark continues the sentence.
      if (!isLowerStart(text, start) && (strong || !abbreviation)) boundary = SENTENCE_START;
    } else if (options.lineBreaks && newlines === 1 && marks === 0 && !clause && isUpperStart(text, start)) {
      boundary = SENTENCE_START;
    }
    if (boundary !== 0) {
      closeSentence();
      sentenceStarts.push(tokenIndex);
    }

    let id = ascii ? vocabulary.find(text, start, i, hash) : -1;
    if (id < 0) {
      const raw = text.slice(start, i);
      id = ascii ? -1 : (rawIds.get(raw) ?? -1);
      if (id < 0) {
        let word = raw.toLowerCase();
        if (!ascii && word.includes('’')) word = word.replaceAll('’', "'");
        id = vocabulary.intern(word);
        if (!ascii) rawIds.set(raw, id);
      }
    }
    ids.push(id);
    starts.push(start);
    ends.push(i);
    if (tokenIndex === flags.length) flags = growBytes(flags, tokenIndex);
    flags[tokenIndex] = boundary | (clause ? CLAUSE_START : 0);

    previousId = id;
    previousEnd = i;
    gapStart = i;
    marks = 0;
    markEnd = -1;
    spaceAfterMark = false;
    newlines = 0;
    clause = false;
  }
  closeSentence();
  return { vocabulary, ids, starts, ends, flags, sentenceStarts, sentenceEnds, sentenceMarks, letters };
};

/** Words of a phrase, with the pronoun I capitalised as it is written: the key of a phrase in the stats. */
export const phraseOf = (words: readonly string[]): string =>
  words.map((word) => (word === 'i' || word.startsWith("i'") ? 'I' + word.slice(1) : word)).join(' ');

/** A run of tokens: first and one-past-last. */
export interface Span {
  from: number;
  to: number;
}
