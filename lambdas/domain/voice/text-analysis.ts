import {
  ABBREVIATIONS,
  FILLERS,
  FUNCTION_WORDS,
  HYPE_WORDS,
  LEADING_CONJUNCTIONS,
  PERSON_WORDS,
  PHRASE_EDGE_WORDS,
  PHRASE_STOP_WORDS,
} from './lexicon';
import type { DocumentStats } from './types';

/** Sentences of this many words or more share the histogram's last bucket. */
export const MAX_SENTENCE_BUCKET = 60;
/** Passages kept per document, spread evenly across it. */
export const MAX_PASSAGES = 200;
/** Frequent phrases kept per document. */
export const MAX_PHRASES = 200;
/** Window of the standardised type-token ratio (distinct words per window of this many words). */
export const STTR_WINDOW = 100;

const PASSAGE_TARGET_WORDS = 60;
const PASSAGE_MIN_WORDS = 40;
const PASSAGE_MAX_WORDS = 150;
const PASSAGE_MAX_CHARACTERS = 3000;
// Text whose sentences run longer than this on average has no usable punctuation (auto-captions).
const UNPUNCTUATED_AVERAGE = 50;
const UNPUNCTUATED_CHUNK = 80;
const OPENER_MAX_WORDS = 5;
const SIGN_OFF_MAX_WORDS = 7;
// A first (last) sentence this short ("Hey guys!", "Peace!") is followed (preceded) by one more.
const SHORT_GREETING_WORDS = 4;
const PHRASE_CANDIDATES = 16384;
const MAX_PHRASE_WORD_LENGTH = 30;

const SENTENCE_START = 1;
const CLAUSE_START = 2;
const PARAGRAPH_START = 4;

const QUESTION = 1;
const EXCLAMATION = 2;
const PERIOD = 4;

/** A growable Int32Array: token streams of a 10 MB file stay in typed memory, not in arrays of objects. */
class IntBuffer {
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
const isOpening = (c: number) => c === 0x22 || c === 0x27 || c === 0x28 || c === 0x5b || c === 0x201c || c === 0x2018 || c === 0xab || c === 0xbf || c === 0xa1;
const isClauseMark = (c: number) => c === 0x2c || c === 0x3b || c === 0x3a || c === 0x2014 || c === 0x2013 || c === 0x28 || c === 0x29 || c === 0x22 || c === 0x201c || c === 0x201d;

const isLowerStart = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 97 && c <= 122;
  const ch = text[i]!;
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase();
};
const isUpperStart = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  const ch = text[i]!;
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
};

const FUNCTION_WORD_SET = new Set(FUNCTION_WORDS);
const MULTI_WORD_FILLERS = FILLERS.filter((filler) => filler.includes(' ')).map((filler) => filler.split(' ') as [string, string]);
const SINGLE_WORD_FILLERS = new Set(FILLERS.filter((filler) => !filler.includes(' ')));

