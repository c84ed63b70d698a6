import { DocumentKeys, deleteObjects, readPassages, writePassages } from '../../data/document-storage';
import { type DocumentRecord, listDocumentRecords } from '../../data/document-repo';
import { listNotMe } from '../../data/not-me-repo';
import { parseItem } from '../../data/parse-item';
import { setHasVoiceProfile } from '../../data/profile-repo';
import { deleteVoiceProfile, readVoiceProfile, writeVoiceProfile } from '../../data/voice-profile-repo';
import { relevantPassages, samplePassages } from '../voice/retrieval';
import { buildVoiceProfile } from '../voice/voice-profile';
import type { VoiceHints } from '../scripts/plan-types';
import { type VoiceProfile, documentStatsSchema, voiceProfileSchema } from '../voice/types';
import { correctedHints, withoutNotMePhrases } from './voice-corrections';

/** The stored voice profile, or null while the user has no processed document. */
export const getVoiceProfile = (userId: string): Promise<VoiceProfile | null> => readVoiceProfile(userId, voiceProfileSchema);

const statsOf = (record: DocumentRecord) => parseItem(documentStatsSchema, record.stats, `voice stats of document ${record.id}`);

/** The user's passages the writer may draw examples from (a fair sample across their documents). */
export const getVoicePassages = async (userId: string): Promise<string[]> =>
  (await readPassages(DocumentKeys.voicePassages(userId))) ?? [];

const processedSignature = (ids: string[]) => [...ids].sort().join(',');

/**
 * Rebuilds the voice profile from the stats and passages of every processed document (the passages show the phrases
 * said once in each of most documents), and the passage sample from their passages. Repeats when documents changed meanwhile, so the last rebuild always reflects the last change.
 */
export const rebuildVoice = async (userId: string): Promise<VoiceProfile | null> => {
  for (let round = 0; round < 3; round++) {
    const processed = (await listDocumentRecords(userId)).filter((record) => record.processed && record.stats);
    const perDocument = await Promise.all(processed.map(async (record) => (await readPassages(DocumentKeys.passages(userId, record.id))) ?? []));
    const profile = buildVoiceProfile(processed.map(statsOf), perDocument);
    if (!profile) {
      await deleteVoiceProfile(userId);
      await deleteObjects([DocumentKeys.voicePassages(userId)]);
    } else {
      await writePassages(DocumentKeys.voicePassages(userId), samplePassages(perDocument));
      await writeVoiceProfile(userId, profile);
    }
    await setHasVoiceProfile(userId, profile !== null);
    const now = (await listDocumentRecords(userId)).filter((record) => record.processed).map((record) => record.id);
    if (processedSignature(now) === processedSignature(processed.map((record) => record.id))) return profile;
  }
  return getVoiceProfile(userId);
};

export interface VoiceContext {
  voice: VoiceHints | null;
  /** The user's own passages most relevant to the topic, as examples of their voice. */
  passages: string[];
  profile: VoiceProfile | null;
}

/**
 * What generation knows of the user's voice: the learned hints and the passages closest to the topic, without the
 * traits the creator marked Not me (kept apart from the profile, so every rebuild of it keeps them out).
 */
export const loadVoiceContext = async (userId: string, query: string): Promise<VoiceContext> => {
  const [profile, notMe] = await Promise.all([getVoiceProfile(userId), listNotMe(userId)]);
  if (!profile) return { voice: null, passages: [], profile: null };
  const passages = withoutNotMePhrases(await getVoicePassages(userId), notMe);
  return { voice: correctedHints(profile.hints, notMe), passages: relevantPassages(passages, query), profile };
};
