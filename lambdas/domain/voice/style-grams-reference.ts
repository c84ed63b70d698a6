import { GAP, MAX_BRACKETED, MAX_GRAM, MIN_GRAM, isApostrophe, symbolOf } from './style-alphabet';
import { type StyleCounts, type StyleFeatures, featureIndex } from './style-grams';

const LETTER = /^[a-z]$/i;

/**
 * styleSymbols written plainly, for the tests that hold style-grams-fast.ts to it (test/lambdas/voice/fast-paths/): the
 * text normalised as a string first (letters in lower case, in-word apostrophes, one space for everything else,
 * [bracketed] markup dropped), then spelt as symbols. Not used by the product.
 */
export const styleSymbolsReference = (text: string): Uint8Array => {
  let normalised = ' ';
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!;
    if (LETTER.test(character)) {
      normalised += character.toLowerCase();
      continue;
    }
    if (character === '[') {
      const close = text.indexOf(']', i + 1);
      if (close > i && close - i <= MAX_BRACKETED) i = close;
    } else if (isApostrophe(text.charCodeAt(i)) && /[a-z]$/.test(normalised) && LETTER.test(text[i + 1] ?? '')) {
      normalised += "'";
      continue;
    }
    if (!normalised.endsWith(' ')) normalised += ' ';
  }
  if (!normalised.endsWith(' ')) normalised += ' ';
  return Uint8Array.from(normalised, symbolOf);
};

/** countStyleGrams written plainly: every 2-, 3- and 4-gram at every position looked up in the feature list. */
export const countStyleGramsReference = (text: string, features: StyleFeatures): StyleCounts => {
  const symbols = styleSymbolsReference(text);
  const counts = new Array<number>(features.grams.length).fill(0);
  let grams = 0;
  for (let start = 0; start < symbols.length; start++) {
    for (let order = MIN_GRAM; order <= MAX_GRAM && start + order <= symbols.length; order++) {
      grams++;
      const index = featureIndex(features, symbols, start, order);
      if (index >= 0) counts[index]!++;
    }
  }
  const gaps = symbols.filter((symbol) => symbol === GAP).length;
  return { counts, grams, words: Math.max(0, gaps - 1) };
};
