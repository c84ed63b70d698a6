import { describe, expect, it } from 'vitest';
import { languageEvidence, textReference, voiceLanguage } from '../../../lambdas/domain/voice/language-evidence';
import { shippedStyleModel } from '../../../lambdas/domain/voice/style-background';
import { otherVoices, ratesOf } from '../../../lambdas/domain/voice/style-delta';
import { countStyleGrams, styleSymbols } from '../../../lambdas/domain/voice/style-grams';
import { textPositions } from '../../../lambdas/domain/voice/style-language-model';
import { CREATORS, corpusText } from './support/fixtures';

const model = shippedStyleModel();
const { background, features, language } = model;
const profileOf = (text: string) => {
  const style = countStyleGrams(text, features);
  return voiceLanguage(style.counts, otherVoices(background, ratesOf(style)), background, features, language.pooled);
};
const positionsOf = (text: string) => textPositions(features, styleSymbols(text));

describe('the language model evidence', () => {
  it('puts a creator’s held-out text above 0 for their one-document profile and above the evidence every other creator’s text gets from it', () => {
    for (const creator of CREATORS) {
      const profile = profileOf(corpusText(creator, 1));
      const evidenceOf = (text: string) => {
        const positions = positionsOf(text);
        return languageEvidence(positions, profile, language, textReference(positions, language));
      };
      const own = evidenceOf(corpusText(creator, 2));
      expect(own).toBeGreaterThan(0);
      for (const other of CREATORS.filter((each) => each !== creator)) expect(own).toBeGreaterThan(evidenceOf(corpusText(other, 2)));
    }
  });

  it('subtracts the same text reference from every profile, so it changes no ranking between profiles', () => {
    const positions = positionsOf(corpusText('marketer', 3));
    const reference = textReference(positions, language);
    const [a, b] = [profileOf(corpusText('marketer', 1)), profileOf(corpusText('storyteller', 1))];
    const gap = languageEvidence(positions, a!, language, reference) - languageEvidence(positions, b!, language, reference);
    expect(gap).toBeCloseTo(languageEvidence(positions, a!, language, 0) - languageEvidence(positions, b!, language, 0), 12);
    expect(gap).toBeGreaterThan(0);
  });
});
