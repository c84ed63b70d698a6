import { scriptIdPathSchema } from '../../contracts/scripts';
import { previewScriptVoiceDocument } from '../../domain/scripts/preview-voice-document';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts/{id}/voice-document: how many of the current version's words are the creator's, and whether it was added. */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: await previewScriptVoiceDocument(userId, path.id),
}));
