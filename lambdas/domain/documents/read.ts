import { DOCUMENT_TEXT_PREVIEW_CHARACTERS, type DocumentDownloadResponse, type DocumentTextResponse } from '../../contracts/documents';
import { type DocumentRecord, toDocument } from '../../data/document-repo';
import { StoredObjectMissingError, presignDownload, readObject } from '../../data/document-storage';
import { HttpError } from '../../shared/errors';
import { decodeText } from '../voice/decode-text';
import { DocumentProcessingError } from '../voice/errors';
import { attachmentDisposition } from './content-disposition';
import { getOwnedDocument, storedFileKey } from './owned-document';

/**
 * A short-lived link that downloads the caller's document exactly as uploaded (the original bytes under the
 * original name). The file must be in storage, so the browser is never sent to a storage error.
 */
export const documentDownload = async (userId: string, documentId: string): Promise<DocumentDownloadResponse> => {
  const record = await getOwnedDocument(userId, documentId);
  const key = await storedFileKey(record);
  return { document: toDocument(record), download: await presignDownload(key, attachmentDisposition(record.file_name)) };
};

/** The file's bytes; a file moved by processing between finding it and reading it is looked for once more. */
const readFileOf = async (record: DocumentRecord): Promise<Uint8Array> => {
  for (let attempt = 0; ; attempt++) {
    const key = await storedFileKey(record);
    try {
      return await readObject(key);
    } catch (error) {
      if (!(error instanceof StoredObjectMissingError) || attempt > 0) throw error;
    }
  }
};

/** The start of a text, never ending between the two halves of a surrogate pair. */
const startOf = (text: string, length: number) => {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
};

/**
 * The caller's document as text, read-only: the file as uploaded, decoded as processing decodes it (UTF-8 or
 * UTF-16, line endings made LF), caption timings included. Long texts answer their first 100,000 characters.
 * A file that is not text answers 422 with the reason processing gives.
 */
export const documentText = async (userId: string, documentId: string): Promise<DocumentTextResponse> => {
  const record = await getOwnedDocument(userId, documentId);
  const bytes = await readFileOf(record);
  let text: string;
  try {
    text = decodeText(bytes);
  } catch (error) {
    if (error instanceof DocumentProcessingError) throw new HttpError(422, error.code, error.message);
    throw error;
  }
  return {
    document: toDocument(record),
    text: startOf(text, DOCUMENT_TEXT_PREVIEW_CHARACTERS),
    characters: text.length,
    truncated: text.length > DOCUMENT_TEXT_PREVIEW_CHARACTERS,
  };
};
