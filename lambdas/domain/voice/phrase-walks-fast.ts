import { type GramTable, mixPhraseHash } from './gram-table';
import { CAPITALISED, CLAUSE_START, SENTENCE_START } from './token-flags';
import type { Tokens } from './tokens';
import { ID_EDGE, ID_STOP } from './vocabulary';

/*
 * The walks frequentPhrases makes over a document's tokens, shaped for the optimiser (docs/voice-engine.md, "Fast
 * paths"; phrase-walks-reference.ts walks the same n-grams plainly). Each loop is a function of its own with nothing
 * after it but a return, and reads only module-local bindings: under the test runner's module loader each read of an
 * imported one is a getter call.
 */
const BOUNDARY = SENTENCE_START | CLAUSE_START;
const SENTENCE = SENTENCE_START;
const CAPITAL = CAPITALISED;
const EDGE = ID_EDGE;
const STOP = ID_STOP;
const mix = mixPhraseHash;

/** A count-min sketch of two rows of saturating 16-bit counters, indexed by the hash's low and high bits. */
export interface Sketch {
  rowA: Uint16Array;
  rowB: Uint16Array;
  mask: number;
}

/** How many counters hold each count (1024 and above together). Nothing but the return follows the loop. */
export const histogramOf = (row: Uint16Array): Uint32Array => {
  const histogram = new Uint32Array(1025);
  for (let k = 0; k < row.length; k++) histogram[Math.min(row[k]!, 1024)]!++;
  return histogram;
};

// The walks below go over the qualifying n-grams alike but are functions of their own: the optimiser compiles each
// loop for what it does, so that none starts on code compiled for another and thrown away at its first step
// (docs/voice-engine.md, "Fast paths"). One walk calling back per n-gram was measured (2026-11-26) at
// 144–189 ms per 10 MB pathological file where these take 91–140, and 10 MB of realistic captions 167–178 against 136–149. A qualifying n-gram ends at token `end`, starts at or after the
// clause's first token, neither starts nor ends with an edge word, and holds a word outside the stop list. The
// sketch's two rows index by the hash's low and high bits: independent enough, and no second hash.

/** Counts every qualifying n-gram exactly until the table holds `limit`; returns the token it stopped at. */
export const countAllGrams = (tokens: Tokens, table: GramTable, limit: number): number => {
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
export const sketchGrams = (tokens: Tokens, { rowA, rowB, mask }: Sketch, from: number): void => {
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

export const isCandidate = ({ rowA, rowB, mask }: Sketch, hash: number, threshold: number) => rowA[hash & mask]! >= threshold && rowB[(hash >>> 14) & mask]! >= threshold;

/** Pass 2: the exact count of each n-gram the sketch puts at or above the threshold in both rows. */
export const countCandidates = (tokens: Tokens, sketch: Sketch, table: GramTable, threshold: number): void => {
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


/** Per needed word, how often it is written capitalised and in lower case inside a sentence, and where first capitalised. */
export interface Capitals {
  capitalised: Int32Array;
  lower: Int32Array;
  firstCapital: Int32Array;
}

// Nothing follows the loop.
export const countCapitals = (tokens: Tokens, needed: Uint8Array, { capitalised, lower, firstCapital }: Capitals): void => {
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

