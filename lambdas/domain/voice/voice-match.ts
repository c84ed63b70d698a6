import { CALIBRATION_COEFFICIENTS, shippedStyleModel, type StyleCalibration } from './style-background';
import { otherVoices, ratesOf, scaleOfNearest, styleCosine, type StyleBackground } from './style-delta';
import { countStyleGrams, styleSymbols, styleWords, type StyleFeatures } from './style-grams';
import { languageEvidence, textReference, voiceLanguage, type BackgroundLanguage } from './language-evidence';
import { textPositions } from './style-language-model';
import type { DocumentStyle, VoiceProfile } from './types';

/** Below this many words the profile's n-gram rates are too noisy to compare against. */
export const MIN_PROFILE_WORDS = 200;
/** Below this many words a text says too little to score. */
export const MIN_TEXT_WORDS = 20;

// Lines of a script that are not spoken: headings, the meta line, on-screen cues; and timing marks.
const UNSPOKEN_LINE = /^\s*(?:#|>|[*_]*on screen:)/i;
const TIMING_MARK = /\[\d+:\d{2}\s*[–-]\s*\d+:\d{2}\]/g;

const spokenText = (text: string): string =>
  text
    .split('\n')
    .map((line) => (UNSPOKEN_LINE.test(line) ? '' : line.replace(TIMING_MARK, '')))
    .join('\n');

/** The words of a text the voice match reads (spoken lines only, as `countStyleGrams` counts them). */
export const styleTextWords = (text: string): number => styleWords(spokenText(text));

/** A profile's 2–4-grams are measured in units of this many (a profile of about 6,000 spoken words). */
const PROFILE_GRAMS_UNIT = 100_000;

/** The profile's size in PROFILE_GRAMS_UNITs, floored at the thinnest profile the calibration measured. */
const profileUnits = (profileGrams: number, minProfileGrams: number): number =>
  Math.max(profileGrams, minProfileGrams, 1) / PROFILE_GRAMS_UNIT;

/** What a text says about a profile: the Cosine Delta, the language model's evidence, and the words read. */
export interface StyleEvidence {
  cosine: number;
  languageModel: number;
  words: number;
}

/**
 * How much the language model's evidence (nats per symbol) weighs against the cosine in the style score the
 * calibration reads, for a profile well beyond LANGUAGE_MODEL_HALF_WEIGHT_GRAMS. A thin profile's model is a rough
 * one, so its weight is half at that many 2–4-grams (about 1,900 spoken words) and falls off steeply below (a cube
 * law: a ninth of the weight at half that size); from about 4,000 words on it is nine tenths or more, so a
 * creator's own profile, one upload thinner than another's, is read with nearly the same weight. Chosen on voices
 * outside the background (docs/voice-engine.md, rule 7).
 */
export const LANGUAGE_MODEL_WEIGHT = 2;
export const LANGUAGE_MODEL_HALF_WEIGHT_GRAMS = 30_000;

const languageModelWeight = (profileGrams: number): number => {
  const size = (profileGrams / LANGUAGE_MODEL_HALF_WEIGHT_GRAMS) ** 3;
  return (LANGUAGE_MODEL_WEIGHT * size) / (size + 1);
};

/** The one figure the calibration reads: the cosine plus the language model evidence, weighted by the profile's size. */
export const styleScore = ({ cosine, languageModel }: Pick<StyleEvidence, 'cosine' | 'languageModel'>, profileGrams: number): number =>
  cosine + languageModelWeight(profileGrams) * languageModel;

/**
 * The terms of the calibration's logit, in the order of CALIBRATION_COEFFICIENTS: 1, the style score (`styleScore`),
 * its product with √words (evidence grows with the text's length), log words, the score over √(profile size) (a
 * profile of one upload gives its own voice a lower score than a profile of four, so the same score says more), and
 * log profile size (a thin profile's scores stay further from certainty both ways). The fit
 * (tools/voice-background/calibrate.ts) uses the same terms.
 */
export const calibrationTerms = (evidence: StyleEvidence, profileGrams: number, minProfileGrams: number): number[] => {
  const score = styleScore(evidence, profileGrams);
  const units = profileUnits(profileGrams, minProfileGrams);
  return [1, score, score * Math.sqrt(evidence.words), Math.log(evidence.words), score / Math.sqrt(units), Math.log(units)];
};

/**
 * The cosine turned into a probability that the text is the profile's voice rather than another speaker's
 * (equal odds before reading it): logistic in `calibrationTerms`, fitted by leaving each corpus speaker out of
 * the background in turn, with profiles from 300 words of one document to 4 documents.
 */
export const calibratedScore = (evidence: StyleEvidence, profileGrams: number, calibration: StyleCalibration): number => {
  const terms = calibrationTerms(evidence, profileGrams, calibration.minProfileGrams);
  const logit = CALIBRATION_COEFFICIENTS.reduce((sum, name, i) => sum + calibration[name] * terms[i]!, 0);
  return 100 / (1 + Math.exp(-logit));
};

export interface StyleModel {
  background: StyleBackground;
  features: StyleFeatures;
  calibration: StyleCalibration;
  language: BackgroundLanguage;
}

/** The raw evidence of a text against a profile's style: Cosine Delta, language model evidence, and the words measured. */
export const styleEvidence = (text: string, style: DocumentStyle, model: StyleModel): StyleEvidence | null => {
  if (style.featureSet !== model.background.featureSet) return null;
  const spoken = spokenText(text);
  const counted = countStyleGrams(spoken, model.features);
  if (counted.words < MIN_TEXT_WORDS) return null;
  const { background, features, language } = model;
  const profileRates = ratesOf(style);
  // One reading of which background voices are not the creator's serves both witnesses.
  const others = otherVoices(background, profileRates);
  const cosine = styleCosine(ratesOf(counted), profileRates, scaleOfNearest(background, others));
  const positions = textPositions(features, styleSymbols(spoken));
  const profile = voiceLanguage(style.counts, others, background, features, language.pooled);
  return { cosine, languageModel: languageEvidence(positions, profile, language, textReference(positions, language)), words: counted.words };
};

/**
 * How likely the text is in the profile's voice, 0–100: 50 is a coin toss, above 70 it reads like the
 * creator, below 30 like someone else. Stylometry rather than topic (character 2–4-grams: their Cosine Delta, and
 * a language model over the frequent ones), so the same voice on a new subject still scores high. Null when the profile has under 200 words or predates
 * style counts (its documents need processing again), or the text has under 20 words.
 */
export const voiceMatch = (text: string, profile: VoiceProfile, model: StyleModel = shippedStyleModel()): number | null => {
  if (profile.words < MIN_PROFILE_WORDS || !profile.style) return null;
  const evidence = styleEvidence(text, profile.style, model);
  return evidence ? Math.round(calibratedScore(evidence, profile.style.grams, model.calibration)) : null;
};
