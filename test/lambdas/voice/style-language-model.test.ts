import { describe, expect, it } from 'vitest';
import { ratesOf } from '../../../lambdas/domain/voice/style-delta';
import { shippedStyle } from '../../../lambdas/domain/voice/style-background';
import { countStyleGrams, styleSymbols } from '../../../lambdas/domain/voice/style-grams';
import { expectedLogProbability, languageModel, meanLogProbability, speechUse, textPositions } from '../../../lambdas/domain/voice/style-language-model';
import { CREATORS, corpusText } from './support/fixtures';

const { features } = shippedStyle();
const countsOf = (text: string) => countStyleGrams(text, features).counts;
const positionsOf = (text: string) => textPositions(features, styleSymbols(text));

describe('the character language model over the style features', () => {
  it('gives every next symbol a probability: the mean log-probability of any text is finite and below 0', () => {
    const model = languageModel(features, countsOf(corpusText('vlogger', 1)));
    for (const text of ['zzzz qqqq xylophone', corpusText('educator', 2)]) {
      const logProbability = meanLogProbability(model, positionsOf(text));
      expect(Number.isFinite(logProbability)).toBe(true);
      expect(logProbability).toBeLessThan(0);
    }
  });

  it('finds a creator’s held-out text likelier under their own model than under any other creator’s', () => {
    for (const creator of CREATORS) {
      const held = positionsOf(corpusText(creator, 3));
      const own = meanLogProbability(languageModel(features, countsOf(`${corpusText(creator, 1)} ${corpusText(creator, 2)}`)), held);
      for (const other of CREATORS.filter((each) => each !== creator)) {
        const theirs = meanLogProbability(languageModel(features, countsOf(`${corpusText(other, 1)} ${corpusText(other, 2)}`)), held);
        expect(own).toBeGreaterThan(theirs);
      }
    }
  });

  it('reads a model’s mean log-probability over some speech from that speech’s feature rates alone, within 0.05 nats of reading the text', () => {
    const model = languageModel(features, countsOf(corpusText('storyteller', 1)));
    for (const creator of CREATORS) {
      const text = corpusText(creator, 2);
      const fromText = meanLogProbability(model, positionsOf(text));
      const fromRates = expectedLogProbability(model, speechUse(features, ratesOf(countStyleGrams(text, features))));
      expect(Math.abs(fromRates - fromText)).toBeLessThan(0.05);
    }
  });
});
