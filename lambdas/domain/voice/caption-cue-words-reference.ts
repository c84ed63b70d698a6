import { type Boundaries, MARK_STRENGTH, type Reading, endsSentence, startsLower } from './caption-sentence-ends';

// A letter or digit as the caption passages count words: ASCII ones, and every code unit from U+00C0 on.
const WORD_CODE = /[\dA-Za-z\u00c0-\uffff]/;

/**
 * readCue written plainly, for the tests that hold caption-cue-words-fast.ts to it (test/lambdas/voice/fast-paths/): the
 * cue split at its spaces, each token a word when it holds a letter or digit. Not used by the product.
 */
export const readCueReference = (text: string, k: number, boundaries: Boundaries, reading: Reading): void => {
  let from = 0;
  for (const token of text.split(' ')) {
    // Nothing after a space at the very end, nor in an empty cue, is a token.
    if (from >= text.length) break;
    const to = from + token.length;
    if (WORD_CODE.test(token)) {
      reading.words++;
      reading.lastFrom = from;
      reading.lastTo = to;
    }
    reading.endedSentence = token !== '' && endsSentence(text, from, to);
    // A sentence that ends inside the cue, before a word that does not start in lower case, is a place a passage may end.
    if (reading.endedSentence && to < text.length && !startsLower(text, to + 1)) {
      boundaries.word.push(reading.words);
      boundaries.cue.push(k);
      boundaries.offset.push(to + 1);
      boundaries.strength.push(MARK_STRENGTH);
    }
    from = to + 1;
  }
};
