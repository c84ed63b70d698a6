import { FILLERS } from './lexicon';
import { CLAUSE_START, SENTENCE_START } from './token-flags';
import type { Tokens } from './tokens';
import { STTR_WINDOW, type WordTally } from './word-tally-fast';

/**
 * tallyWords written plainly, for the tests that hold word-tally-fast.ts to it (test/lambdas/voice/fast-paths/): the
 * words as strings, each count its own pass. Not used by the product.
 */
export const tallyWordsReference = (tokens: Tokens): WordTally => {
  const { vocabulary, flags } = tokens;
  const ids = Array.from(tokens.ids.data.subarray(0, tokens.ids.length));
  const words = ids.map((id) => vocabulary.words[id]!);
  const startsClause = (t: number) => (flags[t]! & (SENTENCE_START | CLAUSE_START)) !== 0;

  const perId = new Int32Array(vocabulary.words.length);
  for (const id of ids) perId[id]!++;

  let distinctWords = 0;
  for (let from = 0; from < ids.length; from += STTR_WINDOW) distinctWords += new Set(ids.slice(from, from + STTR_WINDOW)).size;

  const fillers = new Map<string, number>();
  const add = (phrase: string) => fillers.set(phrase, (fillers.get(phrase) ?? 0) + 1);
  words.forEach((word, t) => {
    // A two-word filler counts where both words are in one clause.
    const pair = t > 0 && !startsClause(t) ? `${words[t - 1]} ${word}` : '';
    if (FILLERS.includes(pair) && pair.includes(' ')) add(pair);
    // "like" is a filler where a comma sets it off: a clause starts at it, or right after it (within the sentence).
    const nextStartsClauseOnly = t + 1 < words.length && (flags[t + 1]! & CLAUSE_START) !== 0 && (flags[t + 1]! & SENTENCE_START) === 0;
    if (word === 'like' && ((flags[t]! & CLAUSE_START) !== 0 || nextStartsClauseOnly)) add('like');
  });
  return { perId, fillers: Object.fromEntries(fillers), distinctWords };
};
