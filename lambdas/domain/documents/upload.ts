import { ulid } from 'ulid';
import { type RuleViolation, type UploadDocumentBody, checkUpload, storageQuotaExceeded } from '../../contracts/documents';
import { DocumentKeys, UPLOAD_WINDOW_SECONDS, presignUpload } from '../../data/document-storage';
import { type DocumentRecord, QuotaExceededError, type ScriptSource, reserveUpload, toDocument } from '../../data/document-repo';
import { getOrCreateProfile } from '../../data/profile-repo';
import { HttpError } from '../../shared/errors';
import { DEFAULT_VOICE_ID } from '../../contracts/voices';
import { requireVoice } from '../voices/voices';
import { releaseAbandonedUploads } from './abandoned-uploads';

/** 413 for what is too big for the quota or the size limit, 400 for a file type we do not read. */
const violationError = (violation: RuleViolation) =>
  new HttpError(violation.code === 'document.unsupported_type' ? 400 : 413, violation.code, violation.message);

/**
 * Step one of an upload: checks the spec's rules (size, quota, extension), reserves the size against the
 * quota together with the new row, and hands back a presigned upload bound to a server-made key and that size.
 */
export const startUpload = async (userId: string, body: UploadDocumentBody, voiceId?: string) => {
  const voice = await requireVoice(userId, voiceId);
  const record = await reserveDocument(userId, body, undefined, voice.id);
  return { document: toDocument(record), upload: await presignUpload(record.object_key, body.size) };
};

/**
 * The rules and the reservation of an upload: a new row awaiting its file at a server-made pending key. A document
 * made `fromScript` takes that version's marker in the same write (VersionAlreadyAddedError when it is taken).
 */
export const reserveDocument = async (
  userId: string,
  body: Pick<UploadDocumentBody, 'name' | 'size'>,
  fromScript?: ScriptSource,
  voiceId: string = DEFAULT_VOICE_ID,
): Promise<DocumentRecord> => {
  await releaseAbandonedUploads(userId);
  const profile = await getOrCreateProfile(userId, null);
  const violation = checkUpload({ name: body.name, size: body.size }, profile.total_storage_used);
  if (violation) throw violationError(violation);
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
    voice_id: voiceId,
    state: 'awaiting_upload',
    object_key: DocumentKeys.pending(userId, id),
    stored_bytes: body.size,
    reserved_until: new Date(now.getTime() + 2 * UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
    ...(fromScript ? { from_script: fromScript } : {}),
  };
  try {
    await reserveUpload(record);
  } catch (error) {
    if (error instanceof QuotaExceededError) throw violationError(storageQuotaExceeded(error.usedBytes));
    throw error;
  }
  return record;
};
