import { itemsOfVoice } from '../../lambdas/contracts/voices';
import { samplePassages } from '../../lambdas/domain/voice/retrieval';
import { buildShingleSet } from '../../lambdas/domain/voice/shingles';
import { buildVoiceProfile } from '../../lambdas/domain/voice/voice-profile';
import type { EvalSpeaker } from './corpus';
import { type EvalVoice, type RecognitionResult, evaluateRecognition } from './recognition';

export interface OneAccountResult {
  /** Speakers held as voices of one account. */
  voices: number;
  /** Whether every recognition figure is the same as with one account per speaker. */
  same: boolean;
  /** The figures that differ (dotted paths), when any do. */
  differences: string[];
}

const differencesOf = (a: unknown, b: unknown, path = ''): string[] => {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => differencesOf((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  return Object.is(a, b) ? [] : [path];
};

/**
 * Issue 33: every speaker as one voice of a single account (docs/voices.md). Their documents are uploaded interleaved
 * (one of each speaker's in turn) and each voice is built from the documents the store's own selection gives it
 * (`itemsOfVoice`, as rebuildVoice does); recognition is then measured again against those voices. The figures must be
 * exactly those of one account per speaker: a voice learns nothing from another.
 */
export const evaluateOneAccount = (speakers: readonly EvalSpeaker[], separate: RecognitionResult): OneAccountResult => {
  const longest = Math.max(0, ...speakers.map((speaker) => speaker.documents.length));
  const uploads = Array.from({ length: longest }, (_, index) =>
    speakers.flatMap((speaker) => (speaker.documents[index] ? [{ voice_id: speaker.name, analysis: speaker.documents[index].analysis }] : [])),
  ).flat();
  const voices = new Map<string, EvalVoice>(
    speakers.map((speaker) => {
      const documents = itemsOfVoice(uploads, speaker.name);
      const passages = documents.map((document) => document.analysis.passages);
      const profile = buildVoiceProfile(
        documents.map((document) => document.analysis.stats),
        passages,
      );
      return [speaker.name, { profile, shingles: buildShingleSet(passages, samplePassages(passages)) }];
    }),
  );
  const differences = differencesOf(evaluateRecognition(speakers, voices), separate);
  return { voices: speakers.length, same: differences.length === 0, differences };
};
