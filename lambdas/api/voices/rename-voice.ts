import { type VoiceResponse, voiceBodySchema, voiceIdPathSchema } from '../../contracts/voices';
import { renameVoice } from '../../domain/voices/voices';
import { apiHandler } from '../../shared/api-handler';

/** PATCH /api/voices/{id}: renames one of the caller's voices (404 for any other id). */
export const handler = apiHandler({ path: voiceIdPathSchema, body: voiceBodySchema }, async ({ userId, path, body }) => {
  const answer: VoiceResponse = { voice: await renameVoice(userId, path.id, body.name) };
  return { statusCode: 200, body: answer };
});
