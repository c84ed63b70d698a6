import { renameScriptBodySchema, scriptIdPathSchema } from '../../contracts/scripts';
import { renameScript } from '../../domain/scripts/manage';
import { apiHandler } from '../../shared/api-handler';

/** PATCH /api/scripts/{id} { topic }: renames the user's script (403 for another user's, 404 for none). */
export const handler = apiHandler({ path: scriptIdPathSchema, body: renameScriptBodySchema }, async ({ userId, path, body }) => ({
  statusCode: 200,
  body: { script: await renameScript(userId, path.id, body.topic) },
}));
