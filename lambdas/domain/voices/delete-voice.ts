import { voiceOf } from '../../contracts/voices';
import { DocumentKeys, deleteObjects } from '../../data/document-storage';
import { listDocumentRecords, removeDocument } from '../../data/document-repo';
import { deleteAllNotMe } from '../../data/not-me-repo';
import { deleteStyleGuide } from '../../data/style-guide-repo';
import { deleteVoiceProfile } from '../../data/voice-profile-repo';
import { assertAccountOpen } from '../account/open-account';
import { refreshHasVoiceProfile } from '../documents/voice-store';
import { unlistVoice } from './voices';

/**
 * Everything a voice holds but its scripts: each document (row and quota bytes together, then its files), the profile,
 * its passage sample and shingles, the Not me traits and the style guide.
 */
const removeVoiceData = async (userId: string, voiceId: string) => {
  const documents = (await listDocumentRecords(userId)).filter((record) => voiceOf(record) === voiceId);
  for (const record of documents) {
    await removeDocument(record);
    await deleteObjects([DocumentKeys.pending(userId, record.id), DocumentKeys.stored(userId, record.id), DocumentKeys.passages(userId, record.id)]);
  }
  await Promise.all([
    deleteVoiceProfile(userId, voiceId),
    deleteObjects([DocumentKeys.voicePassages(userId, voiceId), DocumentKeys.voiceShingles(userId, voiceId)]),
    deleteAllNotMe(userId, voiceId),
    deleteStyleGuide(userId, voiceId),
  ]);
  // Uploading made the account's profile row, which the flag lives on.
  if (documents.length > 0) await refreshHasVoiceProfile(userId);
};

/**
 * DELETE /api/voices/{id}: the voice leaves the list (refused for the last one), then its documents, profile, Not me
 * traits and style guide go. Its scripts stay, with their `voice_id`: they say "voice deleted".
 */
export const deleteVoice = async (userId: string, voiceId: string): Promise<void> => {
  await assertAccountOpen(userId);
  await unlistVoice(userId, voiceId);
  await removeVoiceData(userId, voiceId);
};
