import { STORAGE_QUOTA_BYTES } from '../../contracts/limits';
import type { MeResponse } from '../../contracts/profile';
import { getOrCreateProfile } from '../../data/profile-repo';
import { creditBreakdown } from '../../domain/credits';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/me: the profile (created on first use with the free credits), credits, storage and style state. */
export const handler = apiHandler({}, async ({ userId, email }) => {
  const profile = await getOrCreateProfile(userId, email ?? null);
  const body: MeResponse = {
    userId,
    email: profile.email,
    credits: creditBreakdown(profile),
    storage: { usedBytes: profile.total_storage_used, quotaBytes: STORAGE_QUOTA_BYTES },
    hasProcessedDocument: profile.has_voice_profile,
  };
  return { statusCode: 200, body };
});
