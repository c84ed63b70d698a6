import { describe, expect, it } from 'vitest';
import { shippedStyle } from '../../../../lambdas/domain/voice/style-background';
import { countStyleGrams, styleSymbols } from '../../../../lambdas/domain/voice/style-grams';
import { countStyleGramsReference, styleSymbolsReference } from '../../../../lambdas/domain/voice/style-grams-reference';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

const { features } = shippedStyle();
// Speech with markup to drop, brackets that close too far away, apostrophes inside and outside words.
const FRAGMENTS = [...SPEECH, '[Music]', '[laughter] ', '[', ']', `[${'x'.repeat(210)}]`, "it's", "'tis", 'ʼ', 'don’t', 'THE', 'ing ', 'tion'];
const texts = randomTexts(35_07, FRAGMENTS, 300);

describe(`the fast style counts give what the plain reference gives on ${CASES} random texts`, () => {
  it('normalises to the same symbols', () => {
    for (const text of texts) expect(Array.from(styleSymbols(text))).toEqual(Array.from(styleSymbolsReference(text)));
  });

  it('counts the same features, grams and words against the shipped feature list', () => {
    for (const text of texts) expect(countStyleGrams(text, features)).toEqual(countStyleGramsReference(text, features));
  });

  it('is checked on texts that hold features, not only on noise', () => {
    const counted = texts.map((text) => countStyleGrams(text, features).counts.reduce((sum, count) => sum + count, 0));
    expect(counted.filter((count) => count >= 50).length).toBeGreaterThan(CASES / 2);
  });
});
