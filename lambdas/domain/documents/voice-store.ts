import { DEFAULT_VOICE_ID, itemsOfVoice } from '../../contracts/voices';
import { DocumentKeys, deleteObjects, readBinary, readPassages, writeBinary, writePassages } from '../../data/document-storage';
import { type DocumentRecord, listDocumentRecords } from '../../data/document-repo';
import { listNotMe } from '../../data/not-me-repo';
import { parseItem } from '../../data/parse-item';
import { setHasVoiceProfile } from '../../data/profile-repo';
import { deleteVoiceProfile, readVoiceProfile, writeVoiceProfile } from '../../data/voice-profile-repo';
import { relevantPassages, samplePassages } from '../voice/retrieval';
import { buildShingleSet, decodeShingleSet, encodeShingleSet } from '../voice/shingles';
import { buildVoiceProfile } from '../voice/voice-profile';
import type { VoiceHints } from '../scripts/plan-types';
import { type VoiceProfile, documentStatsSchema, voiceProfileSchema } from '../voice/types';
import { correctedHints, withoutNotMePhrases } from './voice-corrections';

/** The stored voice profile, or null while the user has no processed document. */
export const getVoiceProfile = (userId: string, voiceId: string = DEFAULT_VOICE_ID): Promise<VoiceProfile | null> =>
  readVoiceProfile(userId, voiceProfileSchema, voiceId);

const statsOf = (record: DocumentRecord) => parseItem(documentStatsSchema, record.stats, `voice stats of document ${record.id}`);

/** The user's passages the writer may draw examples from (a fair sample across their documents). */
export const getVoicePassages = async (userId: string, voiceId: string = DEFAULT_VOICE_ID): Promise<string[]> =>
  (await readPassages(DocumentKeys.voicePassages(userId, voiceId))) ?? [];

const processedSignature = (ids: string[]) => [...ids].sort().join(',');

/**
 * Rebuilds the voice profile from the stats and passages of every processed document (the passages show the phrases
 * said once in each of most documents), the passage sample from their passages, and the shingles of those passages
 * that tell the voice match what was copied (written before the profile, so a profile never comes without them).
 * Repeats when documents changed meanwhile, so the last rebuild always reflects the last change.
 */
export const rebuildVoice = async (userId: string, voiceId: string = DEFAULT_VOICE_ID): Promise<VoiceProfile | null> => {
  const documentsOfVoice = async () => itemsOfVoice(await listDocumentRecords(userId), voiceId);
  for (let round = 0; round < 3; round++) {
    const processed = (await documentsOfVoice()).filter((record) => record.processed && record.stats);
    const perDocument = await Promise.all(processed.map(async (record) => (await readPassages(DocumentKeys.passages(userId, record.id))) ?? []));
    const profile = buildVoiceProfile(processed.map(statsOf), perDocument);
    if (!profile) {
      await deleteVoiceProfile(userId, voiceId);
      await deleteObjects([DocumentKeys.voicePassages(userId, voiceId), DocumentKeys.voiceShingles(userId, voiceId)]);
    } else {
      const sample = samplePassages(perDocument);
      await writePassages(DocumentKeys.voicePassages(userId, voiceId), sample);
      await writeBinary(DocumentKeys.voiceShingles(userId, voiceId), encodeShingleSet(buildShingleSet(perDocument, sample)));
      await writeVoiceProfile(userId, profile, voiceId);
    }
    await refreshHasVoiceProfile(userId);
    const now = (await documentsOfVoice()).filter((record) => record.processed).map((record) => record.id);
    if (processedSignature(now) === processedSignature(processed.map((record) => record.id))) return profile;
  }
  return getVoiceProfile(userId, voiceId);
};

/** The account's "has a processed document" flag, across all its voices. */
export const refreshHasVoiceProfile = async (userId: string): Promise<void> =>
  setHasVoiceProfile(userId, (await listDocumentRecords(userId)).some((record) => record.processed && record.stats));

/** What the voice match reads: the profile and the sorted shingle keys of its passages (null when none are stored). */
export interface ScoringVoice {
  profile: VoiceProfile | null;
  shingles: Float64Array | null;
}

const readShingles = async (userId: string, voiceId: string): Promise<Float64Array | null> => {
  const bytes = await readBinary(DocumentKeys.voiceShingles(userId, voiceId));
  return bytes && decodeShingleSet(bytes);
};

/** The profile and its shingles as they are stored (a profile from before copy checks has none: the score says so). */
export const loadScoringVoice = async (userId: string, voiceId: string = DEFAULT_VOICE_ID): Promise<ScoringVoice> => {
  const [profile, shingles] = await Promise.all([getVoiceProfile(userId, voiceId), readShingles(userId, voiceId)]);
  return { profile, shingles: profile ? shingles : null };
};

/**
 * The same, a profile learned before copy checks (no phrase rates, no shingles) learned again first: what the script
 * page's voice match reads, once, for a creator who has not uploaded or deleted a document since.
 */
export const loadCurrentScoringVoice = async (userId: string, voiceId: string = DEFAULT_VOICE_ID): Promise<ScoringVoice> => {
  const voice = await loadScoringVoice(userId, voiceId);
  if (!voice.profile || (voice.profile.phraseRates && voice.shingles)) return voice;
  await rebuildVoice(userId, voiceId);
  return loadScoringVoice(userId, voiceId);
};

export interface VoiceContext {
  voice: VoiceHints | null;
  /** The user's own passages most relevant to the topic, as examples of their voice. */
  passages: string[];
  profile: VoiceProfile | null;
  /** The shingles of the user's passages, for the voice match (absent or null when none are stored). */
  shingles?: Float64Array | null;
}

/**
 * What generation knows of the user's voice: the learned hints and the passages closest to the topic, without the
 * traits the creator marked Not me (kept apart from the profile, so every rebuild of it keeps them out), and the
 * shingles of their passages for the voice match.
 */
export const loadVoiceContext = async (userId: string, query: string, voiceId: string = DEFAULT_VOICE_ID): Promise<VoiceContext> => {
  const [profile, notMe] = await Promise.all([getVoiceProfile(userId, voiceId), listNotMe(userId, voiceId)]);
  if (!profile) return { voice: null, passages: [], profile: null, shingles: null };
  const [stored, shingles] = await Promise.all([getVoicePassages(userId, voiceId), readShingles(userId, voiceId)]);
  const passages = withoutNotMePhrases(stored, notMe);
  return { voice: correctedHints(profile.hints, notMe), passages: relevantPassages(passages, query), profile, shingles };
};
