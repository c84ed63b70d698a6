import { scriptIdPathSchema } from '../../contracts/scripts';
import { scriptVoiceMatch } from '../../domain/scripts/script-voice-match';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts/{id}/voice-match: the current version's voice match, whole and per section, with what it rests on. */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: await scriptVoiceMatch(userId, path.id),
}));
