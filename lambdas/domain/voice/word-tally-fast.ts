import { FILLERS } from './lexicon';
import { CLAUSE_START, SENTENCE_START } from './token-flags';
import type { Tokens } from './tokens';

/** Window of the standardised type-token ratio (distinct words per window of this many words). */
export const STTR_WINDOW = 100;

// Module-local copies for the loop: under the test runner's module loader each read of an imported binding is a getter call.
const SENTENCE = SENTENCE_START;
const CLAUSE = CLAUSE_START;

const MULTI_WORD_FILLERS = FILLERS.filter((filler) => filler.includes(' ')).map((filler) => filler.split(' ') as [string, string]);

/** A document's words counted once: how often each word occurs, the fillers that need context, distinct words per window. */
export interface WordTally {
  perId: Int32Array;
  fillers: Record<string, number>;
  distinctWords: number;
}

// Keys are the user's words: "constructor" must not read Object.prototype.
const increment = (record: Record<string, number>, key: string, by = 1) => {
  record[key] = (Object.hasOwn(record, key) ? record[key]! : 0) + by;
};

interface FillerPair {
  first: number;
  second: number;
  phrase: string;
}

/**
 * One pass over the tokens: counts per word into `perId`, fillers that need context into `fillers`; returns the
 * distinct words per window. Nothing but the return follows the loop (docs/voice-engine.md, "Fast paths").
 */
const tallyTokens = (tokens: Tokens, fillerPairs: FillerPair[], like: number, perId: Int32Array, fillers: Record<string, number>): number => {
  const { flags } = tokens;
  const ids = tokens.ids.data;
  const count = tokens.ids.length;
  const stamp = new Int32Array(perId.length).fill(-1);
  const secondOfPair = new Uint8Array(perId.length);
  for (const pair of fillerPairs) secondOfPair[pair.second] = 1;
  let distinctWords = 0;
  for (let t = 0, window = 0, windowEnd = STTR_WINDOW; t < count; t++) {
    if (t === windowEnd) {
      window++;
      windowEnd += STTR_WINDOW;
    }
    const id = ids[t]!;
    perId[id]!++;
    if (stamp[id] !== window) {
      stamp[id] = window;
      distinctWords++;
    }
    if (secondOfPair[id] === 1 && t > 0 && (flags[t]! & (SENTENCE | CLAUSE)) === 0) {
      const previous = ids[t - 1]!;
      for (const pair of fillerPairs) if (pair.second === id && pair.first === previous) increment(fillers, pair.phrase);
    }
    // 'like' is a filler only when set off by a comma ("it was, like, huge"), not in "I like it".
    if (id === like && ((flags[t]! & CLAUSE) !== 0 || (t + 1 < count && (flags[t + 1]! & CLAUSE) !== 0 && (flags[t + 1]! & SENTENCE) === 0))) {
      increment(fillers, 'like');
    }
  }
  return distinctWords;
};

/**
 * The tally of a document's tokens in one pass, shaped for the optimiser (word-tally-reference.ts counts the same
 * plainly): two-word fillers ("you know") only inside one clause, "like" only where a comma sets it off.
 */
export const tallyWords = (tokens: Tokens): WordTally => {
  const { vocabulary } = tokens;
  const fillerPairs = MULTI_WORD_FILLERS.map(([first, second]) => ({
    first: vocabulary.ids.get(first) ?? -1,
    second: vocabulary.ids.get(second) ?? -1,
    phrase: `${first} ${second}`,
  })).filter((pair) => pair.first >= 0 && pair.second >= 0);
  const perId = new Int32Array(vocabulary.words.length);
  const fillers: Record<string, number> = {};
  const distinctWords = tallyTokens(tokens, fillerPairs, vocabulary.ids.get('like') ?? -1, perId, fillers);
  return { perId, fillers, distinctWords };
};
