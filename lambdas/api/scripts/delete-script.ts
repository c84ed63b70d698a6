import { scriptIdPathSchema } from '../../contracts/scripts';
import { deleteScript } from '../../domain/scripts/manage';
import { apiHandler } from '../../shared/api-handler';

/** DELETE /api/scripts/{id}: removes the script, its versions and its files; 204 (403 for another user's, 404 for none). */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => {
  await deleteScript(userId, path.id);
  return { statusCode: 204 };
});
