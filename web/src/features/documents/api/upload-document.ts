import type { QueryClient } from '@tanstack/react-query';
import { type UploadDocumentResponse, type UserDocument, uploadDocumentResponseSchema } from '@contracts/documents';
import { request } from '@/lib/api-client';
import { getDocumentsQueryOptions } from './list-documents';
import { sendToStorage } from './send-to-storage';

export const requestUpload = (file: File): Promise<UploadDocumentResponse> =>
  request('POST', '/documents', uploadDocumentResponseSchema, {
    name: file.name,
    size: file.size,
    ...(file.type ? { type: file.type } : {}),
  });

/**
 * Two steps because a Lambda cannot take a 10 MB body: the API validates and reserves the size and answers
 * with a presigned upload, then the browser sends the file to storage itself.
 */
export const uploadDocument = async (file: File, onProgress?: (sent: number) => void): Promise<UserDocument> => {
  const { document, upload } = await requestUpload(file);
  await sendToStorage(upload, file, onProgress);
  return document;
};

/**
 * Shows an uploaded document at the top of the list straight away, its size already counted as the server
 * reserved it; the list reloads once processing ends.
 */
export const addUploadedDocument = (queryClient: QueryClient, document: UserDocument) =>
  queryClient.setQueryData(getDocumentsQueryOptions().queryKey, (list) =>
    list && !list.documents.some(({ id }) => id === document.id)
      ? {
          ...list,
          documents: [document, ...list.documents],
          storage: { ...list.storage, usedBytes: list.storage.usedBytes + document.file_size },
        }
      : list,
  );
