import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadDocumentResponse, type UserDocument, uploadDocumentResponseSchema } from '@contracts/documents';
import { request } from '@/lib/api-client';
import { getDocumentsQueryOptions } from './list-documents';
import { refreshDocuments } from './refresh';

/** The file could not be sent to storage; the server releases the reservation of an upload that never arrives. */
export class StorageUploadError extends Error {
  constructor(readonly status?: number) {
    super('Failed to upload file');
    this.name = 'StorageUploadError';
  }
}

export const requestUpload = (file: File): Promise<UploadDocumentResponse> =>
  request('POST', '/documents', uploadDocumentResponseSchema, {
    name: file.name,
    size: file.size,
    ...(file.type ? { type: file.type } : {}),
  });

/** Sends the file straight to storage with the presigned upload; its signature covers these headers. */
export const sendToStorage = async (upload: UploadDocumentResponse['upload'], file: File): Promise<void> => {
  const response = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file }).catch(() => {
    throw new StorageUploadError();
  });
  if (!response.ok) throw new StorageUploadError(response.status);
};

/**
 * Two steps because a Lambda cannot take a 10 MB body: the API validates and reserves the size and answers
 * with a presigned upload, then the browser sends the file to storage itself.
 */
export const uploadDocument = async (file: File): Promise<UserDocument> => {
  const { document, upload } = await requestUpload(file);
  await sendToStorage(upload, file);
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

/** A failed upload may still have reserved storage until the server releases it, so the list reloads. */
export const useUploadDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['documents', 'upload'],
    mutationFn: uploadDocument,
    onError: () => refreshDocuments(queryClient),
  });
};
