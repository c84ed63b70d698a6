import { backgroundFromFile, CALIBRATION_COEFFICIENTS, mergeStyles, rateFloor, type StyleCalibration } from '../../lambdas/domain/voice/style-background';
import { otherVoices, ratesOf, scaleOfNearest, styleCosine } from '../../lambdas/domain/voice/style-delta';
import { countStyleGrams, styleFeatures, styleSymbols } from '../../lambdas/domain/voice/style-grams';
import { calibratedScore, calibrationTerms } from '../../lambdas/domain/voice/voice-match';
import { backgroundLanguage, languageEvidence, textReference, voiceLanguage } from '../../lambdas/domain/voice/language-evidence';
import { textPositions } from '../../lambdas/domain/voice/style-language-model';
import type { DocumentStyle } from '../../lambdas/domain/voice/types';
import { backgroundFile, samplesOf, SCALE_VOICES, selectFeatures } from './background';
import type { EvalSpeaker } from '../voice-eval/corpus';
import { excerpts } from '../voice-eval/excerpts';
import { median, recognitionFigures, type ScoredText } from '../voice-eval/metrics';

export const EXCERPT_WORDS = [50, 100, 150, 250, 450, 750, 1500] as const;
/**
 * The profiles each held-out text is scored against: the first 300 and 1,000 words of one document (a creator's
 * first short upload), 1, 2 and 3 documents, and all of them (4 for the held-out speaker). A thin profile gives
 * its own voice a lower cosine, so the calibration must know the profile's size, down to the smallest it scores.
 */
export const PROFILE_SIZES = [
  { label: '300 words', documents: 1, words: 300 },
  { label: '1,000 words', documents: 1, words: 1000 },
  { label: '1 document', documents: 1 },
  { label: '2 documents', documents: 2 },
  { label: '3 documents', documents: 3 },
  { label: 'all', documents: Infinity },
] as const;
const FULL_PROFILE = 'all';

export interface Observation {
  cosine: number;
  languageModel: number;
  words: number;
  sameVoice: boolean;
  /** 'whole' or the excerpt length: each group weighs the same in the fit. */
  group: string;
  /** Which held-out text this is: a text's observations are its cosines against every profile. */
  piece: string;
  /** Whose profile the text was scored against (the speaker's index in the corpus). */
  profile: number;
  /** The profile's 2–4-grams (its evidence), and which of PROFILE_SIZES it is. */
  profileGrams: number;
  profileSize: string;
}

const calibrationOf = (coefficients: readonly number[], minProfileGrams: number): StyleCalibration => ({
  ...(Object.fromEntries(CALIBRATION_COEFFICIENTS.map((name, i) => [name, coefficients[i]!])) as Record<(typeof CALIBRATION_COEFFICIENTS)[number], number>),
  minProfileGrams,
});

const NO_CALIBRATION = calibrationOf(CALIBRATION_COEFFICIENTS.map(() => 0), 1);

/**
 * Cosines of held-out texts against every profile, with each speaker in turn left out of the background
 * entirely, feature list included: the situation of a real creator, whose voice the shipped background has
 * never heard. `backgroundOnly` voices widen every fold's background and are never creators.
 */
export const observations = (
  speakers: readonly EvalSpeaker[],
  backgroundOnly: readonly string[][] = [],
  scaleVoices: number = SCALE_VOICES,
): Observation[] => {
  const samples = speakers.map((speaker) => samplesOf(speaker.documents.map((document) => document.analysis.text)));
  const rows: Observation[] = [];

  speakers.forEach((speaker, s) => {
    const creators = samples.filter((_, v) => v !== s);
    const others = [...creators, ...backgroundOnly];
    // As in the shipped build: the feature list from the corpus voices, the scale from every voice.
    const features = selectFeatures(creators.flat());
    const table = styleFeatures(features);
    const styleOf = (text: string): DocumentStyle => ({ featureSet: 'fit', ...countStyleGrams(text, table) });
    const documentStyles = speakers.map((each) => each.documents.map((document) => styleOf(document.analysis.text)));
    const file = backgroundFile(others, features, '', NO_CALIBRATION, scaleVoices);
    const background = backgroundFromFile(file);
    const language = backgroundLanguage(background, table, rateFloor(file));
    speaker.documents.forEach((document, k) => {
      const pieces = [
        { group: 'whole', text: document.analysis.text },
        ...EXCERPT_WORDS.flatMap((length) => excerpts(document.analysis.text, length).map((text) => ({ group: String(length), text }))),
      ];
      const counted = pieces.map((piece) => countStyleGrams(piece.text, table));
      const positions = pieces.map((piece) => textPositions(table, styleSymbols(piece.text)));
      const references = positions.map((each) => textReference(each, language));
      for (const size of PROFILE_SIZES) {
        // The held-out speaker's profile from the documents after the held-out one; another speaker's from as many
        // of theirs, starting at a different one for each held-out document.
        const profileStyles = speakers.map((each, o) => {
          const styles = documentStyles[o]!;
          const order = o === s ? [...styles.keys()].filter((d) => d !== k) : [...styles.keys()];
          const start = o === s ? order.indexOf((k + 1) % styles.length) : k % styles.length;
          const chosen = [...order.slice(start), ...order.slice(0, start)].slice(0, size.documents);
          if ('words' in size) return styleOf(firstWords(each.documents[chosen[0]!]!.analysis.text, size.words));
          return mergeStyles(chosen.map((d) => styles[d]!))!;
        });
        const profiles = profileStyles.map((style) => ratesOf(style));
        const others = profiles.map((rates) => otherVoices(background, rates));
        const scales = others.map((voices) => scaleOfNearest(background, voices));
        const languages = profileStyles.map((style, o) => voiceLanguage(style.counts, others[o]!, background, table, language.pooled));
        counted.forEach((count, index) => {
          const rates = ratesOf(count);
          profiles.forEach((profileRates, o) =>
            rows.push({
              cosine: styleCosine(rates, profileRates, scales[o]!),
              languageModel: languageEvidence(positions[index]!, languages[o]!, language, references[index]!),
              words: count.words,
              sameVoice: o === s,
              group: pieces[index]!.group,
              piece: `${s}:${k}:${index}:${size.label}`,
              profile: o,
              profileGrams: profileStyles[o]!.grams,
              profileSize: size.label,
            }),
          );
        });
      }
    });
  });
  return rows;
};

