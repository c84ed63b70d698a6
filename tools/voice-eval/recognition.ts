import { samplePassages } from '../../lambdas/domain/voice/retrieval';
import { buildShingleSet } from '../../lambdas/domain/voice/shingles';
import { buildVoiceProfile } from '../../lambdas/domain/voice/voice-profile';
import { judgeVoice } from '../../lambdas/domain/voice/voice-judgement';
import type { VoiceProfile } from '../../lambdas/domain/voice/types';
import type { EvalSpeaker } from './corpus';
import { EXCERPT_LENGTHS, excerpts } from './excerpts';
import { median, recognitionFigures, top1Credit, type RecognitionFigures, type ScoredText } from './metrics';

export type LengthKey = 'whole' | `${(typeof EXCERPT_LENGTHS)[number]}`;
export const LENGTH_KEYS: LengthKey[] = ['whole', ...EXCERPT_LENGTHS.map((length) => `${length}` as const)];

export interface RecognitionResult {
  whole: RecognitionFigures;
  excerpts: Record<`${(typeof EXCERPT_LENGTHS)[number]}`, RecognitionFigures>;
  /**
   * Per speaker: top1 on their whole held-out documents and at each excerpt length, and the median score (0–1) of
   * their own held-out texts against their own profile at each length ('whole', '150', '450', '750').
   */
  bySpeaker: Record<string, { top1: number; excerpts: Record<string, number>; sameMedian: Record<string, number> }>;
}

/** The profile processing keeps for these documents' stats (voice-store rebuildVoice does the same). */
export const profileOf = (speaker: EvalSpeaker, leaveOut?: number): VoiceProfile | null => {
  const documents = speaker.documents.filter((_, index) => index !== leaveOut);
  return buildVoiceProfile(
    documents.map((document) => document.analysis.stats),
    documents.map((document) => document.analysis.passages),
  );
};

/** A profile and the shingles of its documents' passages, as the voice store keeps them (rebuildVoice). */
export interface EvalVoice {
  profile: VoiceProfile | null;
  shingles: Float64Array;
}

export const voiceOf = (speaker: EvalSpeaker, leaveOut?: number): EvalVoice => {
  const passages = speaker.documents.filter((_, index) => index !== leaveOut).map((document) => document.analysis.passages);
  return { profile: profileOf(speaker, leaveOut), shingles: buildShingleSet(passages, samplePassages(passages)) };
};

/** The score the product gives: copies of the profile's documents and phrases beyond their rate left out. */
export const productScore = (text: string, voice: EvalVoice): number | null => judgeVoice(text, voice.profile, voice.shingles).score;

const scoreAgainst = (text: string, speaker: string, voices: Map<string, EvalVoice>): ScoredText => ({
  speaker,
  scores: Object.fromEntries([...voices].map(([name, voice]) => [name, voice.profile ? productScore(text, voice) : null])),
});

/**
 * Leave-one-out recognition. For each speaker with 2+ documents and each of their documents: the own
 * profile is built from the speaker's other documents; every other speaker's profile from all of theirs
 * (their full profile, as a user of the product would have it). The held-out document's spoken text, and 3
 * evenly spaced excerpts of it at each length it is long enough for, are scored against all the profiles.
 */
export const evaluateRecognition = (speakers: readonly EvalSpeaker[], fullVoices = fullVoicesOf(speakers)): RecognitionResult => {
  const scored: Record<LengthKey, ScoredText[]> = { whole: [], '150': [], '450': [], '750': [] };
  const bySpeakerScored = new Map<string, Record<LengthKey, ScoredText[]>>();
  for (const speaker of speakers) {
    const own: Record<LengthKey, ScoredText[]> = { whole: [], '150': [], '450': [], '750': [] };
    bySpeakerScored.set(speaker.name, own);
    if (speaker.documents.length < 2) continue;
    speaker.documents.forEach((document, index) => {
      const profiles = new Map(fullVoices);
      profiles.set(speaker.name, voiceOf(speaker, index));
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
  const ownMedian = (texts: ScoredText[]) => median(texts.map((text) => (text.scores[text.speaker] ?? 0) / 100));
  return {
    whole: recognitionFigures(scored.whole),
    excerpts: { '150': recognitionFigures(scored['150']), '450': recognitionFigures(scored['450']), '750': recognitionFigures(scored['750']) },
    bySpeaker: Object.fromEntries(
      [...bySpeakerScored].map(([name, own]) => [
        name,
        {
          top1: top1Of(own.whole),
          excerpts: Object.fromEntries(EXCERPT_LENGTHS.map((length) => [`${length}`, top1Of(own[`${length}`])])),
          sameMedian: Object.fromEntries(LENGTH_KEYS.map((key) => [key, ownMedian(own[key])])),
        },
      ]),
    ),
  };
};

/** Every speaker's voice from all of their documents: the profile a user of that voice would have. */
export const fullVoicesOf = (speakers: readonly EvalSpeaker[]): Map<string, EvalVoice> =>
  new Map(speakers.map((speaker) => [speaker.name, voiceOf(speaker)] as const));