const ID_EDGE = 1;
const ID_STOP = 2;

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
class Vocabulary {
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

interface Tokens {
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

interface ScanOptions {
  /** A line break before a capitalised line ends an unpunctuated sentence (plain text, not captions). */
  lineBreaks: boolean;
}

/** One pass over the text: words (as countWords sees them), sentence and clause boundaries. */
const scan = (text: string, options: ScanOptions): Tokens => {
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

// Keys are the user's words: "constructor" must not read Object.prototype.
const increment = (record: Record<string, number>, key: string, by = 1) => {
  record[key] = (Object.hasOwn(record, key) ? record[key]! : 0) + by;
};

/** Words of a phrase, with the pronoun I capitalised as it is written. */
const phraseOf = (words: readonly string[]): string =>
  words.map((word) => (word === 'i' || word.startsWith("i'") ? 'I' + word.slice(1) : word)).join(' ');

interface FillerPair {
  first: number;
  second: number;
  phrase: string;
}

/** One pass over the tokens: counts per word, distinct words per window, and fillers that need context. */
const tallyTokens = (tokens: Tokens, fillerPairs: FillerPair[], like: number) => {
  const { flags, vocabulary } = tokens;
  const ids = tokens.ids.data;
  const count = tokens.ids.length;
  const perId = new Int32Array(vocabulary.words.length);
  const stamp = new Int32Array(vocabulary.words.length).fill(-1);
  const secondOfPair = new Uint8Array(vocabulary.words.length);
  for (const pair of fillerPairs) secondOfPair[pair.second] = 1;
  const fillers: Record<string, number> = {};
  let distinctWords = 0;
  for (let t = 0; t < count; t++) {
    const id = ids[t]!;
    perId[id]!++;
    const window = (t / STTR_WINDOW) | 0;
    if (stamp[id] !== window) {
      stamp[id] = window;
      distinctWords++;
    }
    if (secondOfPair[id] === 1 && t > 0 && (flags[t]! & (SENTENCE_START | CLAUSE_START)) === 0) {
      const previous = ids[t - 1]!;
      for (const pair of fillerPairs) if (pair.second === id && pair.first === previous) increment(fillers, pair.phrase);
    }
    // 'like' is a filler only when set off by a comma ("it was, like, huge"), not in "I like it".
    if (id === like && ((flags[t]! & CLAUSE_START) !== 0 || (t + 1 < count && (flags[t + 1]! & CLAUSE_START) !== 0 && (flags[t + 1]! & SENTENCE_START) === 0))) {
      increment(fillers, 'like');
    }
  }
  return { perId, fillers, distinctWords };
};

/** Per-word counts and the standardised type-token ratio, from the token stream. */
const countWords = (tokens: Tokens) => {
  const { vocabulary } = tokens;
  const fillerPairs = MULTI_WORD_FILLERS.map(([first, second]) => ({
    first: vocabulary.ids.get(first) ?? -1,
    second: vocabulary.ids.get(second) ?? -1,
    phrase: `${first} ${second}`,
  })).filter((pair) => pair.first >= 0 && pair.second >= 0);
  const { perId, fillers, distinctWords } = tallyTokens(tokens, fillerPairs, vocabulary.ids.get('like') ?? -1);

  const functionWords: Record<string, number> = {};
  const person = { I: 0, we: 0, you: 0 };
  const hype: Record<string, number> = {};
  vocabulary.words.forEach((word, id) => {
    const count = perId[id]!;
    if (FUNCTION_WORD_SET.has(word)) functionWords[word] = count;
    const who = PERSON_WORDS.get(word);
    if (who) person[who] += count;
    if (HYPE_WORDS.has(word)) hype[word] = count;
    if (SINGLE_WORD_FILLERS.has(word)) fillers[word] = count;
  });
  return { functionWords, person, hype, fillers, distinctWords };
};

// Multiplying before mixing in the next word keeps the hash order-sensitive ("I know" ≠ "know I").
const mix = (h: number, seed: number) => {
  let x = Math.imul(h, 0x9e3779b1) ^ seed;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x85ebca77);
  return (x ^ (x >>> 13)) | 0;
};

/**
 * Frequent 2–4 word phrases that stay inside a clause, do not start or end with an article, conjunction or
 * preposition, and hold at least one word outside the stop list. Exact counts of every n-gram of a 10 MB
 * transcript would take millions of map entries, so a count-min sketch (two rows of counters) finds the
 * candidates in one pass and a second pass counts only those exactly: linear time, fixed memory.
 */
/** The smallest count (≥ 2) that at most PHRASE_CANDIDATES counters reach. */
const candidateThreshold = (row: Uint16Array): number => {
  const histogram = new Uint32Array(1025);
  for (let k = 0; k < row.length; k++) histogram[Math.min(row[k]!, 1024)]!++;
  let threshold = 1024;
  let above = histogram[1024]!;
  while (threshold > 2 && above + histogram[threshold - 1]! <= PHRASE_CANDIDATES) {
    threshold--;
    above += histogram[threshold]!;
  }
  return threshold;
};

/** Exact counts of the candidate n-grams, keyed by two independent 32-bit hashes, in typed memory. */
class GramTable {
  private keys = new Int32Array(8192);
  private checks = new Int32Array(8192);
  private used = new Uint8Array(8192);
  counts = new Int32Array(8192);
  /** Where the gram was first seen: its last token and its length, to spell it out at the end. */
  ends = new Int32Array(8192);
  lengths = new Uint8Array(8192);
  size = 0;

  add(hash: number, check: number, end: number, length: number): void {
    let mask = this.keys.length - 1;
    let slot = hash & mask;
    while (this.used[slot] === 1) {
      if (this.keys[slot] === hash && this.checks[slot] === check) {
        this.counts[slot]!++;
        return;
      }
      slot = (slot + 1) & mask;
    }
    if ((this.size + 1) * 2 > this.keys.length) {
      this.grow();
      mask = this.keys.length - 1;
      slot = hash & mask;
      while (this.used[slot] === 1) slot = (slot + 1) & mask;
    }
    this.used[slot] = 1;
    this.keys[slot] = hash;
    this.checks[slot] = check;
    this.counts[slot] = 1;
    this.ends[slot] = end;
    this.lengths[slot] = length;
    this.size++;
  }

