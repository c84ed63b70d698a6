import { describe, expect, it } from 'vitest';
import { sentenceSpans } from '../../../../lambdas/domain/voice/sentence-spans-fast';
import { sentenceSpansReference } from '../../../../lambdas/domain/voice/sentence-spans-reference';
import { scan } from '../../../../lambdas/domain/voice/tokens';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

// Punctuated speech, and long stretches of words with few or no end marks (auto-captions).
const WORDS = ['so', 'we', 'went', 'there', 'and', 'it', 'was', 'good', ' ', ' ', ' '];
const texts = [...randomTexts(35_13, SPEECH, 400), ...randomTexts(35_14, [...WORDS, ...WORDS, ...WORDS, '.', '\n'], 600)];

describe(`the fast sentence spans give what the plain reference gives on ${2 * CASES} random texts`, () => {
  it('find the same sentences, or the same chunks when the text has no usable punctuation', () => {
    for (const text of texts) {
      const tokens = scan(text, { lineBreaks: false });
      expect(sentenceSpans(tokens)).toEqual(sentenceSpansReference(tokens));
    }
  });

  it('is checked on punctuated and unpunctuated texts alike', () => {
    const punctuated = texts.map((text) => sentenceSpans(scan(text, { lineBreaks: false })).punctuated);
    expect(punctuated.filter(Boolean).length).toBeGreaterThan(CASES / 4);
    expect(punctuated.filter((is) => !is).length).toBeGreaterThan(CASES / 4);
  });
});
