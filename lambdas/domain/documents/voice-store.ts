import { DocumentKeys, deleteObjects, readPassages, writePassages } from '../../data/document-storage';
import { listDocumentRecords } from '../../data/document-repo';
import { setHasVoiceProfile } from '../../data/profile-repo';
import { deleteVoiceProfile, readVoiceProfile, writeVoiceProfile } from '../../data/voice-profile-repo';
import { relevantPassages, samplePassages } from '../voice/retrieval';
import { buildVoiceProfile } from '../voice/voice-profile';
import type { VoiceHints } from '../scripts/plan-types';
import type { DocumentStats, VoiceProfile } from '../voice/types';

/** The stored voice profile, or null while the user has no processed document. */
export const getVoiceProfile = async (userId: string): Promise<VoiceProfile | null> =>
  // Written only by rebuildVoice below, from buildVoiceProfile.
  (await readVoiceProfile(userId)) as VoiceProfile | null;

/** The user's passages the writer may draw examples from (a fair sample across their documents). */
export const getVoicePassages = async (userId: string): Promise<string[]> =>
  (await readPassages(DocumentKeys.voicePassages(userId))) ?? [];

const processedSignature = (ids: string[]) => [...ids].sort().join(',');

/**
 * Rebuilds the voice profile from the stats of every processed document, and the passage sample from their
 * passages. Repeats when documents changed meanwhile, so the last rebuild always reflects the last change.
 */
export const rebuildVoice = async (userId: string): Promise<VoiceProfile | null> => {
  for (let round = 0; round < 3; round++) {
    const processed = (await listDocumentRecords(userId)).filter((record) => record.processed && record.stats);
    // Stats are written only by processing, from analyseDocument.
    const profile = buildVoiceProfile(processed.map((record) => record.stats as DocumentStats));
    if (!profile) {
      await deleteVoiceProfile(userId);
      await deleteObjects([DocumentKeys.voicePassages(userId)]);
    } else {
      const perDocument = await Promise.all(processed.map(async (record) => (await readPassages(DocumentKeys.passages(userId, record.id))) ?? []));
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

/** What generation knows of the user's voice: the learned hints and the passages closest to the topic. */
export const loadVoiceContext = async (userId: string, query: string): Promise<VoiceContext> => {
  const profile = await getVoiceProfile(userId);
  if (!profile) return { voice: null, passages: [], profile: null };
  return { voice: profile.hints, passages: relevantPassages(await getVoicePassages(userId), query), profile };
};
