import { BASE, featureIndex, MAX_GRAM, symbolOf, SYMBOLS, type StyleFeatures } from './style-grams';

/**
 * A character language model of a voice, read from its counts of the style features alone: the probability of each
 * next symbol given the three before it, Witten-Bell interpolated down to single symbols. The vocabulary is the
 * frequent n-grams, so a guest's name or a show's topic words never enter it; what remains is how the voice strings
 * its everyday words together. What the voice match makes of it (a log-likelihood ratio read against reference
 * points) is in language-evidence.ts; beside the Cosine Delta it is a second, partly independent witness (see
 * docs/voice-engine.md, rule 7).
 */

const MAX_CONTEXT = MAX_GRAM - 1;
// A context of 1–3 symbols as a base-29 number, each length in its own range of ids.
const CONTEXT_OFFSET = [0, 0, BASE, BASE + BASE ** 2] as const;
const CONTEXT_SPACE = BASE + BASE ** 2 + BASE ** 3;

const contextId = (symbols: ArrayLike<number>, start: number, length: number): number => {
  let id = 0;
  for (let k = 0; k < length; k++) id = id * BASE + symbols[start + k]!;
  return CONTEXT_OFFSET[length]! + id;
};

/** The features' symbols, fixed for every model over the same feature list (cached per list). */
interface Vocabulary {
  features: StyleFeatures;
  /** Symbols of feature i at [4i, 4i + order). */
  symbols: Uint8Array;
  orders: Uint8Array;
}

const vocabularies = new WeakMap<StyleFeatures, Vocabulary>();

const vocabularyOf = (features: StyleFeatures): Vocabulary => {
  const known = vocabularies.get(features);
  if (known) return known;
  const symbols = new Uint8Array(features.grams.length * MAX_GRAM);
  const orders = new Uint8Array(features.grams.length);
  features.grams.forEach((gram, i) => {
    orders[i] = gram.length;
    Array.from(gram, symbolOf).forEach((symbol, k) => (symbols[i * MAX_GRAM + k] = symbol));
  });
  const vocabulary = { features, symbols, orders };
  vocabularies.set(features, vocabulary);
  return vocabulary;
};

export interface LanguageModel {
  vocabulary: Vocabulary;
  counts: ArrayLike<number>;
  /** Per context: the counts of the features that continue it, and how many distinct ones do. */
  contextTotals: Float64Array;
  contextTypes: Float64Array;
  /** Single symbols, counted as the second symbol of each 2-gram feature. */
  unigrams: Float64Array;
  unigramTotal: number;
  unigramTypes: number;
}

/** The model of a voice from its feature counts (a profile's, or the background's pooled rates times any scale). */
export const languageModel = (features: StyleFeatures, counts: ArrayLike<number>): LanguageModel => {
  const vocabulary = vocabularyOf(features);
  const contextTotals = new Float64Array(CONTEXT_SPACE);
  const contextTypes = new Float64Array(CONTEXT_SPACE);
  const unigrams = new Float64Array(SYMBOLS + 1);
  let unigramTotal = 0;
  let unigramTypes = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i]!;
    if (!(count > 0)) continue;
    const order = vocabulary.orders[i]!;
    const context = contextId(vocabulary.symbols, i * MAX_GRAM, order - 1);
    contextTotals[context]! += count;
    contextTypes[context]!++;
    if (order === 2) {
      const symbol = vocabulary.symbols[i * MAX_GRAM + 1]!;
      if (unigrams[symbol] === 0) unigramTypes++;
      unigrams[symbol]! += count;
      unigramTotal += count;
    }
  }
  return { vocabulary, counts, contextTotals, contextTypes, unigrams, unigramTotal, unigramTypes };
};

/** The symbol's probability with no context: its count among single symbols, Witten-Bell over a uniform choice. */
const unigramProbability = (model: LanguageModel, symbol: number): number =>
  model.unigramTotal > 0 ? (model.unigrams[symbol]! + model.unigramTypes / SYMBOLS) / (model.unigramTotal + model.unigramTypes) : 1 / SYMBOLS;

/**
 * One Witten-Bell step: the probability after a longer context, from its count there and the probability after
 * the shorter one. A context the model never saw refines nothing.
 */
const refine = (model: LanguageModel, context: number, count: number, shorter: number): number => {
  const total = model.contextTotals[context]!;
  if (!(total > 0)) return shorter;
  const types = model.contextTypes[context]!;
  return (count + types * shorter) / (total + types);
};

/** Probability of symbols[end] after the `context` symbols before it: each longer context refines the shorter one's. */
const probability = (model: LanguageModel, symbols: ArrayLike<number>, end: number, context: number): number => {
  let p = unigramProbability(model, symbols[end]!);
  for (let k = 1; k <= context; k++) {
    const index = featureIndex(model.vocabulary.features, symbols, end - k, k + 1);
    p = refine(model, contextId(symbols, end - k, k), index >= 0 ? model.counts[index]! : 0, p);
  }
  return p;
};

