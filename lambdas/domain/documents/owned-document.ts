import { type DocumentRecord, getDocument } from '../../data/document-repo';
import { storedSize } from '../../data/document-storage';
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

/** Refuses a document whose file is not in storage: still on its way (409 not uploaded) or gone (409 no file). */
export const assertFileStored = async (record: DocumentRecord): Promise<void> => {
  if ((await storedSize(record.object_key)) !== null) return;
  throw record.state === 'awaiting_upload' && record.processing_error === null ? notUploadedError() : noFileError();
};

/** For a read that found no object after all: the file moved or went between the check and the read. */
export const fileGoneError = noFileError;
