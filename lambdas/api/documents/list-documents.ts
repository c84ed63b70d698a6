import type { ListDocumentsResponse } from '../../contracts/documents';
import { STORAGE_QUOTA_BYTES } from '../../contracts/limits';
import { listDocumentRecords, toDocument } from '../../data/document-repo';
import { listNotMe } from '../../data/not-me-repo';
import { getOrCreateProfile } from '../../data/profile-repo';
import { withoutAbandonedUploads } from '../../domain/documents/abandoned-uploads';
import { getVoiceProfile } from '../../domain/documents/voice-store';
import { voiceSummary } from '../../domain/documents/voice-summary';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/documents: the user's documents (newest first), storage usage and what was learned of their voice. */
export const handler = apiHandler({}, async ({ userId }) => {
  const records = await withoutAbandonedUploads(await listDocumentRecords(userId));
  const [profile, voice, notMe] = await Promise.all([getOrCreateProfile(userId, null), getVoiceProfile(userId), listNotMe(userId)]);
  const body: ListDocumentsResponse = {
    documents: records.map(toDocument),
    storage: { usedBytes: profile.total_storage_used, quotaBytes: STORAGE_QUOTA_BYTES },
    voice: voice ? voiceSummary(voice, notMe) : null,
  };
  return { statusCode: 200, body };
});
