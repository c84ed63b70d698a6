import { voiceIdPathSchema } from '../../contracts/voices';
import { deleteVoice } from '../../domain/voices/delete-voice';
import { apiHandler } from '../../shared/api-handler';

/** DELETE /api/voices/{id}: the voice, its documents and profile go; its scripts stay (404 for any other id). */
export const handler = apiHandler({ path: voiceIdPathSchema }, async ({ userId, path }) => {
  await deleteVoice(userId, path.id);
  return { statusCode: 204 };
});
