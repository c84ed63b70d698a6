import { otherVoices, ratesOf, scaleOfNearest } from './style-delta';
import { MAX_GRAM, MIN_GRAM, countStyleGrams, featureIndex, normaliseForStyle, symbolOf } from './style-grams';
import type { DocumentStyle } from './types';
import type { StyleModel } from './voice-match';

/** The words of a text that weigh most for (`like`) and against (`unlike`) the creator's voice in the Cosine Delta. */
export interface WordHabits {
  like: string[];
  unlike: string[];
}

/** Words listed each way: enough to recognise a habit, few enough to read beside the score. */
export const HABIT_WORDS = 5;

/**
 * What the n-gram witness saw (docs/voice-engine.md, "Copies do not count": what the score rests on). The cosine is
 * a sum over features of the text's z-score times the profile's; a feature the text uses more than the background
 * voices (z > 0) is shared among the words it occurs in, by count, and each word adds up its features' products:
 * positive where the creator also uses those pieces more than others ("so", "really", "gonna"), negative where they
 * use them less ("therefore", "whom"). Pieces spanning two words and features the text uses less than others are left
 * unattributed. The language model's evidence is not broken down.
 */
export const wordHabits = (spokenText: string, style: DocumentStyle, model: StyleModel, limit = HABIT_WORDS): WordHabits => {
  const { background, features } = model;
  const text = countStyleGrams(spokenText, features);
  if (text.grams === 0) return { like: [], unlike: [] };
  const profileRates = ratesOf(style);
  const textRates = ratesOf(text);
  const scale = scaleOfNearest(background, otherVoices(background, profileRates));
  const product = (f: number) => {
    const zText = (textRates[f]! - scale.mean[f]!) / scale.sd[f]!;
    return zText > 0 ? zText * ((profileRates[f]! - scale.mean[f]!) / scale.sd[f]!) : 0;
  };

  const uses = new Map<string, number>();
  for (const word of normaliseForStyle(spokenText).split(' ')) if (word) uses.set(word, (uses.get(word) ?? 0) + 1);
  const weight = new Map<string, number>();
  for (const [word, count] of uses) {
    const symbols = Array.from(` ${word} `, symbolOf);
    let sum = 0;
    for (let order = MIN_GRAM; order <= MAX_GRAM; order++) {
      for (let start = 0; start + order <= symbols.length; start++) {
        const f = featureIndex(features, symbols, start, order);
        if (f >= 0 && text.counts[f]! > 0) sum += (count / text.counts[f]!) * product(f);
      }
    }
    weight.set(word, sum);
  }
  const ranked = [...weight].filter(([, sum]) => sum !== 0).sort((a, b) => b[1] - a[1]);
  return {
    like: ranked.filter(([, sum]) => sum > 0).slice(0, limit).map(([word]) => word),
    unlike: ranked.filter(([, sum]) => sum < 0).reverse().slice(0, limit).map(([word]) => word),
  };
};
