import { FILE_NAME_MAX_LENGTH, type UserDocument } from '../../contracts/documents';
import { spokenText } from '../../contracts/script-text';
import { listDocumentRecords } from '../../data/document-repo';
import { writeObject } from '../../data/document-storage';
import { getScriptBody } from '../../data/storage';
import { BadRequestError, ConflictError } from '../../shared/errors';
import { processDocument } from '../documents/process';
import { deleteDocument } from '../documents/remove';
import { reserveDocument } from '../documents/upload';
import { scriptOfUser } from './versions';

const SUFFIX_ROOM = 24;

/** "How to prune tomatoes (version 3).txt": the name on /documents says which script and which version it was. */
const documentName = (topic: string, version: number) => {
  const safeTopic = topic.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'Script';
  return `${safeTopic.slice(0, FILE_NAME_MAX_LENGTH - SUFFIX_ROOM).trim()} (version ${version}).txt`;
};

/**
 * POST /api/scripts/{id}/voice-document: the current version's spoken words become one of the creator's voice
 * documents, by the same road as an upload (the rules and the storage quota, a pending object, processing), so their
 * own edits teach the next script. The same version twice is refused.
 */
export const addScriptToVoice = async (userId: string, scriptId: string): Promise<UserDocument> => {
  const script = await scriptOfUser(userId, scriptId);
  const text = spokenText(await getScriptBody(script.file_path))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!text) throw new BadRequestError('This script has no spoken words to learn from.', 'voice_document.empty');
  const name = documentName(script.topic, script.version_count ?? 1);
  if ((await listDocumentRecords(userId)).some((record) => record.file_name === name)) {
    throw new ConflictError('voice_document.exists', 'This version is already one of your voice documents.');
  }
  const bytes = new TextEncoder().encode(`${text}\n`);
  const record = await reserveDocument(userId, { name, size: bytes.length });
  try {
    await writeObject(record.object_key, bytes);
  } catch (error) {
    await deleteDocument(userId, record.id).catch(() => undefined);
    throw error;
  }
  return processDocument(userId, record.id);
};
