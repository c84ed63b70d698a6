import { buildVoiceProfile } from '../../lambdas/domain/voice/voice-profile';
import { voiceMatch } from '../../lambdas/domain/voice/voice-match';
import type { VoiceProfile } from '../../lambdas/domain/voice/types';
import type { EvalSpeaker } from './corpus';
import { EXCERPT_LENGTHS, excerpts } from './excerpts';
import { recognitionFigures, top1Credit, type RecognitionFigures, type ScoredText } from './metrics';

export type LengthKey = 'whole' | `${(typeof EXCERPT_LENGTHS)[number]}`;
export const LENGTH_KEYS: LengthKey[] = ['whole', ...EXCERPT_LENGTHS.map((length) => `${length}` as const)];

export interface RecognitionResult {
  whole: RecognitionFigures;
  excerpts: Record<`${(typeof EXCERPT_LENGTHS)[number]}`, RecognitionFigures>;
  /** Per speaker: top1 on their whole held-out documents, and at each excerpt length. */
  bySpeaker: Record<string, { top1: number; excerpts: Record<string, number> }>;
}

/** The profile processing keeps for these documents' stats (voice-store rebuildVoice does the same). */
export const profileOf = (speaker: EvalSpeaker, leaveOut?: number): VoiceProfile | null => {
  const documents = speaker.documents.filter((_, index) => index !== leaveOut);
  return buildVoiceProfile(
    documents.map((document) => document.analysis.stats),
    documents.map((document) => document.analysis.passages),
  );
};

const scoreAgainst = (text: string, speaker: string, profiles: Map<string, VoiceProfile | null>): ScoredText => ({
  speaker,
  scores: Object.fromEntries([...profiles].map(([name, profile]) => [name, profile ? voiceMatch(text, profile) : null])),
});

/**
 * Leave-one-out recognition. For each speaker with 2+ documents and each of their documents: the own
 * profile is built from the speaker's other documents; every other speaker's profile from all of theirs
 * (their full profile, as a user of the product would have it). The held-out document's spoken text, and 3
 * evenly spaced excerpts of it at each length it is long enough for, are scored against all the profiles.
 */
export const evaluateRecognition = (speakers: readonly EvalSpeaker[]): RecognitionResult => {
  const fullProfiles = new Map(speakers.map((speaker) => [speaker.name, profileOf(speaker)] as const));
  const scored: Record<LengthKey, ScoredText[]> = { whole: [], '150': [], '450': [], '750': [] };
  const bySpeakerScored = new Map<string, Record<LengthKey, ScoredText[]>>();
  for (const speaker of speakers) {
    const own: Record<LengthKey, ScoredText[]> = { whole: [], '150': [], '450': [], '750': [] };
    bySpeakerScored.set(speaker.name, own);
    if (speaker.documents.length < 2) continue;
    speaker.documents.forEach((document, index) => {
      const profiles = new Map(fullProfiles);
      profiles.set(speaker.name, profileOf(speaker, index));
      const add = (key: LengthKey, text: string) => {
        const result = scoreAgainst(text, speaker.name, profiles);
        scored[key].push(result);
        own[key].push(result);
      };
      add('whole', document.text);
      for (const length of EXCERPT_LENGTHS) for (const excerpt of excerpts(document.text, length)) add(`${length}`, excerpt);
    });
  }
  const top1Of = (texts: ScoredText[]) => (texts.length === 0 ? Number.NaN : texts.reduce((sum, text) => sum + top1Credit(text), 0) / texts.length);
  return {
    whole: recognitionFigures(scored.whole),
    excerpts: { '150': recognitionFigures(scored['150']), '450': recognitionFigures(scored['450']), '750': recognitionFigures(scored['750']) },
    bySpeaker: Object.fromEntries(
      [...bySpeakerScored].map(([name, own]) => [
        name,
        { top1: top1Of(own.whole), excerpts: Object.fromEntries(EXCERPT_LENGTHS.map((length) => [`${length}`, top1Of(own[`${length}`])])) },
      ]),
    ),
  };
};
