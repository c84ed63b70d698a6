import type { DocumentStyle } from './types';

/**
 * Cosine Delta (Smith & Aldridge 2011; Evert et al. 2017) over character 2–4-gram rates: each feature's rate
 * is z-scored against a background of other voices, and a text's z-vector is compared with the profile's by
 * cosine. Near 0 for another voice, growing with the length of the text for the same voice.
 */

/** The background voices as statistics only: per voice the mean rate of each feature, and the spread. */
export interface StyleBackground {
  featureSet: string;
  features: string[];
  /** Mean rate of each feature per background voice (rate = count / all 2–4-grams). */
  voices: Float64Array[];
  /** Spread of one voice's rate between 1,500-word samples of it (pooled over the voices), per feature. */
  withinSd: Float64Array;
  /**
   * A background voice this close to the profile (cosine of z-vectors) is the creator's own, or a near twin:
   * it is left out, or the profile would be measured against itself.
   */
  impostorThreshold: number;
  /**
   * How many of the remaining voices, the nearest to the profile, make its scale (absent: all). Voices far from
   * the creator only blur what tells the creator from the voices closest to theirs.
   */
  scaleVoices?: number;
}

interface Scale {
  mean: Float64Array;
  sd: Float64Array;
}

/** The mean rate of each feature over these voices. */
export const meanRates = (voices: readonly Float64Array[], size: number): Float64Array => {
  const mean = new Float64Array(size);
  for (const voice of voices) for (let i = 0; i < size; i++) mean[i]! += voice[i]! / voices.length;
  return mean;
};

const scaleOf = (background: StyleBackground, voices: readonly Float64Array[]): Scale => {
  const size = background.features.length;
  const mean = meanRates(voices, size);
  const sd = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    let between = 0;
    for (const voice of voices) between += (voice[i]! - mean[i]!) ** 2 / voices.length;
    sd[i] = Math.sqrt(background.withinSd[i]! ** 2 + between) || 1e-9;
  }
  return { mean, sd };
};

const cosine = (a: Float64Array, b: Float64Array, scale: Scale): number => {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const za = (a[i]! - scale.mean[i]!) / scale.sd[i]!;
    const zb = (b[i]! - scale.mean[i]!) / scale.sd[i]!;
    dot += za * zb;
    normA += za * za;
    normB += zb * zb;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
};

export const ratesOf = (style: Pick<DocumentStyle, 'counts' | 'grams'>): Float64Array => {
  const rates = new Float64Array(style.counts.length);
  if (style.grams > 0) style.counts.forEach((count, i) => (rates[i] = count / style.grams));
  return rates;
};

/** The background voices that are not the profile's own (nor near twins), nearest to it first. */
export const otherVoices = (background: StyleBackground, profileRates: Float64Array): Float64Array[] => {
  const all = scaleOf(background, background.voices);
  return background.voices
    .map((voice) => ({ voice, similarity: cosine(profileRates, voice, all) }))
    .filter(({ similarity }) => similarity < background.impostorThreshold)
    .sort((a, b) => b.similarity - a.similarity)
    .map(({ voice }) => voice);
};

// With fewer than two other voices there is no spread to measure against: every voice is used instead.
const enough = (others: readonly Float64Array[]) => others.length >= 2;

/** The scale a profile is measured on: the nearest `scaleVoices` of its `otherVoices`. */
export const scaleOfNearest = (background: StyleBackground, others: readonly Float64Array[]): Scale =>
  enough(others)
    ? scaleOf(background, others.slice(0, background.scaleVoices ?? others.length))
    : scaleOf(background, background.voices);

/** The mean rates of all the profile's `otherVoices`: the speech the language model's evidence is referenced on. */
export const referenceRates = (background: StyleBackground, others: readonly Float64Array[]): Float64Array =>
  meanRates(enough(others) ? others : background.voices, background.features.length);

/** Cosine Delta between a text's rates and a profile's, on the profile's scale. */
export const styleCosine = (textRates: Float64Array, profileRates: Float64Array, scale: Scale): number =>
  cosine(textRates, profileRates, scale);
