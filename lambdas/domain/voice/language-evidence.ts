import { otherVoices, referenceRates, type StyleBackground } from './style-delta';
import type { StyleFeatures } from './style-grams';
import { expectedLogProbability, languageModel, meanLogProbability, speechUse, type LanguageModel, type TextPositions } from './style-language-model';

/**
 * The language model's evidence that a text is in a voice: the text's log-likelihood per symbol under the voice's
 * model against the pooled background's, read against two reference points. The profile's: the same ratio on the
 * speech of every background voice but the creator's own (and near twins), so a thin profile, whose model fits
 * every text worse, is not marked down for its thinness. The text's: the mean of that referenced ratio over the
 * background voices' own models, so a text that any podcaster's model finds likely (everyday words, plain
 * phrasing) does not read as the creator's for that. What is left compares texts and profiles on one scale.
 */

// A background voice's mean rates read as counts out of this many 2–4-grams (a profile of about 6,000 words).
const VOICE_GRAMS = 100_000;

/** A model and its referenced ratio on the speech of the voices that are not it. */
export interface VoiceLanguage {
  model: LanguageModel;
  referenceRatio: number;
}

export interface BackgroundLanguage {
  pooled: LanguageModel;
  voices: VoiceLanguage[];
}

/** The model's ratio on the speech of `others` (a profile's `otherVoices`), against the pooled model's. */
const referenceRatio = (model: LanguageModel, others: readonly Float64Array[], background: StyleBackground, features: StyleFeatures, pooled: LanguageModel) => {
  const reference = speechUse(features, referenceRates(background, others));
  return expectedLogProbability(model, reference) - expectedLogProbability(pooled, reference);
};

/** A profile's model and its reference point, from its counts over the features and its `otherVoices`. */
export const voiceLanguage = (
  counts: ArrayLike<number>,
  others: readonly Float64Array[],
  background: StyleBackground,
  features: StyleFeatures,
  pooled: LanguageModel,
): VoiceLanguage => {
  const model = languageModel(features, counts);
  return { model, referenceRatio: referenceRatio(model, others, background, features, pooled) };
};

/** Rates at or below `rateFloor` (the quantisation's zero) are grams the voice never said. */
export const backgroundLanguage = (background: StyleBackground, features: StyleFeatures, rateFloor: number): BackgroundLanguage => {
  const said = background.voices.map((voice) => voice.map((rate) => (rate > rateFloor ? rate : 0)));
  const pooledCounts = new Float64Array(features.grams.length);
  for (const voice of said) voice.forEach((rate, i) => (pooledCounts[i]! += rate * VOICE_GRAMS));
  const pooled = languageModel(features, pooledCounts);
  const voices = said.map((rates) =>
    voiceLanguage(
      rates.map((rate) => rate * VOICE_GRAMS),
      otherVoices(background, rates),
      background,
      features,
      pooled,
    ),
  );
  return { pooled, voices };
};

/** The text's ratio under `voice` against the pooled model, less the voice's reference point. */
const referencedRatio = (text: TextPositions, voice: VoiceLanguage, pooledLogProbability: number) =>
  meanLogProbability(voice.model, text) - pooledLogProbability - voice.referenceRatio;

/** The text's mean referenced ratio over the background voices: what any voice's model makes of it. */
export const textReference = (text: TextPositions, language: BackgroundLanguage): number => {
  const pooledLogProbability = meanLogProbability(language.pooled, text);
  const ratios = language.voices.map((voice) => referencedRatio(text, voice, pooledLogProbability));
  return ratios.reduce((sum, ratio) => sum + ratio, 0) / Math.max(1, ratios.length);
};

/** The profile's referenced ratio on the text, less the text's reference (`textReference`, computed once per text). */
export const languageEvidence = (text: TextPositions, profile: VoiceLanguage, language: BackgroundLanguage, reference: number): number =>
  referencedRatio(text, profile, meanLogProbability(language.pooled, text)) - reference;
