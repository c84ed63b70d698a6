import { DocumentKeys, deleteObjects } from '../../data/document-storage';
import { getDocument, removeDocument } from '../../data/document-repo';
import { rebuildVoice } from './voice-store';

/** Deletes a document: its row and quota bytes together, then its file and passages, then rebuilds the voice. */
export const deleteDocument = async (userId: string, documentId: string): Promise<void> => {
  const record = await getDocument(userId, documentId);
  if (!record) return;
  if (!(await removeDocument(record))) return;
  await deleteObjects([
    DocumentKeys.pending(userId, documentId),
    DocumentKeys.stored(userId, documentId),
    DocumentKeys.passages(userId, documentId),
  ]);
  if (record.processed) await rebuildVoice(userId);
};
