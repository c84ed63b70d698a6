import { FUNCTION_WORDS } from './lexicon';
import { parseTxt } from './parse-txt';
import { analyseText } from './text-analysis';
import type { VoiceProfile } from './types';

/** Below this many words the profile's function-word rates are too noisy to compare against. */
export const MIN_PROFILE_WORDS = 200;
/** Below this many words a text has too few function words to score. */
export const MIN_TEXT_WORDS = 20;

// One word's squared deviation is capped so that a single rare word cannot decide the score on its own.
const MAX_TERM = 16;
const FUNCTION_WORD_WEIGHT = 0.7;

// Lines of a script that are not spoken: headings, the meta line, on-screen cues; and timing marks.
const UNSPOKEN_LINE = /^\s*(?:#|>|[*_]*on screen:)/i;
const TIMING_MARK = /\[\d+:\d{2}\s*[–-]\s*\d+:\d{2}\]/g;

const spokenText = (text: string): string =>
  text
    .split('\n')
    .map((line) => (UNSPOKEN_LINE.test(line) ? '' : line.replace(TIMING_MARK, '')))
    .join('\n');

/**
 * Function-word distance: each word's rate in the text is compared with its rate in the profile, in units
 * of the deviation sampling alone would cause at these two lengths (binomial variance), and the squares
 * are averaged (a χ²/df statistic). About 1 means "as close as two samples of one author", and it grows
 * with stylistic distance; length-aware, so a short script is not penalised for being short.
 */
const functionWordDistance = (profile: VoiceProfile, counts: Record<string, number>, textWords: number): number => {
  const floor = 0.5 / profile.words;
  let total = 0;
  for (const word of FUNCTION_WORDS) {
    const expected = profile.functionWordProfile[word] ?? 0;
    const observed = (counts[word] ?? 0) / textWords;
    const rate = Math.max(expected, floor);
    const variance = rate * (1 - rate) * (1 / textWords + 1 / profile.words);
    total += Math.min(MAX_TERM, (observed - expected) ** 2 / variance);
  }
  return total / FUNCTION_WORDS.length;
};

/**
 * How close a text's style is to the profile, 0–100 (null when the profile has under 200 words or the text
 * under 20). Stylometry rather than topic: authors differ most reliably in how often they use function
 * words (Burrows' Delta and its successors), and in how long their sentences run; 70% function words,
 * 30% sentence length (the ratio of average lengths, on a log scale).
 */
export const voiceMatch = (text: string, profile: VoiceProfile): number | null => {
  if (profile.words < MIN_PROFILE_WORDS) return null;
  const { stats } = analyseText(parseTxt(spokenText(text)), { lineBreaks: true, speechSeconds: null });
  if (stats.words < MIN_TEXT_WORDS) return null;

  const distance = functionWordDistance(profile, stats.functionWords, stats.words);
  const functionWordScore = 1 / (1 + (distance / 2) ** 1.5);

  const measured = stats.sentenceLengthHistogram.reduce((sum, count) => sum + count, 0);
  const profileAverage = profile.hints.averageSentenceWords;
  if (measured === 0 || !profileAverage) return Math.round(100 * functionWordScore);
  const textAverage = stats.sentenceLengthHistogram.reduce((sum, count, length) => sum + count * length, 0) / measured;
  const sentenceScore = Math.exp(-Math.abs(Math.log(textAverage / profileAverage)) / 0.5);
  return Math.round(100 * (FUNCTION_WORD_WEIGHT * functionWordScore + (1 - FUNCTION_WORD_WEIGHT) * sentenceScore));
};
