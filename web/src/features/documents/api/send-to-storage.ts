import type { UploadDocumentResponse } from '@contracts/documents';

/** The file could not be sent to storage; the server releases the reservation of an upload that never arrives. */
export class StorageUploadError extends Error {
  constructor(readonly status?: number) {
    super('Failed to upload file');
    this.name = 'StorageUploadError';
  }
}

/**
 * Sends the file straight to storage with the presigned upload (its signature covers these headers), reporting
 * the share sent so far: XMLHttpRequest, because fetch cannot tell how much of a request body has gone.
 */
export const sendToStorage = (upload: UploadDocumentResponse['upload'], body: Blob, onProgress?: (sent: number) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new StorageUploadError(request.status)));
    request.onerror = () => reject(new StorageUploadError());
    request.onabort = () => reject(new StorageUploadError());
    request.ontimeout = () => reject(new StorageUploadError());
    request.send(body);
  });
