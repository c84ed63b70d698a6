import { ulid } from 'ulid';
import { type UploadDocumentBody, checkUpload } from '../../contracts/documents';
import { DocumentKeys, UPLOAD_WINDOW_SECONDS, presignUpload } from '../../data/document-storage';
import { type DocumentRecord, QuotaExceededError, reserveUpload, toDocument } from '../../data/document-repo';
import { getOrCreateProfile } from '../../data/profile-repo';
import { storageQuotaExceeded } from '../../contracts/documents';
import { HttpError } from '../../shared/errors';
import { releaseAbandonedUploads } from './abandoned-uploads';

const violationError = (code: string, status: number, violation: { message: string }) => new HttpError(status, code, violation.message);

/**
 * Step one of an upload: checks the spec's rules (size, quota, extension), reserves the size against the
 * quota together with the new row, and hands back a presigned upload bound to a server-made key and that size.
 */
export const startUpload = async (userId: string, body: UploadDocumentBody) => {
  await releaseAbandonedUploads(userId);
  const profile = await getOrCreateProfile(userId, null);
  const violation = checkUpload({ name: body.name, size: body.size }, profile.total_storage_used);
  if (violation) {
    const code = violation.title === 'File too large' ? 'document.too_large' : violation.title === 'Unsupported file type' ? 'document.unsupported_type' : 'storage.quota_exceeded';
    throw violationError(code, code === 'document.unsupported_type' ? 400 : 413, violation);
  }
  const id = ulid();
  const now = new Date();
  const record: DocumentRecord = {
    id,
    user_id: userId,
    file_name: body.name,
    file_size: body.size,
    upload_date: now.toISOString(),
    processed: false,
    processing_error: null,
    state: 'awaiting_upload',
    object_key: DocumentKeys.pending(userId, id),
    stored_bytes: body.size,
    reserved_until: new Date(now.getTime() + 2 * UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
  };
  try {
    await reserveUpload(record);
  } catch (error) {
    if (error instanceof QuotaExceededError) throw violationError('storage.quota_exceeded', 413, storageQuotaExceeded(error.usedBytes));
    throw error;
  }
  return { document: toDocument(record), upload: await presignUpload(record.object_key, body.size) };
};
