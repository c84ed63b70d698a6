import { saveScriptBodySchema } from '../../contracts/script-versions';
import { scriptIdPathSchema } from '../../contracts/scripts';
import { saveEdit } from '../../domain/scripts/versions';
import { apiHandler } from '../../shared/api-handler';

/** PUT /api/scripts/{id}: the creator's edit, saved as the script's new current version (409 if another came first). */
export const handler = apiHandler({ path: scriptIdPathSchema, body: saveScriptBodySchema }, async ({ userId, path, body }) => ({
  statusCode: 200,
  body: await saveEdit(userId, path.id, body),
}));
