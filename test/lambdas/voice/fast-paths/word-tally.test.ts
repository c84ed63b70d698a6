import { describe, expect, it } from 'vitest';
import { FILLERS } from '../../../../lambdas/domain/voice/lexicon';
import { scan } from '../../../../lambdas/domain/voice/tokens';
import { tallyWords } from '../../../../lambdas/domain/voice/word-tally-fast';
import { tallyWordsReference } from '../../../../lambdas/domain/voice/word-tally-reference';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

// Fillers whole and split across commas and sentences, and enough words to fill several type-token windows.
const FRAGMENTS = [...SPEECH, ...FILLERS.flatMap((filler) => [filler, ...filler.split(' ')]), ', like, ', ' like ', 'like.', ' Like ', ', ', '. '];
const texts = randomTexts(35_06, FRAGMENTS, 600);

describe(`the fast word tally gives what the plain reference gives on ${CASES} random texts`, () => {
  it('counts the same words, fillers and distinct words per window', () => {
    for (const text of texts) {
      const tokens = scan(text, { lineBreaks: true });
      expect(tallyWords(tokens)).toEqual(tallyWordsReference(tokens));
    }
  });

  it('is checked on texts that hold two-word fillers and a "like" set off by commas', () => {
    const tallies = texts.map((text) => tallyWords(scan(text, { lineBreaks: true })));
    expect(tallies.filter((tally) => Object.keys(tally.fillers).some((filler) => filler.includes(' '))).length).toBeGreaterThan(CASES / 2);
    expect(tallies.filter((tally) => (tally.fillers.like ?? 0) > 0).length).toBeGreaterThan(CASES / 2);
  });
});
