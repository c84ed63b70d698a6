import type { NotMeResponse } from '../../contracts/documents';
import { voiceTraitSchema } from '../../contracts/voice-traits';
import { undoNotMe } from '../../domain/documents/not-me';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/voice/not-me/undo: a trait marked Not me is part of the creator's voice again. */
export const handler = apiHandler({ body: voiceTraitSchema }, async ({ userId, body }) => {
  const answer: NotMeResponse = { voice: await undoNotMe(userId, body) };
  return { statusCode: 200, body: answer };
});
