import { buildVoiceProfile } from '../../lambdas/domain/voice/voice-profile';
import type { EvalSpeaker } from './corpus';

export interface RateFigure {
  file: string;
  /** The rate a profile of this document alone plans with; null when its timings are too few or implausible. */
  wordsPerMinute: number | null;
}

/** The speaking rate measured from each caption file, by the same rule the profile uses (buildVoiceProfile on its stats). */
export const evaluateRates = (speakers: readonly EvalSpeaker[]): RateFigure[] =>
  speakers.flatMap((speaker) =>
    speaker.documents
      .filter((document) => document.analysis.format !== 'txt')
      .map((document) => ({ file: document.file, wordsPerMinute: buildVoiceProfile([document.analysis.stats])?.hints.wordsPerMinute ?? null })),
  );
