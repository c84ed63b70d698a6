import { scriptIdPathSchema } from '../../contracts/scripts';
import { duplicateScript } from '../../domain/scripts/manage';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/{id}/duplicate: a new script with the current version's text, free (403 for another user's, 404 for none). */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 201,
  body: { script: await duplicateScript(userId, path.id) },
}));