/**
 * A normalised text's positions as every model over the same features looks them up, computed once per text: for
 * the symbol at `end` and the k = 1–3 symbols before it, at [3·end + k − 1], the context's id (-1 before the text's
 * start) and the feature the context makes with the symbol (-1: none).
 */
export interface TextPositions {
  features: StyleFeatures;
  symbols: Uint8Array;
  contexts: Int32Array;
  grams: Int32Array;
}

export const textPositions = (features: StyleFeatures, symbols: Uint8Array): TextPositions => {
  const contexts = new Int32Array(symbols.length * MAX_CONTEXT).fill(-1);
  const grams = new Int32Array(symbols.length * MAX_CONTEXT).fill(-1);
  for (let end = 1; end < symbols.length; end++) {
    for (let k = 1; k <= Math.min(MAX_CONTEXT, end); k++) {
      contexts[end * MAX_CONTEXT + k - 1] = contextId(symbols, end - k, k);
      grams[end * MAX_CONTEXT + k - 1] = featureIndex(features, symbols, end - k, k + 1);
    }
  }
  return { features, symbols, contexts, grams };
};

/** Mean log-probability per symbol of a text, each symbol after up to three before it (the same steps as `probability`). */
export const meanLogProbability = (model: LanguageModel, text: TextPositions): number => {
  if (text.features !== model.vocabulary.features) throw new Error('The text was read against another feature list than the model');
  const { symbols, contexts, grams } = text;
  let sum = 0;
  for (let end = 1; end < symbols.length; end++) {
    let p = unigramProbability(model, symbols[end]!);
    for (let k = 0; k < MAX_CONTEXT; k++) {
      const context = contexts[end * MAX_CONTEXT + k]!;
      if (context < 0) break;
      const index = grams[end * MAX_CONTEXT + k]!;
      p = refine(model, context, index >= 0 ? model.counts[index]! : 0, p);
    }
    sum += Math.log(p);
  }
  return symbols.length > 1 ? sum / (symbols.length - 1) : 0;
};

/**
 * Where some speech meets the vocabulary, as shares of its positions: `grams`, the positions whose longest n-gram in
 * the vocabulary is that feature; `contexts`, the positions that step down from a context (their n-gram after it is
 * no feature). Any model's mean log-probability over that speech is a sum over the two, so the speech's feature
 * rates (a background voice's, which ship as statistics) stand in for its text.
 */
export interface SpeechUse {
  grams: Float64Array;
  contexts: Map<number, number>;
}

/**
 * The `SpeechUse` of speech with these feature rates (per 2–4-gram). A position's n-grams nest: the frequent list
 * holding a 4-gram holds its 3-gram ending too (it is at least as frequent), so the positions that stop at a
 * 3-gram are its rate less those of the 4-gram features ending in it, and so on down.
 */
export const speechUse = (features: StyleFeatures, rates: ArrayLike<number>): SpeechUse => {
  const { symbols, orders } = vocabularyOf(features);
  // Each position opens one 2-, one 3- and one 4-gram: shares of positions are three times shares of 2–4-grams.
  const perPosition = Float64Array.from({ length: features.grams.length }, (_, i) => 3 * rates[i]!);
  const grams = Float64Array.from(perPosition);
  const contexts = new Map<number, number>();
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!;
    if (order < 3) continue;
    const suffix = featureIndex(features, symbols, i * MAX_GRAM + 1, order - 1);
    if (suffix >= 0) grams[suffix]! -= perPosition[i]!;
    const prefix = featureIndex(features, symbols, i * MAX_GRAM, order - 1);
    if (prefix >= 0) {
      const id = contextId(symbols, i * MAX_GRAM, order - 1);
      contexts.set(id, (contexts.get(id) ?? perPosition[prefix]!) - perPosition[i]!);
    }
  }
  for (let i = 0; i < grams.length; i++) grams[i] = Math.max(0, grams[i]!);
  for (const [id, share] of contexts) contexts.set(id, Math.max(0, share));
  return { grams, contexts };
};

/** The model's mean log-probability per symbol over the speech `use` describes. */
export const expectedLogProbability = (model: LanguageModel, use: SpeechUse): number => {
  const { symbols, orders } = model.vocabulary;
  let sum = 0;
  let positions = 0;
  use.grams.forEach((share, i) => {
    if (!(share > 0)) return;
    sum += share * Math.log(probability(model, symbols.subarray(i * MAX_GRAM), orders[i]! - 1, orders[i]! - 1));
    positions += share;
  });
  for (const [id, share] of use.contexts) {
    const total = model.contextTotals[id]!;
    if (total > 0 && share > 0) sum += share * Math.log(model.contextTypes[id]! / (total + model.contextTypes[id]!));
  }
  return positions > 0 ? sum / positions : 0;
};
