import { addToVoiceBodySchema } from '../../contracts/script-versions';
import { scriptIdPathSchema } from '../../contracts/scripts';
import { addScriptToVoice } from '../../domain/scripts/add-to-voice';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/{id}/voice-document: the creator's own sentences of the current version become a voice document. */
export const handler = apiHandler({ path: scriptIdPathSchema, body: addToVoiceBodySchema }, async ({ userId, path, body }) => ({
  statusCode: 201,
  body: await addScriptToVoice(userId, path.id, body.version_id),
}));
