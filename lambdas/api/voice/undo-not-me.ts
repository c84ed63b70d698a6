import type { NotMeResponse } from '../../contracts/documents';
import { voiceTraitSchema } from '../../contracts/voice-traits';
import { undoNotMe } from '../../domain/documents/not-me';
import { voiceQuerySchema } from '../../contracts/voices';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/voice/not-me/undo: a trait marked Not me is part of the creator's voice again. */
export const handler = apiHandler({ body: voiceTraitSchema, query: voiceQuerySchema }, async ({ userId, body, query }) => {
  const answer: NotMeResponse = { voice: await undoNotMe(userId, body, query.voiceId) };
  return { statusCode: 200, body: answer };
});
