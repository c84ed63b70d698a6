import { DocumentKeys, deleteObjects } from '../../data/document-storage';
import { getDocument, removeDocument } from '../../data/document-repo';
import { assertAccountOpen } from '../account/open-account';
import { rebuildVoice } from './voice-store';

/**
 * Deletes a document: its row and quota bytes together, then its file and passages, then rebuilds the voice.
 * A document already gone is deleted (a repeat changes nothing), unless it went with its deleted account (410).
 */
export const deleteDocument = async (userId: string, documentId: string): Promise<void> => {
  const record = await getDocument(userId, documentId);
  if (!record) return assertAccountOpen(userId);
  if (!(await removeDocument(record))) return;
  await deleteObjects([
    DocumentKeys.pending(userId, documentId),
    DocumentKeys.stored(userId, documentId),
    DocumentKeys.passages(userId, documentId),
  ]);
  if (record.processed) await rebuildVoice(userId, record.voice_id);
};
