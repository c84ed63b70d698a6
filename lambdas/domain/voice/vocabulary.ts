import { ABBREVIATIONS, PHRASE_EDGE_WORDS, PHRASE_STOP_WORDS } from './lexicon';

/** Words longer than this never enter a phrase, opener or sign-off: stats stay small. */
export const MAX_PHRASE_WORD_LENGTH = 30;

export const ID_EDGE = 1;
export const ID_STOP = 2;
/** A full stop after this word does not end a sentence: an abbreviation ("Dr.") or an initial ("J."). */
export const ID_ABBREVIATION = 4;

const isAbbreviation = (word: string) => ABBREVIATIONS.has(word) || (word.length === 1 && word !== 'i' && word !== 'a');

export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

/** The lower case of each ASCII code. */
export const ASCII_LOWER = new Uint8Array(128).map((_, c) => (c >= 65 && c <= 90 ? c + 32 : c));

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

/** A growable Int32Array: token streams of a 10 MB file stay in typed memory, not in arrays of objects. */
export class IntBuffer {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) this.data = growInts(this.data, this.length);
    this.data[this.length++] = value;
  }
  at(index: number): number {
    return this.data[index]!;
  }
}

/**
 * Words holding letters beyond ASCII by how they are written, each found by comparing in place with where it was
 * first seen in the text: a spelling met again costs no string, and is lower-cased only once.
 */
class Spellings {
  private table = new Int32Array(1024);
  private hashes: Int32Array = new Int32Array(256);
  private starts: Int32Array = new Int32Array(256);
  private lengths: Int32Array = new Int32Array(256);
  private ids: Int32Array = new Int32Array(256);
  private size = 0;

  /** The id of the spelling text[start, end), whose code units hash to `hash`, or -1 when it is new. */
  find(text: string, start: number, end: number, hash: number): number {
    const mask = this.table.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]! - 1;
      if (entry < 0) return -1;
      if (this.hashes[entry] !== hash || this.lengths[entry] !== length) continue;
      const first = this.starts[entry]!;
      let k = 0;
      while (k < length && text.charCodeAt(first + k) === text.charCodeAt(start + k)) k++;
      if (k === length) return this.ids[entry]!;
    }
  }

  add(start: number, end: number, hash: number, id: number): void {
    const entry = this.size++;
    this.hashes = growInts(this.hashes, entry);
    this.starts = growInts(this.starts, entry);
    this.lengths = growInts(this.lengths, entry);
    this.ids = growInts(this.ids, entry);
    this.hashes[entry] = hash;
    this.starts[entry] = start;
    this.lengths[entry] = end - start;
    this.ids[entry] = id;
    if (this.size * 2 > this.table.length) {
      this.table = new Int32Array(this.table.length * 2);
      for (let k = 0; k < this.size; k++) this.place(k);
    } else this.place(entry);
  }

  private place(entry: number): void {
    const mask = this.table.length - 1;
    let slot = this.hashes[entry]! & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = entry + 1;
  }
}

const hashOfCodeUnits = (text: string, start: number, end: number): number => {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h | 0;
};

/**
 * The document's words, each interned once: per-token work is an integer, not a string. The scanner hashes an
 * ASCII word while reading it and finds it here by comparing in place, so a known word costs no allocation.
 */
export class Vocabulary {
  readonly words: string[] = [];
  readonly ids = new Map<string, number>();
  flags: Uint8Array = new Uint8Array(1024);
  hashes: Int32Array = new Int32Array(1024);
  private table = new Int32Array(4096);
  // One-character ASCII words by their lower-case code: "a a a…" or "<a<a<a…" skips the table altogether.
  private readonly oneCharacterIds = new Int32Array(128).fill(-1);
  private readonly spellings = new Spellings();

  /** The id of the ASCII word text[start, end), whose lower-case FNV hash is `hash`; interned when new. */
  idOfAscii(text: string, start: number, end: number, hash: number): number {
    if (end - start !== 1) return this.findOrIntern(text, start, end, hash);
    const code = ASCII_LOWER[text.charCodeAt(start)]!;
    let id = this.oneCharacterIds[code]!;
    if (id < 0) {
      id = this.findOrIntern(text, start, end, hash);
      this.oneCharacterIds[code] = id;
    }
    return id;
  }

  /** The id of the word text[start, end) holding letters beyond ASCII (lower-cased, curly apostrophes straightened). */
  idOfSpelling(text: string, start: number, end: number): number {
    const hash = hashOfCodeUnits(text, start, end);
    let id = this.spellings.find(text, start, end, hash);
    if (id < 0) {
      const word = text.slice(start, end).toLowerCase();
      id = this.intern(word.includes('’') ? word.replaceAll('’', "'") : word);
      this.spellings.add(start, end, hash, id);
    }
    return id;
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
    this.flags[id] =
      (PHRASE_EDGE_WORDS.has(word) || word.length > MAX_PHRASE_WORD_LENGTH ? ID_EDGE : 0) |
      (PHRASE_STOP_WORDS.has(word) ? ID_STOP : 0) |
      (isAbbreviation(word) ? ID_ABBREVIATION : 0);
    this.hashes[id] = fnv(word);
    if (this.words.length * 2 > this.table.length) {
      this.table = new Int32Array(this.table.length * 2);
      for (let k = 0; k < this.words.length; k++) this.place(k);
    } else this.place(id);
    return id;
  }

  private findOrIntern(text: string, start: number, end: number, hash: number): number {
    const id = this.find(text, start, end, hash);
    return id >= 0 ? id : this.intern(text.slice(start, end).toLowerCase());
  }

  /** The id of the ASCII word text[start, end) (compared in lower case) whose hash is `hash`, or -1. */
  private find(text: string, start: number, end: number, hash: number): number {
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

  private place(id: number): void {
    const mask = this.table.length - 1;
    let slot = this.hashes[id]! & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = id + 1;
  }
}