  *entries(): Generator<{ count: number; end: number; length: number }> {
    for (let slot = 0; slot < this.keys.length; slot++) {
      if (this.used[slot] === 1) yield { count: this.counts[slot]!, end: this.ends[slot]!, length: this.lengths[slot]! };
    }
  }

  private grow(): void {
    const { keys, checks, used, counts, ends, lengths } = this;
    const capacity = keys.length * 2;
    this.keys = new Int32Array(capacity);
    this.checks = new Int32Array(capacity);
    this.used = new Uint8Array(capacity);
    this.counts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.lengths = new Uint8Array(capacity);
    const mask = capacity - 1;
    for (let old = 0; old < keys.length; old++) {
      if (used[old] !== 1) continue;
      let slot = keys[old]! & mask;
      while (this.used[slot] === 1) slot = (slot + 1) & mask;
      this.used[slot] = 1;
      this.keys[slot] = keys[old]!;
      this.checks[slot] = checks[old]!;
      this.counts[slot] = counts[old]!;
      this.ends[slot] = ends[old]!;
      this.lengths[slot] = lengths[old]!;
    }
  }
}

/**
 * Frequent 2–4 word phrases that stay inside a clause, do not start or end with an article, conjunction or
 * preposition, and hold at least one word outside the stop list. Exact counts of every n-gram of a 10 MB
 * transcript would take millions of map entries, so a count-min sketch (two rows of small counters) finds
 * the candidates in one pass and a second pass counts only those, exactly: linear time, bounded memory.
 */
interface Sketch {
  rowA: Uint16Array;
  rowB: Uint16Array;
  mask: number;
}

/**
 * Walks the qualifying n-grams. Pass 1 (table null) counts each in the sketch; pass 2 counts exactly those
 * the sketch puts at or above the threshold. Each pass is its own call so the optimiser compiles the loop
 * once and nothing after it (pass 2 would otherwise run on code deoptimised at the end of pass 1).
 */
const walkGrams = (tokens: Tokens, sketch: Sketch, table: GramTable | null, threshold: number): void => {
  const { flags, vocabulary } = tokens;
  const ids = tokens.ids.data;
  const tokenCount = tokens.ids.length;
  const idFlags = vocabulary.flags;
  const hashes = vocabulary.hashes;
  const { rowA, rowB, mask } = sketch;
  let segmentStart = 0;
  for (let end = 0; end < tokenCount; end++) {
    if ((flags[end]! & (SENTENCE_START | CLAUSE_START)) !== 0) segmentStart = end;
    const last = ids[end]!;
    if ((idFlags[last]! & ID_EDGE) !== 0) continue;
    let hash = hashes[last]!;
    let content = (idFlags[last]! & ID_STOP) === 0;
    for (let length = 2; length <= 4 && end - length + 1 >= segmentStart; length++) {
      const first = ids[end - length + 1]!;
      hash = mix(hash, hashes[first]!);
      content ||= (idFlags[first]! & ID_STOP) === 0;
      if (!content || (idFlags[first]! & ID_EDGE) !== 0) continue;
      // The two rows index by the hash's low and high bits: independent enough, and no second hash.
      const a = hash & mask;
      const b = (hash >>> 14) & mask;
      if (table === null) {
        if (rowA[a]! < 0xffff) rowA[a]!++;
        if (rowB[b]! < 0xffff) rowB[b]!++;
      } else if (rowA[a]! >= threshold && rowB[b]! >= threshold) {
        table.add(hash, mix(hash, 0x5bd1e995), end, length);
      }
    }
  }
};

const frequentPhrases = (tokens: Tokens): Record<string, number> => {
  const { vocabulary } = tokens;
  const ids = tokens.ids.data;
  // Small saturating counters keep both rows within the processor's cache: most time is memory access.
  let size = 1024;
  while (size < tokens.ids.length * 2 && size < 1 << 18) size *= 2;
  const sketch = { rowA: new Uint16Array(size), rowB: new Uint16Array(size), mask: size - 1 };
  walkGrams(tokens, sketch, null, 0);
  const table = new GramTable();
  walkGrams(tokens, sketch, table, candidateThreshold(sketch.rowA));

  const ranked = [...table.entries()]
    .filter(({ count }) => count >= 2)
    .map(({ count, end, length }) => ({ count, end, length, score: count * (1 + 0.5 * (length - 2)) }))
    .sort((x, y) => y.score - x.score)
    .slice(0, MAX_PHRASES);
  const phrases: Record<string, number> = {};
  for (const { count, end, length } of ranked) {
    const words: string[] = [];
    for (let k = end - length + 1; k <= end; k++) words.push(vocabulary.words[ids[k]!]!);
    const phrase = phraseOf(words);
    phrases[phrase] = Math.max(Object.hasOwn(phrases, phrase) ? phrases[phrase]! : 0, count);
  }
  return phrases;
};

interface Span {
  /** First and one-past-last token. */
  from: number;
  to: number;
}

/** Opening phrase candidates: the first clause (up to five words) and its prefixes of two words or more. */
const addOpener = (tokens: Tokens, span: Span, openers: Record<string, number>) => {
  let to = span.from + 1;
  while (to < span.to && to - span.from < OPENER_MAX_WORDS && (tokens.flags[to]! & CLAUSE_START) === 0) to++;
  const words = [];
  for (let t = span.from; t < to; t++) words.push(tokens.vocabulary.words[tokens.ids.at(t)]!);
  if (words.some((word) => word.length > MAX_PHRASE_WORD_LENGTH)) return;
  for (let length = Math.min(2, words.length); length <= words.length; length++) increment(openers, phraseOf(words.slice(0, length)));
};

/** Closing phrase candidates: the last clause (up to seven words, no leading 'and') and its suffixes. */
const addSignOff = (tokens: Tokens, span: Span, signOffs: Record<string, number>) => {
  let from = span.to - 1;
  while (from > span.from && span.to - from < SIGN_OFF_MAX_WORDS && (tokens.flags[from]! & (CLAUSE_START | SENTENCE_START)) === 0) from--;
  const words: string[] = [];
  for (let t = from; t < span.to; t++) words.push(tokens.vocabulary.words[tokens.ids.at(t)]!);
  while (words.length > 1 && LEADING_CONJUNCTIONS.has(words[0]!)) words.shift();
  if (words.some((word) => word.length > MAX_PHRASE_WORD_LENGTH)) return;
  for (let length = Math.min(2, words.length); length <= words.length; length++) increment(signOffs, phraseOf(words.slice(words.length - length)));
};

/** Sentences (or chunks) as token ranges, in typed arrays: a file of short sentences has millions of them. */
interface Spans {
  from: Int32Array;
  to: Int32Array;
  count: number;
  punctuated: boolean;
}

const spanAt = (spans: Spans, index: number): Span | null =>
  index >= 0 && index < spans.count ? { from: spans.from[index]!, to: spans.to[index]! } : null;

/** Splits the token stream into sentences, or into even chunks when the text has no usable punctuation. */
const sentenceSpans = (tokens: Tokens): Spans => {
  const count = tokens.sentenceStarts.length;
  const words = tokens.ids.length;
  let terminated = 0;
  for (let s = 0; s < count; s++) if (tokens.sentenceMarks.at(s) !== 0) terminated++;
  const punctuated = !(words >= 30 && (terminated === 0 || words / count > UNPUNCTUATED_AVERAGE));
  if (punctuated) {
    const from = tokens.sentenceStarts.data.slice(0, count);
    const to = new Int32Array(count);
    for (let s = 0; s < count; s++) to[s] = s + 1 < count ? from[s + 1]! : words;
    return { from, to, count, punctuated };
  }
  const chunks = Math.ceil(words / UNPUNCTUATED_CHUNK);
  const from = new Int32Array(chunks);
  const to = new Int32Array(chunks);
  for (let k = 0; k < chunks; k++) {
    from[k] = k * UNPUNCTUATED_CHUNK;
    to[k] = Math.min(words, (k + 1) * UNPUNCTUATED_CHUNK);
  }
  return { from, to, count: chunks, punctuated };
};

/** Groups sentences into passages of about 40–150 words, then keeps at most 200, spread evenly. */
const buildPassages = (text: string, tokens: Tokens, spans: Spans): string[] => {
  const ranges: { fromChar: number; toChar: number; words: number }[] = [];
  let current: { fromChar: number; toChar: number; words: number } | null = null;
  const startChar = (token: number) => {
    const start = tokens.starts.at(token);
    return start > 0 && isOpening(text.charCodeAt(start - 1)) ? start - 1 : start;
  };
  for (let index = 0; index < spans.count; index++) {
    const from = spans.from[index]!;
    const to = spans.to[index]!;
    const words = to - from;
    const endChar = spans.punctuated ? tokens.sentenceEnds.at(index) : tokens.ends.at(to - 1);
    if (words > PASSAGE_MAX_WORDS) {
      if (current) ranges.push(current);
      current = null;
      for (let chunk = from; chunk < to; chunk += PASSAGE_TARGET_WORDS) {
        const chunkEnd = Math.min(to, chunk + PASSAGE_TARGET_WORDS);
        ranges.push({ fromChar: startChar(chunk), toChar: chunkEnd === to ? endChar : tokens.ends.at(chunkEnd - 1), words: chunkEnd - chunk });
      }
      continue;
    }
    const paragraph = (tokens.flags[from]! & PARAGRAPH_START) !== 0;
    if (current && (current.words + words > PASSAGE_MAX_WORDS || (paragraph && current.words >= PASSAGE_MIN_WORDS))) {
      ranges.push(current);
      current = null;
    }
    if (current) {
      current.toChar = endChar;
      current.words += words;
    } else current = { fromChar: startChar(from), toChar: endChar, words };
    if (current.words >= PASSAGE_TARGET_WORDS) {
      ranges.push(current);
      current = null;
    }
  }
  const tail = current as { fromChar: number; toChar: number; words: number } | null;
  if (tail) {
    const previous = ranges.at(-1);
    if (previous && tail.words < PASSAGE_MIN_WORDS / 2 && previous.words + tail.words <= PASSAGE_MAX_WORDS) {
      previous.toChar = tail.toChar;
      previous.words += tail.words;
    } else ranges.push(tail);
  }
  const picked = ranges.length <= MAX_PASSAGES ? ranges : Array.from({ length: MAX_PASSAGES }, (_, k) => ranges[Math.floor((k * ranges.length) / MAX_PASSAGES)]!);
  return picked.map((range) => {
    // Words are bounded, but the marks between them are not: "Start?!?!…" must not become a 10 MB passage.
    const toChar = Math.min(range.toChar, range.fromChar + PASSAGE_MAX_CHARACTERS);
    return text.slice(range.fromChar, toChar).replace(/\s+/g, ' ').trim();
  });
};

/** What a clean text contributes to the voice profile, and its passages. */
export interface TextAnalysis {
  stats: DocumentStats;
  passages: string[];
}

/**
 * Analyses clean text (tags and timings already removed): counts for the voice profile and passages for
 * retrieval. Linear in the text's length: one scan into typed arrays, then passes over those arrays.
 */
export const analyseText = (text: string, options: ScanOptions & { speechSeconds: number | null }): TextAnalysis => {
  const tokens = scan(text, options);
  const words = tokens.ids.length;
  const spans = sentenceSpans(tokens);

  const sentenceLengthHistogram = new Array<number>(MAX_SENTENCE_BUCKET + 1).fill(0);
  let sentences = 0;
  let questions = 0;
  let exclamations = 0;
  if (spans.punctuated) {
    for (let index = 0; index < spans.count; index++) {
      sentences++;
      sentenceLengthHistogram[Math.min(spans.to[index]! - spans.from[index]!, MAX_SENTENCE_BUCKET)]!++;
      const mark = tokens.sentenceMarks.at(index);
      if (mark & QUESTION) questions++;
      if (mark & EXCLAMATION) exclamations++;
    }
  }

  const openers: Record<string, number> = {};
  const signOffs: Record<string, number> = {};
  const first = spanAt(spans, 0);
  const last = spanAt(spans, spans.count - 1);
  if (first && last) {
    addOpener(tokens, first, openers);
    const second = spanAt(spans, 1);
    if (second && first.to - first.from <= SHORT_GREETING_WORDS) addOpener(tokens, second, openers);
    addSignOff(tokens, last, signOffs);
    const beforeLast = spanAt(spans, spans.count - 2);
    if (beforeLast && last.to - last.from <= SHORT_GREETING_WORDS) addSignOff(tokens, beforeLast, signOffs);
  }

  const counted = countWords(tokens);
  const stats: DocumentStats = {
    words,
    sentences,
    sentenceLengthHistogram,
    questions,
    exclamations,
    speechSeconds: options.speechSeconds ?? 0,
    timedWords: options.speechSeconds === null ? 0 : words,
    person: counted.person,
    openers,
    signOffs,
    phrases: words > 0 ? frequentPhrases(tokens) : {},
    fillers: counted.fillers,
    hype: counted.hype,
    functionWords: counted.functionWords,
    letters: tokens.letters,
    distinctWords: counted.distinctWords,
  };
  return { stats, passages: words > 0 ? buildPassages(text, tokens, spans) : [] };
};
