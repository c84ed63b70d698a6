import { type CountedGram, mixPhraseHash } from './gram-table';
import type { Sketch } from './phrase-walks-fast';
import { CAPITALISED, CLAUSE_START, SENTENCE_START } from './token-flags';
import type { Tokens } from './tokens';
import { ID_EDGE, ID_STOP } from './vocabulary';

/** An n-gram a phrase may be: its hash, and its last token and length. */
export interface PhraseGram {
  hash: number;
  end: number;
  length: number;
}

/**
 * Every n-gram a frequent phrase may be, in the order the fast walks meet them (by last token, then length), written
 * plainly for the tests that hold phrase-walks-fast.ts to it (test/lambdas/voice/fast-paths/). Not used by the product.
 * 2–4 words inside one clause, not starting or ending with an edge word, holding a word outside the stop list.
 */
export const phraseGrams = (tokens: Tokens, from = 0): PhraseGram[] => {
  const ids = Array.from(tokens.ids.data.subarray(0, tokens.ids.length));
  const { flags, vocabulary } = tokens;
  const isEdge = (t: number) => (vocabulary.flags[ids[t]!]! & ID_EDGE) !== 0;
  const isStop = (t: number) => (vocabulary.flags[ids[t]!]! & ID_STOP) !== 0;
  const clauseStart = (t: number) => {
    while (t > 0 && (flags[t]! & (SENTENCE_START | CLAUSE_START)) === 0) t--;
    return t;
  };
  const grams: PhraseGram[] = [];
  for (let end = from; end < ids.length; end++) {
    if (isEdge(end)) continue;
    let hash = vocabulary.hashes[ids[end]!]!;
    for (let length = 2; length <= 4 && end - length + 1 >= clauseStart(end); length++) {
      const first = end - length + 1;
      hash = mixPhraseHash(hash, vocabulary.hashes[ids[first]!]!);
      const words = Array.from({ length }, (_, k) => first + k);
      if (!isEdge(first) && words.some((t) => !isStop(t))) grams.push({ hash, end, length });
    }
  }
  return grams;
};

/** Exact counts of the n-grams, keyed by hash, in the order first seen (where first seen: the first one's end and length). */
export const countGramsReference = (grams: readonly PhraseGram[]): CountedGram[] => {
  const counted = new Map<number, CountedGram>();
  for (const { hash, end, length } of grams) {
    const known = counted.get(hash);
    if (known) known.count++;
    else counted.set(hash, { hash, count: 1, end, length });
  }
  return [...counted.values()];
};

/** The sketch's two rows after counting each n-gram once in each. */
export const sketchReference = (grams: readonly PhraseGram[], size: number): Pick<Sketch, 'rowA' | 'rowB'> => {
  const rowA = new Uint16Array(size);
  const rowB = new Uint16Array(size);
  for (const { hash } of grams) {
    rowA[hash & (size - 1)] = Math.min(0xffff, rowA[hash & (size - 1)]! + 1);
    rowB[(hash >>> 14) & (size - 1)] = Math.min(0xffff, rowB[(hash >>> 14) & (size - 1)]! + 1);
  }
  return { rowA, rowB };
};

/** Per word id, how often it is written capitalised and in lower case not at a sentence's start, and where first capitalised. */
export const capitalsReference = (tokens: Tokens, needed: Uint8Array) => {
  const capitalised = new Int32Array(needed.length);
  const lower = new Int32Array(needed.length);
  const firstCapital = new Int32Array(needed.length).fill(-1);
  for (let t = 0; t < tokens.ids.length; t++) {
    const id = tokens.ids.at(t);
    if (needed[id] !== 1 || (tokens.flags[t]! & SENTENCE_START) !== 0) continue;
    if ((tokens.flags[t]! & CAPITALISED) === 0) lower[id]!++;
    else {
      capitalised[id]!++;
      if (firstCapital[id] === -1) firstCapital[id] = t;
    }
  }
  return { capitalised, lower, firstCapital };
};
