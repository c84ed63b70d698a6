import type { ListDocumentsResponse } from '../../contracts/documents';
import { STORAGE_QUOTA_BYTES } from '../../contracts/limits';
import { listDocumentRecords, toDocument } from '../../data/document-repo';
import { listNotMe } from '../../data/not-me-repo';
import { getOrCreateProfile } from '../../data/profile-repo';
import { withoutAbandonedUploads } from '../../domain/documents/abandoned-uploads';
import { getVoiceProfile } from '../../domain/documents/voice-store';
import { voiceSummary } from '../../domain/documents/voice-summary';
import { voiceOf, voiceQuerySchema } from '../../contracts/voices';
import { requireVoice } from '../../domain/voices/voices';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/documents?voiceId=: one voice's documents (newest first), the account's storage usage and what was learned of that voice. */
export const handler = apiHandler({ query: voiceQuerySchema }, async ({ userId, query }) => {
  const { id: voiceId } = await requireVoice(userId, query.voiceId);
  const records = (await withoutAbandonedUploads(await listDocumentRecords(userId))).filter((record) => voiceOf(record) === voiceId);
  const [profile, voice, notMe] = await Promise.all([getOrCreateProfile(userId, null), getVoiceProfile(userId, voiceId), listNotMe(userId, voiceId)]);
  const body: ListDocumentsResponse = {
    documents: records.map(toDocument),
    storage: { usedBytes: profile.total_storage_used, quotaBytes: STORAGE_QUOTA_BYTES },
    voice: voice ? voiceSummary(voice, notMe) : null,
  };
  return { statusCode: 200, body };
});
