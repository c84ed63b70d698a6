import { createHash } from 'node:crypto';
import { ratesOf } from '../../lambdas/domain/voice/style-delta';
import { quantiseRates, type StyleBackgroundFile, type StyleCalibration } from '../../lambdas/domain/voice/style-background';
import { allStyleGrams, countStyleGrams, normaliseForStyle, styleFeatures, type StyleFeatures } from '../../lambdas/domain/voice/style-grams';

/** Words per background sample: the spread of a voice's rates is measured between samples of this length. */
export const SAMPLE_WORDS = 1500;
export const FEATURE_COUNT = 5000;
export const IMPOSTOR_THRESHOLD = 0.5;
/** Background voices nearest to a profile that make its scale (of 15, measured: 9 beat all of them and 6). */
export const SCALE_VOICES = 9;
// Rates below 1e-7 are indistinguishable from zero at any text length we see; no feature rate exceeds 0.2.
const QUANTISATION = { lo: Math.log(1e-7), hi: Math.log(0.2) };

/** A voice's texts cut into samples of SAMPLE_WORDS words (a text shorter than that is one sample). */
export const samplesOf = (texts: readonly string[]): string[] =>
  texts.flatMap((text) => {
    const words = normaliseForStyle(text).trim().split(' ');
    if (words.length < SAMPLE_WORDS) return [words.join(' ')];
    const samples: string[] = [];
    for (let start = 0; start + SAMPLE_WORDS <= words.length; start += SAMPLE_WORDS) samples.push(words.slice(start, start + SAMPLE_WORDS).join(' '));
    return samples;
  });

/** The FEATURE_COUNT most frequent 2–4-grams over every sample (ties by the gram, so builds repeat exactly). */
export const selectFeatures = (samples: readonly string[]): string[] => {
  const pooled = new Map<string, number>();
  for (const sample of samples) for (const [gram, count] of allStyleGrams(sample)) pooled.set(gram, (pooled.get(gram) ?? 0) + count);
  return [...pooled.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, FEATURE_COUNT)
    .map(([gram]) => gram);
};

const ratesOfSample = (sample: string, features: StyleFeatures): Float64Array => {
  return ratesOf(countStyleGrams(sample, features));
};

/** Each voice's mean rates, and the within-voice spread pooled over every sample of every voice. */
export const backgroundFile = (
  voices: readonly string[][],
  features: string[],
  about: string,
  calibration: StyleCalibration,
  scaleVoices: number = SCALE_VOICES,
): StyleBackgroundFile => {
  const table = styleFeatures(features);
  const perVoice = voices.map((samples) => samples.map((sample) => ratesOfSample(sample, table)));
  const means = perVoice.map((samples) => {
    const mean = new Float64Array(features.length);
    for (const rates of samples) rates.forEach((rate, i) => (mean[i]! += rate / samples.length));
    return mean;
  });
  const squares = new Float64Array(features.length);
  let sampleCount = 0;
  perVoice.forEach((samples, v) => {
    for (const rates of samples) rates.forEach((rate, i) => (squares[i]! += (rate - means[v]![i]!) ** 2));
    sampleCount += samples.length;
  });
  const withinSd = Array.from(squares, (sum) => Math.sqrt(sum / Math.max(1, sampleCount - voices.length)));
  return {
    about,
    featureSet: createHash('sha256').update(features.join('|')).digest('hex').slice(0, 12),
    features,
    quantisation: QUANTISATION,
    voices: means.map((mean) => quantiseRates(mean, QUANTISATION)),
    withinSd: quantiseRates(withinSd, QUANTISATION),
    impostorThreshold: IMPOSTOR_THRESHOLD,
    scaleVoices,
    calibration,
  };
};
