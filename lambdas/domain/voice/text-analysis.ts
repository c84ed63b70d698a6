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
// Text whose sentences run longer than this on average has no usable punctuation (auto-captions).
const UNPUNCTUATED_AVERAGE = 50;
const UNPUNCTUATED_CHUNK = 80;
const OPENER_MAX_WORDS = 5;
const SIGN_OFF_MAX_WORDS = 7;
// A first (last) sentence this short ("Hey guys!", "Peace!") is followed (preceded) by one more.
const SHORT_GREETING_WORDS = 4;
const PHRASE_CANDIDATES = 3000;

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

const isJoiner = (c: number) => c === 0x27 || c === 0x2019 || c === 0x2d;
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


const FUNCTION_WORD_INDEX = new Map(FUNCTION_WORDS.map((word, index) => [word, index]));
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

  /** The id of the word lower[start, end) whose hash is `hash`, when that span is exactly the word. */
  find(lower: string, start: number, end: number, hash: number): number {
    const mask = this.table.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) return -1;
      const id = entry - 1;
      const word = this.words[id]!;
      if (this.hashes[id] === hash && word.length === length && lower.startsWith(word, start)) return id;
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
    this.flags[id] = (PHRASE_EDGE_WORDS.has(word) ? ID_EDGE : 0) | (PHRASE_STOP_WORDS.has(word) ? ID_STOP : 0);
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
  const lower = text.toLowerCase();
  // Lower-casing can change a string's length (İ); then words are lower-cased one by one instead.
  const aligned = lower.length === text.length;
  const vocabulary = new Vocabulary();
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

    const start = i;
    let hash = FNV_OFFSET;
    let curly = false;
    let wordLetters = width;
    if (aligned) for (let k = 0; k < width; k++) hash = Math.imul(hash ^ lower.charCodeAt(i + k), FNV_PRIME);
    i += width;
    while (i < n) {
      const d = text.charCodeAt(i);
      let w: number;
      if (d < 128) {
        w = ASCII_WORD[d]!;
        if (w === 0 && d !== 0x27 && d !== 0x2d) break;
      } else if (d === 0x2019) {
        w = 0;
        curly = true;
      } else {
        w = wordCharAt(text, i);
        if (w === 0) break;
      }
      if (w === 0) {
        hash = Math.imul(hash ^ (d === 0x2d ? 0x2d : 0x27), FNV_PRIME);
        i += 1;
      } else {
        wordLetters += w;
        if (aligned) for (let k = 0; k < w; k++) hash = Math.imul(hash ^ lower.charCodeAt(i + k), FNV_PRIME);
        i += w;
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

    let id = aligned && !curly ? vocabulary.find(lower, start, i, hash | 0) : -1;
    if (id < 0) {
      let word = aligned ? lower.slice(start, i) : text.slice(start, i).toLowerCase();
      if (curly) word = word.replaceAll('’', "'");
      id = vocabulary.intern(word);
    }
    ids.push(id);
    starts.push(start);
    ends.push(i);
    flags = growBytes(flags, tokenIndex);
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

const increment = (record: Record<string, number>, key: string, by = 1) => {
  record[key] = (record[key] ?? 0) + by;
};

/** Words of a phrase, with the pronoun I capitalised as it is written. */
const phraseOf = (words: readonly string[]): string =>
  words.map((word) => (word === 'i' || word.startsWith("i'") ? 'I' + word.slice(1) : word)).join(' ');

/** Per-word counts and the standardised type-token ratio, from the token stream. */
const countWords = (tokens: Tokens) => {
  const { ids, flags, vocabulary } = tokens;
  const perId = new Int32Array(vocabulary.words.length);
  const stamp = new Int32Array(vocabulary.words.length).fill(-1);
  let distinctWords = 0;
  const fillers: Record<string, number> = {};
  const fillerPairs = MULTI_WORD_FILLERS.map(([first, second]) => ({
    first: vocabulary.ids.get(first) ?? -1,
    second: vocabulary.ids.get(second) ?? -1,
    phrase: `${first} ${second}`,
  })).filter((pair) => pair.first >= 0 && pair.second >= 0);
  const like = vocabulary.ids.get('like') ?? -1;

  for (let t = 0; t < ids.length; t++) {
    const id = ids.at(t);
    perId[id]!++;
    const window = Math.floor(t / STTR_WINDOW);
    if (stamp[id] !== window) {
      stamp[id] = window;
      distinctWords++;
    }
    if (t > 0 && (flags[t]! & (SENTENCE_START | CLAUSE_START)) === 0) {
      const previous = ids.at(t - 1);
      for (const pair of fillerPairs) if (pair.second === id && pair.first === previous) increment(fillers, pair.phrase);
    }
    // 'like' is a filler only when set off by a comma ("it was, like, huge"), not in "I like it".
    if (id === like && ((flags[t]! & CLAUSE_START) !== 0 || (t + 1 < ids.length && (flags[t + 1]! & CLAUSE_START) !== 0 && (flags[t + 1]! & SENTENCE_START) === 0))) {
      increment(fillers, 'like');
    }
  }

  const functionWords: Record<string, number> = {};
  const person = { I: 0, we: 0, you: 0 };
  const hype: Record<string, number> = {};
  vocabulary.words.forEach((word, id) => {
    const count = perId[id]!;
    if (FUNCTION_WORD_INDEX.has(word)) functionWords[word] = count;
    const who = PERSON_WORDS[word];
    if (who) person[who] += count;
    if (HYPE_WORDS.has(word)) hype[word] = count;
    if (SINGLE_WORD_FILLERS.has(word)) fillers[word] = count;
  });
  return { functionWords, person, hype, fillers, distinctWords };
};

const mix = (h: number, seed: number) => {
  let x = Math.imul(h ^ seed, 0x9e3779b1);
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

const frequentPhrases = (tokens: Tokens): Record<string, number> => {
  const { flags, vocabulary } = tokens;
  const ids = tokens.ids.data;
  const tokenCount = tokens.ids.length;
  const idFlags = vocabulary.flags;
  const hashes = vocabulary.hashes;
  // Small saturating counters keep both rows within the processor's cache: most time is memory access.
  let size = 1024;
  while (size < tokenCount * 2 && size < 1 << 18) size *= 2;
  const mask = size - 1;
  const rowA = new Uint16Array(size);
  const rowB = new Uint16Array(size);

  // Pass 1 counts every n-gram in the sketch; pass 2 counts exactly those the sketch says are frequent.
  const counts = new Map<string, number>();
  let threshold = 0;
  for (let pass = 1; pass <= 2; pass++) {
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
        const a = hash & mask;
        if (pass === 1) {
          const b = mix(hash, 0x5bd1e995) & mask;
          if (rowA[a]! < 0xffff) rowA[a]!++;
          if (rowB[b]! < 0xffff) rowB[b]!++;
        } else if (rowA[a]! >= threshold && rowB[mix(hash, 0x5bd1e995) & mask]! >= threshold) {
          let key = String(first);
          for (let k = end - length + 2; k <= end; k++) key += ',' + ids[k];
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
    if (pass === 1) threshold = candidateThreshold(rowA);
  }

  const ranked = [...counts]
    .filter(([, count]) => count >= 2)
    .map(([key, count]) => {
      const words = key.split(',').map((id) => vocabulary.words[Number(id)]!);
      return { phrase: phraseOf(words), count, score: count * (1 + 0.5 * (words.length - 2)) };
    })
    .sort((x, y) => y.score - x.score)
    .slice(0, MAX_PHRASES);
  const phrases: Record<string, number> = {};
  for (const { phrase, count } of ranked) phrases[phrase] = count;
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
  for (let length = Math.min(2, words.length); length <= words.length; length++) increment(openers, phraseOf(words.slice(0, length)));
};

/** Closing phrase candidates: the last clause (up to seven words, no leading 'and') and its suffixes. */
const addSignOff = (tokens: Tokens, span: Span, signOffs: Record<string, number>) => {
  let from = span.to - 1;
  while (from > span.from && span.to - from < SIGN_OFF_MAX_WORDS && (tokens.flags[from]! & (CLAUSE_START | SENTENCE_START)) === 0) from--;
  const words: string[] = [];
  for (let t = from; t < span.to; t++) words.push(tokens.vocabulary.words[tokens.ids.at(t)]!);
  while (words.length > 1 && LEADING_CONJUNCTIONS.has(words[0]!)) words.shift();
  for (let length = Math.min(2, words.length); length <= words.length; length++) increment(signOffs, phraseOf(words.slice(words.length - length)));
};

/** Splits the token stream into sentences, or into even chunks when the text has no usable punctuation. */
const sentenceSpans = (tokens: Tokens): { spans: Span[]; punctuated: boolean } => {
  const count = tokens.sentenceStarts.length;
  const words = tokens.ids.length;
  let terminated = 0;
  for (let s = 0; s < count; s++) if (tokens.sentenceMarks.at(s) !== 0) terminated++;
  const punctuated = !(words >= 30 && (terminated === 0 || words / count > UNPUNCTUATED_AVERAGE));
  const spans: Span[] = [];
  if (punctuated) {
    for (let s = 0; s < count; s++) spans.push({ from: tokens.sentenceStarts.at(s), to: s + 1 < count ? tokens.sentenceStarts.at(s + 1) : words });
  } else {
    for (let from = 0; from < words; from += UNPUNCTUATED_CHUNK) spans.push({ from, to: Math.min(words, from + UNPUNCTUATED_CHUNK) });
  }
  return { spans, punctuated };
};

const sentenceEndChar = (tokens: Tokens, spanIndex: number, span: Span, punctuated: boolean) =>
  punctuated ? tokens.sentenceEnds.at(spanIndex) : tokens.ends.at(span.to - 1);

/** Groups sentences into passages of about 40–150 words, then keeps at most 200, spread evenly. */
const buildPassages = (text: string, tokens: Tokens, spans: Span[], punctuated: boolean): string[] => {
  const ranges: { fromChar: number; toChar: number; words: number }[] = [];
  let current: { fromChar: number; toChar: number; words: number } | null = null;
  const startChar = (token: number) => {
    const start = tokens.starts.at(token);
    return start > 0 && isOpening(text.charCodeAt(start - 1)) ? start - 1 : start;
  };
  spans.forEach((span, index) => {
    const words = span.to - span.from;
    const endChar = sentenceEndChar(tokens, index, span, punctuated);
    if (words > PASSAGE_MAX_WORDS) {
      if (current) ranges.push(current);
      current = null;
      for (let from = span.from; from < span.to; from += PASSAGE_TARGET_WORDS) {
        const to = Math.min(span.to, from + PASSAGE_TARGET_WORDS);
        ranges.push({ fromChar: startChar(from), toChar: to === span.to ? endChar : tokens.ends.at(to - 1), words: to - from });
      }
      return;
    }
    const paragraph = (tokens.flags[span.from]! & PARAGRAPH_START) !== 0;
    if (current && (current.words + words > PASSAGE_MAX_WORDS || (paragraph && current.words >= PASSAGE_MIN_WORDS))) {
      ranges.push(current);
      current = null;
    }
    if (current) {
      current.toChar = endChar;
      current.words += words;
    } else current = { fromChar: startChar(span.from), toChar: endChar, words };
    if (current.words >= PASSAGE_TARGET_WORDS) {
      ranges.push(current);
      current = null;
    }
  });
  const tail = current as { fromChar: number; toChar: number; words: number } | null;
  if (tail) {
    const previous = ranges.at(-1);
    if (previous && tail.words < PASSAGE_MIN_WORDS / 2 && previous.words + tail.words <= PASSAGE_MAX_WORDS) {
      previous.toChar = tail.toChar;
      previous.words += tail.words;
    } else ranges.push(tail);
  }
  const picked = ranges.length <= MAX_PASSAGES ? ranges : Array.from({ length: MAX_PASSAGES }, (_, k) => ranges[Math.floor((k * ranges.length) / MAX_PASSAGES)]!);
  return picked.map((range) => text.slice(range.fromChar, range.toChar).replace(/\s+/g, ' ').trim());
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
  const { spans, punctuated } = sentenceSpans(tokens);

  const sentenceLengthHistogram = new Array<number>(MAX_SENTENCE_BUCKET + 1).fill(0);
  let sentences = 0;
  let questions = 0;
  let exclamations = 0;
  if (punctuated) {
    spans.forEach((span, index) => {
      sentences++;
      sentenceLengthHistogram[Math.min(span.to - span.from, MAX_SENTENCE_BUCKET)]!++;
      const mark = tokens.sentenceMarks.at(index);
      if (mark & QUESTION) questions++;
      if (mark & EXCLAMATION) exclamations++;
    });
  }

  const openers: Record<string, number> = {};
  const signOffs: Record<string, number> = {};
  const first = spans[0];
  const last = spans.at(-1);
  if (first && last) {
    addOpener(tokens, first, openers);
    const second = spans[1];
    if (second && first.to - first.from <= SHORT_GREETING_WORDS) addOpener(tokens, second, openers);
    addSignOff(tokens, last, signOffs);
    const beforeLast = spans.at(-2);
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
  return { stats, passages: words > 0 ? buildPassages(text, tokens, spans, punctuated) : [] };
};
