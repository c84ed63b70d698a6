import { readFileSync } from 'node:fs';
import { countStyleGrams, styleFeatures, type StyleFeatures } from './style-grams';
import type { StyleBackground } from './style-delta';
import { backgroundLanguage, type BackgroundLanguage } from './language-evidence';
import type { DocumentStyle } from './types';

/**
 * The background the voice match measures against, shipped as statistics only (no text): built by
 * `npm run build:voice-background` from a folder of speakers' transcripts (see docs/voice-engine.md).
 * A data file beside the code rather than part of the bundle (52 KB gzipped would put two Lambdas over their
 * bundle budget): lib/constructs/node-function.ts copies it next to each API Lambda's bundle.
 */
export const STYLE_BACKGROUND_FILE = 'style-background.json';

export interface StyleBackgroundFile {
  about: string;
  featureSet: string;
  features: string[];
  /** Rates are stored as bytes on a log scale between e^lo and e^hi (base64), which loses nothing measurable. */
  quantisation: { lo: number; hi: number };
  voices: string[];
  withinSd: string;
  impostorThreshold: number;
  /** How many background voices, nearest to the profile, make its scale (absent: all of them). */
  scaleVoices?: number;
  /** Logistic calibration of the cosine into a probability (see voice-match.ts). */
  calibration: StyleCalibration;
}

/**
 * The calibration's coefficients, in the order of the terms they weigh (voice-match.ts `calibrationTerms`): the
 * intercept; the cosine; the cosine times √words; ln words; the cosine times √(PROFILE_GRAMS_UNIT / profile
 * 2–4-grams), since a thin profile's cosine says more; ln(profile 2–4-grams / PROFILE_GRAMS_UNIT), how far a thin
 * profile's scores stay from certainty. The score and the fit both read this one list.
 */
export const CALIBRATION_COEFFICIENTS = ['intercept', 'cosine', 'cosineRootWords', 'logWords', 'cosineThinProfile', 'logProfile'] as const;

export type StyleCalibration = Record<(typeof CALIBRATION_COEFFICIENTS)[number], number> & {
  /** The thinnest profile the fit measured: a thinner one is scored as if it had this many 2–4-grams. */
  minProfileGrams: number;
};

export const quantiseRates = (rates: ArrayLike<number>, { lo, hi }: { lo: number; hi: number }): string => {
  const bytes = new Uint8Array(rates.length);
  for (let i = 0; i < rates.length; i++) {
    const level = Math.round(((Math.log(Math.max(rates[i]!, Math.exp(lo))) - lo) / (hi - lo)) * 255);
    bytes[i] = Math.min(255, Math.max(0, level));
  }
  return Buffer.from(bytes).toString('base64');
};

const dequantiseRates = (encoded: string, { lo, hi }: { lo: number; hi: number }): Float64Array =>
  Float64Array.from(Buffer.from(encoded, 'base64'), (level) => Math.exp(lo + (level / 255) * (hi - lo)));

/** The quantisation's zero: a dequantised rate this small is a gram the voice never said. */
export const rateFloor = (file: Pick<StyleBackgroundFile, 'quantisation'>): number => Math.exp(file.quantisation.lo) * 1.001;

export const backgroundFromFile = (file: StyleBackgroundFile): StyleBackground => ({
  featureSet: file.featureSet,
  features: file.features,
  voices: file.voices.map((voice) => dequantiseRates(voice, file.quantisation)),
  withinSd: dequantiseRates(file.withinSd, file.quantisation),
  impostorThreshold: file.impostorThreshold,
  scaleVoices: file.scaleVoices,
});

let cached: { background: StyleBackground; features: StyleFeatures; calibration: StyleCalibration; rateFloor: number } | null = null;
let cachedLanguage: BackgroundLanguage | null = null;

/** The shipped background and its feature table, read once per process on first use (a few ms). */
export const shippedStyle = () => {
  if (!cached) {
    const file = JSON.parse(readFileSync(new URL(`./${STYLE_BACKGROUND_FILE}`, import.meta.url), 'utf8')) as StyleBackgroundFile;
    cached = { background: backgroundFromFile(file), features: styleFeatures(file.features), calibration: file.calibration, rateFloor: rateFloor(file) };
  }
  return cached;
};

/** The shipped background with its language model, built on first use: counting a document's features needs none of it. */
export const shippedStyleModel = () => {
  const style = shippedStyle();
  cachedLanguage ??= backgroundLanguage(style.background, style.features, style.rateFloor);
  return { ...style, language: cachedLanguage };
};

/**
 * Style rates settle long before this many characters (about 100,000 words): a longer transcript is counted
 * over windows spread evenly across it, so a 10 MB upload costs what 600 KB does and weighs no more.
 */
export const STYLE_SAMPLE_CHARACTERS = 600_000;
const STYLE_WINDOWS = 12;

/** The text itself, or evenly spread windows of it (cut at spaces) adding up to STYLE_SAMPLE_CHARACTERS. */
export const styleSample = (text: string): string => {
  if (text.length <= STYLE_SAMPLE_CHARACTERS) return text;
  const width = STYLE_SAMPLE_CHARACTERS / STYLE_WINDOWS;
  const stride = (text.length - width) / (STYLE_WINDOWS - 1);
  const windows: string[] = [];
  for (let k = 0; k < STYLE_WINDOWS; k++) {
    const from = Math.round(k * stride);
    const space = text.indexOf(' ', from);
    // No space left, or none within the window: nothing to cut here. Searching back from the window's end would
    // then cross the whole text before it (each window of a 10 MB run of "<<<<" took 7 ms).
    if (space < 0) break;
    if (space > from + width) continue;
    const start = k === 0 ? 0 : space + 1;
    const end = text.lastIndexOf(' ', from + width);
    if (end > start) windows.push(text.slice(start, end));
  }
  return windows.join(' ');
};

/** A document's style counts over the shipped features. */
export const countDocumentStyle = (spokenText: string): DocumentStyle => {
  const { background, features } = shippedStyle();
  const { counts, grams } = countStyleGrams(styleSample(spokenText), features);
  return { featureSet: background.featureSet, counts, grams };
};

/** The documents' counts added together; undefined when any document lacks them or counted other features. */
export const mergeStyles = (styles: readonly (DocumentStyle | undefined)[]): DocumentStyle | undefined => {
  const first = styles[0];
  if (!first || styles.some((style) => !style || style.featureSet !== first.featureSet)) return undefined;
  const counts = new Array<number>(first.counts.length).fill(0);
  let grams = 0;
  for (const style of styles as DocumentStyle[]) {
    style.counts.forEach((count, i) => (counts[i]! += count));
    grams += style.grams;
  }
  return { featureSet: first.featureSet, counts, grams };
};
