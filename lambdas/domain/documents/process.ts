import { DocumentKeys, StoredObjectMissingError, deleteObjects, moveObject, readObject, storedSize, writePassages } from '../../data/document-storage';
import { DocumentChangedError, type DocumentRecord, getDocument, markFailed, markProcessed, toDocument } from '../../data/document-repo';
import { MAX_FILE_SIZE_BYTES } from '../../contracts/limits';
import { ConflictError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { analyseDocument } from '../voice/analyse-document';
import { DocumentProcessingError } from '../voice/errors';
import { documentNotFound, notUploadedError } from './owned-document';
import { rebuildVoice } from './voice-store';


/** Refuses the stored file: removes it, gives its bytes back and records why, for the 'Failed' badge. */
const refuse = async (record: DocumentRecord, message: string) => {
  await deleteObjects([record.object_key]);
  return toDocument(await markFailed(record, message, true));
};

/**
 * A concurrent delete or process changed the document under us: answer what it is now, and leave no file
 * behind a row that is gone (the delete may have cleaned up before we wrote).
 */
const settleRace = async (record: DocumentRecord, cause: Error) => {
  const current = await getDocument(record.user_id, record.id);
  if (!current) {
    await deleteObjects([
      DocumentKeys.pending(record.user_id, record.id),
      DocumentKeys.stored(record.user_id, record.id),
      DocumentKeys.passages(record.user_id, record.id),
    ]);
    return documentNotFound(record.user_id);
  }
  if (current.processed || current.processing_error !== null) return toDocument(current);
  if (cause instanceof StoredObjectMissingError && current.state === 'awaiting_upload') throw notUploadedError();
  throw new ConflictError('document.busy', 'The document is being processed. Please try again in a moment.');
};

const processRecord = async (record: DocumentRecord) => {
  const { user_id: userId, id: documentId } = record;
  const size = await storedSize(record.object_key);
  if (size === null) throw new StoredObjectMissingError(record.object_key);
  if (size > MAX_FILE_SIZE_BYTES) return refuse(record, 'Maximum file size is 10MB');
  if (size !== record.file_size) return refuse(record, 'The uploaded file does not match its declared size. Please upload it again.');

  let analysis;
  try {
    analysis = analyseDocument(await readObject(record.object_key), record.file_name);
  } catch (error) {
    if (!(error instanceof DocumentProcessingError)) throw error;
    return toDocument(await markFailed(record, error.message, false));
  }

  const storedKey = record.state === 'stored' ? record.object_key : DocumentKeys.stored(userId, documentId);
  if (storedKey !== record.object_key) await moveObject(record.object_key, storedKey);
  await writePassages(DocumentKeys.passages(userId, documentId), analysis.passages);
  const processed = await markProcessed(record, storedKey, analysis.stats);
  await rebuildVoice(userId, record.voice_id).catch((error: unknown) => logger.error('voice rebuild failed', { error: error as Error }));
  return toDocument(processed);
};

/**
 * Step two: checks the file that really arrived (its size and that it is text), parses it, stores its clean
 * passages, marks it processed and rebuilds the user's voice profile. Processing a processed document again
 * changes nothing; racing a delete or another process answers 404 or 409, never a storage error.
 */
export const processDocument = async (userId: string, documentId: string) => {
  const record = await getDocument(userId, documentId);
  if (!record) return documentNotFound(userId);
  if (record.processed) return toDocument(record);
  if (record.stored_bytes === 0) return toDocument(record);
  try {
    return await processRecord(record);
  } catch (error) {
    if (error instanceof StoredObjectMissingError || error instanceof DocumentChangedError) return settleRace(record, error);
    throw error;
  }
};
