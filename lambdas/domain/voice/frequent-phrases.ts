import { CLAUSE_START, ID_EDGE, ID_STOP, SENTENCE_START, type Tokens, phraseOf } from './tokens';

/** Frequent phrases kept per document. */
export const MAX_PHRASES = 200;
// Characters the phrases and their written forms may take on the document's item: 200 phrases of long words
// written in capitals would otherwise double it. Ordinary speech stays far below (about 5,000).
const PHRASES_BUDGET = 24_000;
const PHRASE_CANDIDATES = 16384;
// Under the test runner's module loader each read of an imported binding is a getter call: hot loops use copies.
const BOUNDARY = SENTENCE_START | CLAUSE_START;
const SENTENCE = SENTENCE_START;
const EDGE = ID_EDGE;
const STOP = ID_STOP;

// Multiplying before mixing in the next word keeps the hash order-sensitive ("I know" ≠ "know I").
const mix = (h: number, seed: number) => {
  let x = Math.imul(h, 0x9e3779b1) ^ seed;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x85ebca77);
  return (x ^ (x >>> 13)) | 0;
};

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
    if ((flags[end]! & BOUNDARY) !== 0) segmentStart = end;
    const last = ids[end]!;
    if ((idFlags[last]! & EDGE) !== 0) continue;
    let hash = hashes[last]!;
    let content = (idFlags[last]! & STOP) === 0;
    for (let length = 2; length <= 4 && end - length + 1 >= segmentStart; length++) {
      const first = ids[end - length + 1]!;
      hash = mix(hash, hashes[first]!);
      content ||= (idFlags[first]! & STOP) === 0;
      if (!content || (idFlags[first]! & EDGE) !== 0) continue;
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

/**
 * How the creator writes each word of the kept phrases: its most frequent form inside a sentence, so
 * "Hugging Face" keeps its capitals and "trust me" does not take the capital it has at a sentence's start.
 */
const writtenForms = (text: string, tokens: Tokens, needed: Uint8Array): Map<number, string> => {
  const ids = tokens.ids.data;
  const capitalised = new Int32Array(needed.length);
  const lower = new Int32Array(needed.length);
  const firstCapital = new Int32Array(needed.length).fill(-1);
  const words = tokens.vocabulary.words;
  for (let t = 0; t < tokens.ids.length; t++) {
    const id = ids[t]!;
    if (needed[id] !== 1 || (tokens.flags[t]! & SENTENCE) !== 0) continue;
    // Keys are lower case: a first letter unlike the key's is a capital, found without building a string.
    if (text.charCodeAt(tokens.starts.at(t)) !== words[id]!.charCodeAt(0)) {
      capitalised[id]!++;
      if (firstCapital[id] === -1) firstCapital[id] = t;
    } else lower[id]!++;
  }
  const forms = new Map<number, string>();
  for (let id = 0; id < needed.length; id++) {
    if (capitalised[id]! > lower[id]!) forms.set(id, text.slice(tokens.starts.at(firstCapital[id]!), tokens.ends.at(firstCapital[id]!)).replaceAll('’', "'"));
  }
  return forms;
};

/** A document's frequent phrases with exact counts, and how the creator writes those not written as their key. */
export interface FrequentPhrases {
  phrases: Record<string, number>;
  casing: Record<string, string>;
}

export const frequentPhrases = (text: string, tokens: Tokens): FrequentPhrases => {
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
  const needed = new Uint8Array(vocabulary.words.length);
  for (const { end, length } of ranked) for (let k = end - length + 1; k <= end; k++) needed[ids[k]!] = 1;
  const forms = writtenForms(text, tokens, needed);
  const phrases: Record<string, number> = {};
  const casing: Record<string, string> = {};
  let stored = 0;
  for (const { count, end, length } of ranked) {
    const words: string[] = [];
    const written: string[] = [];
    for (let k = end - length + 1; k <= end; k++) {
      words.push(vocabulary.words[ids[k]!]!);
      written.push(forms.get(ids[k]!) ?? vocabulary.words[ids[k]!]!);
    }
    const phrase = phraseOf(words);
    const shown = phraseOf(written);
    stored += phrase.length + (shown === phrase ? 0 : phrase.length + shown.length);
    if (stored > PHRASES_BUDGET) break;
    phrases[phrase] = Math.max(Object.hasOwn(phrases, phrase) ? phrases[phrase]! : 0, count);
    if (shown !== phrase) casing[phrase] = shown;
  }
  return { phrases, casing };
};
