import { type DocumentRecord, getDocument } from '../../data/document-repo';
import { DocumentKeys, storedSize } from '../../data/document-storage';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { assertAccountOpen } from '../account/open-account';

/** The document is not there: 404, or 410 when it went with its deleted account. */
export const documentNotFound = async (userId: string): Promise<never> => {
  await assertAccountOpen(userId);
  throw new NotFoundError('document.not_found', 'Document not found');
};

export const notUploadedError = () => new ConflictError('document.not_uploaded', 'The file has not finished uploading. Please try again.');

const noFileError = () =>
  new ConflictError('document.no_file', 'The file of this document is no longer stored. Delete the document and upload the file again.');

/**
 * The caller's own document. Another user's id is looked up in the caller's partition only, so it is a
 * document that does not exist (404), exactly like an id that matches nothing: nothing tells them apart.
 */
export const getOwnedDocument = async (userId: string, documentId: string): Promise<DocumentRecord> =>
  (await getDocument(userId, documentId)) ?? documentNotFound(userId);

/**
 * Where the document's file is now. Processing copies an upload from its pending key to its permanent key and
 * only then records the new key, so a file missing from the key the row names is looked for at the other.
 * Refuses a document whose file is in neither: still on its way (409 not uploaded) or gone (409 no file).
 */
export const storedFileKey = async (record: DocumentRecord): Promise<string> => {
  const keys = [...new Set([record.object_key, DocumentKeys.stored(record.user_id, record.id)])];
  for (const key of keys) if ((await storedSize(key)) !== null) return key;
  throw record.state === 'awaiting_upload' && record.processing_error === null ? notUploadedError() : noFileError();
};