const firstWords = (text: string, count: number) => text.split(/\s+/).slice(0, count).join(' ');

const featuresOf = (row: Observation, minProfileGrams: number) => calibrationTerms(row, row.profileGrams, minProfileGrams);

const cell = (row: Observation) => `${row.group}:${row.profileSize}:${row.sameVoice}`;

/**
 * Weighted logistic regression by Newton's method: within each group (text length × profile size) the same voice
 * and other voices weigh half each (even odds), and every group weighs the same, so no length or profile size
 * dominates the fit. The profile term is never extrapolated below the thinnest profile measured.
 */
export const fitCalibration = (rows: readonly Observation[]): StyleCalibration => {
  const minProfileGrams = Math.min(...rows.map((row) => row.profileGrams));
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(cell(row), (totals.get(cell(row)) ?? 0) + 1);
  const weights = rows.map((row) => 1 / (2 * totals.get(cell(row))!));
  const size = featuresOf(rows[0]!, minProfileGrams).length;
  const beta = new Array<number>(size).fill(0);
  const ridge = 1e-4;
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = beta.map(() => new Array<number>(size).fill(0));
    rows.forEach((row, r) => {
      const x = featuresOf(row, minProfileGrams);
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, i) => sum + value * beta[i]!, 0)));
      const w = weights[r]!;
      for (let i = 0; i < size; i++) {
        gradient[i]! += w * ((row.sameVoice ? 1 : 0) - p) * x[i]!;
        for (let j = 0; j < size; j++) hessian[i]![j]! += w * p * (1 - p) * x[i]! * x[j]!;
      }
    });
    for (let i = 1; i < size; i++) {
      gradient[i]! -= ridge * beta[i]!;
      hessian[i]![i]! += ridge;
    }
    const step = solve(hessian, gradient);
    step.forEach((delta, i) => (beta[i]! += delta));
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return calibrationOf(beta, minProfileGrams);
};

// Gaussian elimination with partial pivoting, for the Newton step.
const solve = (matrix: number[][], vector: number[]): number[] => {
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  const n = vector.length;
  for (let col = 0; col < n; col++) {
    const pivot = a.slice(col).reduce((best, row, i) => (Math.abs(row[col]!) > Math.abs(a[best]![col]!) ? col + i : best), col);
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = a[row]![col]! / a[col]![col]!;
      for (let k = col; k <= n; k++) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = a[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
};

/** Median calibrated score of the same voice and of other voices, per group and profile size: what the fit achieves. */
export const medianScores = (rows: readonly Observation[], calibration: StyleCalibration) => {
  const cells = [...new Set(rows.map((row) => `${row.group}|${row.profileSize}`))];
  return cells.map((key) => {
    const [group, profileSize] = key.split('|') as [string, string];
    const scored = rows
      .filter((row) => row.group === group && row.profileSize === profileSize)
      .map((row) => ({ ...row, score: calibratedScore(row, row.profileGrams, calibration) }));
    return {
      group,
      profileSize,
      same: Math.round(median(scored.filter((row) => row.sameVoice).map((row) => row.score))),
      other: Math.round(median(scored.filter((row) => !row.sameVoice).map((row) => row.score))),
    };
  });
};

/**
 * Top-1 and pairwise recognition per group, with full profiles, ranked by the score a creator sees (rounded) with
 * eval:voice's own arithmetic (tools/voice-eval/metrics.ts): profiles of different sizes compare fairly only once
 * calibrated.
 */
export const recognition = (rows: readonly Observation[], calibration: StyleCalibration) => {
  const texts = new Map<string, { group: string; text: ScoredText }>();
  for (const row of rows) {
    if (row.profileSize !== FULL_PROFILE) continue;
    const entry = texts.get(row.piece) ?? { group: row.group, text: { speaker: '', scores: {} } };
    if (row.sameVoice) entry.text.speaker = String(row.profile);
    entry.text.scores[String(row.profile)] = Math.round(calibratedScore(row, row.profileGrams, calibration));
    texts.set(row.piece, entry);
  }
  const groups = [...new Set([...texts.values()].map((entry) => entry.group))];
  return groups.map((group) => {
    const figures = recognitionFigures([...texts.values()].filter((entry) => entry.group === group).map((entry) => entry.text));
    return { group, top1: Math.round(1000 * figures.top1) / 1000, pairwise: Math.round(1000 * figures.pairwise) / 1000 };
  });
};
