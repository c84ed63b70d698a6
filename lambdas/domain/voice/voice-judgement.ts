import { withoutCopies } from './copies';
import { shippedStyleModel } from './style-background';
import type { VoiceProfile } from './types';
import { wordHabits } from './word-habits';
import { MIN_PROFILE_WORDS, type StyleModel, calibratedScore, styleEvidence, styleTextWords } from './voice-match';

/**
 * Below this many words (after copies are left out) a text gets no number: the engine tells a creator's own text
 * from another speaker's 92% of the time at 100 words on the shared corpus, 89% at 80, 86% at 60 and 83% at 40
 * (pairwise; docs/voice-engine.md, "Copies do not count").
 */
export const MIN_JUDGED_WORDS = 100;

/**
 * Why a text has no number: no profile yet, one too thin to compare with, one learned before style counts or copy
 * checks (its documents processed, or the profile learned, again), or too few words of its own.
 */
export type NotJudged = 'no_profile' | 'thin_profile' | 'outdated_profile' | 'too_short';

/** The voice match of a text and what it rests on. */
export interface VoiceJudgement {
  /** 0–100, or null with a `reason`. */
  score: number | null;
  reason?: NotJudged;
  /** Words the score read: the text's spoken words less those left out. */
  wordsJudged: number;
  /** Runs of 8+ words copied from the creator's documents, left out. */
  copiedPhrases: number;
  /** The creator's phrases said more often than they say them, left out. */
  repeatedPhrases: number;
  /** The words that weighed most for and against the creator's voice (`wordHabits`; asked with `explain`, else empty). */
  wordsFor: string[];
  wordsAgainst: string[];
}

/**
 * How close the text is to the creator's voice, with copies left out: runs of 8+ words found in their documents
 * (`shingles`: their sorted shingle keys; without them, a profile from before copy checks, there is no number) and
 * their phrases beyond their own rate do not raise the score. A text with fewer than MIN_JUDGED_WORDS words of its
 * own has no number, and says so.
 */
export const judgeVoice = (
  text: string,
  profile: VoiceProfile | null,
  shingles: Float64Array | null | undefined,
  { explain = false, model = shippedStyleModel() }: { explain?: boolean; model?: StyleModel } = {},
): VoiceJudgement => {
  const left = withoutCopies(text, shingles ?? null, profile?.phraseRates ?? []);
  const counts = { copiedPhrases: left.copiedPhrases, repeatedPhrases: left.repeatedPhrases };
  const wordsJudged = styleTextWords(left.text);
  const none = (reason: NotJudged): VoiceJudgement => ({ score: null, reason, wordsJudged, ...counts, wordsFor: [], wordsAgainst: [] });
  if (!profile) return none('no_profile');
  if (profile.words < MIN_PROFILE_WORDS) return none('thin_profile');
  if (!profile.style || profile.style.featureSet !== model.background.featureSet || !shingles || !profile.phraseRates) return none('outdated_profile');
  if (wordsJudged < MIN_JUDGED_WORDS) return none('too_short');
  const evidence = styleEvidence(left.text, profile.style, model);
  if (!evidence) return none('too_short');
  const habits = explain ? wordHabits(left.text, profile.style, model) : { like: [], unlike: [] };
  return {
    score: Math.round(calibratedScore(evidence, profile.style.grams, model.calibration)),
    wordsJudged: evidence.words,
    ...counts,
    wordsFor: habits.like,
    wordsAgainst: habits.unlike,
  };
};
