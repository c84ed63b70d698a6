import type { QueryClient } from '@tanstack/react-query';
import { type UploadDocumentResponse, type UserDocument, uploadDocumentResponseSchema } from '@contracts/documents';
import { voiceOf } from '@contracts/voices';
import { request } from '@/lib/api-client';
import { voiceQuery } from '@/lib/voices';
import { getDocumentsQueryOptions } from './list-documents';
import { sendToStorage } from './send-to-storage';

export const requestUpload = (file: File, voiceId: string): Promise<UploadDocumentResponse> =>
  request('POST', `/documents${voiceQuery(voiceId)}`, uploadDocumentResponseSchema, {
    name: file.name,
    size: file.size,
    ...(file.type ? { type: file.type } : {}),
  });

/**
 * Two steps because a Lambda cannot take a 10 MB body: the API validates and reserves the size and answers
 * with a presigned upload, then the browser sends the file to storage itself.
 */
export const uploadDocument = async (file: File, voiceId: string, onProgress?: (sent: number) => void): Promise<UserDocument> => {
  const { document, upload } = await requestUpload(file, voiceId);
  await sendToStorage(upload, file, onProgress);
  return document;
};

/**
 * Shows an uploaded document at the top of the list straight away, its size already counted as the server
 * reserved it; the list reloads once processing ends.
 */
export const addUploadedDocument = (queryClient: QueryClient, document: UserDocument) =>
  queryClient.setQueryData(getDocumentsQueryOptions(voiceOf(document)).queryKey, (list) =>
    list && !list.documents.some(({ id }) => id === document.id)
      ? {
          ...list,
          documents: [document, ...list.documents],
          storage: { ...list.storage, usedBytes: list.storage.usedBytes + document.file_size },
        }
      : list,
  );
