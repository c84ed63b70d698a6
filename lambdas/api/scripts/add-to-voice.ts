import { scriptIdPathSchema } from '../../contracts/scripts';
import { addScriptToVoice } from '../../domain/scripts/add-to-voice';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/{id}/voice-document: the current version becomes one of the creator's voice documents. */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 201,
  body: { document: await addScriptToVoice(userId, path.id) },
}));
