import { useMutation } from '@tanstack/react-query';
import { type UserDocument, documentDownloadResponseSchema } from '@contracts/documents';
import { ApiError, request } from '@/lib/api-client';
import { notify } from '@/lib/toast';

/** Storage did not give the file, though the API had just found it there. */
class StorageDownloadError extends Error {
  constructor() {
    super('Failed to download document');
    this.name = 'StorageDownloadError';
  }
}

const saveAs = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later: a browser may still be reading the blob when click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Downloads the file exactly as uploaded under its own name. The bytes are fetched first and saved from memory,
 * so a refused or expired link ends in a toast here instead of taking the page to a storage error.
 */
export const downloadDocument = async (id: string): Promise<UserDocument> => {
  const { document, download } = await request('GET', `/documents/${encodeURIComponent(id)}`, documentDownloadResponseSchema);
  const response = await fetch(download.url).catch(() => {
    throw new StorageDownloadError();
  });
  if (!response.ok) throw new StorageDownloadError();
  saveAs(await response.blob(), document.file_name);
  return document;
};

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http.error' && error.message ? error.message : 'Failed to download document';

/** Download as uploaded, with its toasts: 'Downloaded!' or 'Download failed'. */
export const useDownloadDocument = () =>
  useMutation({
    mutationKey: ['documents', 'download'],
    mutationFn: (document: UserDocument) => downloadDocument(document.id),
    onSuccess: (document) => notify.success('Downloaded!', `${document.file_name} has been downloaded`),
    onError: (error) => notify.error('Download failed', failureMessage(error)),
  });
