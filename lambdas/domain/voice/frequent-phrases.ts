import { GramTable } from './gram-table';
import { CAPITALISED, CLAUSE_START, ID_EDGE, ID_STOP, SENTENCE_START, type Tokens, phraseOf } from './tokens';

/** Frequent phrases kept per document. */
export const MAX_PHRASES = 200;
// Characters the phrases and their written forms may take on the document's item: 200 phrases of long words
// written in capitals would otherwise double it. Ordinary speech stays far below (about 5,000).
const PHRASES_BUDGET = 24_000;
const PHRASE_CANDIDATES = 16384;
// A document with at most about this many distinct n-grams (any short one, or a long one repeating itself) is counted
// exactly in one pass and the sketch filled from those counts: the same sketch and candidates, one pass instead of
// two. Past it the exact count stops, and the sketch's two passes take over from where it stopped.
const EXACT_GRAMS = 1 << 16;
// Under the test runner's module loader each read of an imported binding is a getter call: hot loops use copies.
const BOUNDARY = SENTENCE_START | CLAUSE_START;
const SENTENCE = SENTENCE_START;
const CAPITAL = CAPITALISED;
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

/** How many counters hold each count (1024 and above together). Nothing but the return follows the loop. */
const histogramOf = (row: Uint16Array): Uint32Array => {
  const histogram = new Uint32Array(1025);
  for (let k = 0; k < row.length; k++) histogram[Math.min(row[k]!, 1024)]!++;
  return histogram;
};

/** The smallest count (≥ 2) that at most PHRASE_CANDIDATES counters reach. */
const candidateThreshold = (row: Uint16Array): number => {
  const histogram = histogramOf(row);
  let threshold = 1024;
  let above = histogram[1024]!;
  while (threshold > 2 && above + histogram[threshold - 1]! <= PHRASE_CANDIDATES) {
    threshold--;
    above += histogram[threshold]!;
  }
  return threshold;
};

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

// The walks below go over the qualifying n-grams alike but are functions of their own: the optimiser compiles each
// loop for what it does, so that none starts on code compiled for another and thrown away at its first step
// (docs/voice-engine.md, "Measured performance"). One walk calling back per n-gram was measured (2026-11-26) at
// 144–189 ms per 10 MB pathological file where these take 91–140, and 10 MB of realistic captions 167–178 against 136–149. A qualifying n-gram ends at token `end`, starts at or after the
// clause's first token, neither starts nor ends with an edge word, and holds a word outside the stop list. The
// sketch's two rows index by the hash's low and high bits: independent enough, and no second hash.

/** Counts every qualifying n-gram exactly until the table holds `limit`; returns the token it stopped at. */
const countAllGrams = (tokens: Tokens, table: GramTable, limit: number): number => {
  const { flags, vocabulary } = tokens;
  const { flags: idFlags, hashes } = vocabulary;
  const ids = tokens.ids.data;
  const count = tokens.ids.length;
  let end = 0;
  for (let segmentStart = 0; end < count; end++) {
    if (table.size >= limit) return end;
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
      table.add(hash, end, length);
    }
  }
  return end;
};

/** The first token of the clause holding token `t`. */
const clauseStartOf = (flags: Uint8Array, t: number): number => {
  while (t > 0 && (flags[t]! & BOUNDARY) === 0) t--;
  return t;
};

/** Pass 1: each qualifying n-gram ending at token `from` or after counted in the sketch. */
const sketchGrams = (tokens: Tokens, { rowA, rowB, mask }: Sketch, from: number): void => {
  const { flags, vocabulary } = tokens;
  const { flags: idFlags, hashes } = vocabulary;
  const ids = tokens.ids.data;
  for (let end = from, segmentStart = clauseStartOf(flags, from); end < tokens.ids.length; end++) {
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
      const a = hash & mask;
      const b = (hash >>> 14) & mask;
      if (rowA[a]! < 0xffff) rowA[a]!++;
      if (rowB[b]! < 0xffff) rowB[b]!++;
    }
  }
};

const isCandidate = ({ rowA, rowB, mask }: Sketch, hash: number, threshold: number) => rowA[hash & mask]! >= threshold && rowB[(hash >>> 14) & mask]! >= threshold;

/** Pass 2: the exact count of each n-gram the sketch puts at or above the threshold in both rows. */
const countCandidates = (tokens: Tokens, sketch: Sketch, table: GramTable, threshold: number): void => {
  const { flags, vocabulary } = tokens;
  const { flags: idFlags, hashes } = vocabulary;
  const ids = tokens.ids.data;
  for (let end = 0, segmentStart = 0; end < tokens.ids.length; end++) {
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
      if (isCandidate(sketch, hash, threshold)) table.add(hash, end, length);
    }
  }
};

/**
 * The candidate n-grams (those the sketch puts at or above its threshold) with their exact counts, in a table filled
 * in the order they first occur, as the second pass fills it.
 */
const countedCandidates = (tokens: Tokens, sketch: Sketch): GramTable => {
  const { rowA, rowB, mask } = sketch;
  const exact = new GramTable();
  const stoppedAt = countAllGrams(tokens, exact, EXACT_GRAMS);
  const counted = exact.inOrderAdded();
  for (const { hash, count } of counted) {
    rowA[hash & mask] = Math.min(0xffff, rowA[hash & mask]! + count);
    rowB[(hash >>> 14) & mask] = Math.min(0xffff, rowB[(hash >>> 14) & mask]! + count);
  }
  const table = new GramTable();
  if (stoppedAt === tokens.ids.length) {
    const threshold = candidateThreshold(rowA);
    for (const { hash, count, end, length } of counted) if (isCandidate(sketch, hash, threshold)) table.insert(hash, count, end, length);
    return table;
  }
  sketchGrams(tokens, sketch, stoppedAt);
  countCandidates(tokens, sketch, table, candidateThreshold(rowA));
  return table;
};

/** Per needed word, how often it is written capitalised and in lower case inside a sentence, and where first capitalised. */
interface Capitals {
  capitalised: Int32Array;
  lower: Int32Array;
  firstCapital: Int32Array;
}

// Nothing follows the loop (docs/voice-engine.md, "Measured performance").
const countCapitals = (tokens: Tokens, needed: Uint8Array, { capitalised, lower, firstCapital }: Capitals): void => {
  const ids = tokens.ids.data;
  const { flags } = tokens;
  const count = tokens.ids.length;
  for (let t = 0; t < count; t++) {
    const id = ids[t]!;
    if (needed[id] !== 1 || (flags[t]! & SENTENCE) !== 0) continue;
    if ((flags[t]! & CAPITAL) !== 0) {
      capitalised[id]!++;
      if (firstCapital[id] === -1) firstCapital[id] = t;
    } else lower[id]!++;
  }
};

/**
 * How the creator writes each word of the kept phrases: its most frequent form inside a sentence, so
 * "Hugging Face" keeps its capitals and "trust me" does not take the capital it has at a sentence's start.
 */
export const writtenForms = (text: string, tokens: Tokens, needed: Uint8Array): Map<number, string> => {
  const capitals: Capitals = {
    capitalised: new Int32Array(needed.length),
    lower: new Int32Array(needed.length),
    firstCapital: new Int32Array(needed.length).fill(-1),
  };
  countCapitals(tokens, needed, capitals);
  const { capitalised, lower, firstCapital } = capitals;
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
  const table = countedCandidates(tokens, sketch);

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
