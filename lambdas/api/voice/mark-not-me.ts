import type { NotMeResponse } from '../../contracts/documents';
import { voiceTraitSchema } from '../../contracts/voice-traits';
import { markNotMe } from '../../domain/documents/not-me';
import { voiceQuerySchema } from '../../contracts/voices';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/voice/not-me: the trait is left out of every script and of the panel until undone. */
export const handler = apiHandler({ body: voiceTraitSchema, query: voiceQuerySchema }, async ({ userId, body, query }) => {
  const answer: NotMeResponse = { voice: await markNotMe(userId, body, query.voiceId) };
  return { statusCode: 200, body: answer };
});
