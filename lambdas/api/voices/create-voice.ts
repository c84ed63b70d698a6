import { type VoiceResponse, voiceBodySchema } from '../../contracts/voices';
import { createVoice } from '../../domain/voices/voices';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/voices: a new, empty voice. */
export const handler = apiHandler({ body: voiceBodySchema }, async ({ userId, body }) => {
  const answer: VoiceResponse = { voice: await createVoice(userId, body.name) };
  return { statusCode: 201, body: answer };
});
