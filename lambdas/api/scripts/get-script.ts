import { scriptIdPathSchema } from '../../contracts/scripts';
import { getScriptOfUser, scriptExists } from '../../data/script-repo';
import { getScriptMaterial } from '../../data/material-storage';
import { getScriptExtras } from '../../data/extras-storage';
import { getScriptBody } from '../../data/storage';
import { apiHandler } from '../../shared/api-handler';
import { ForbiddenError, NotFoundError } from '../../shared/errors';

/** GET /api/scripts/{id}: the script row, its markdown, material and extras, for its owner only (403 for anyone else). */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => {
  const script = await getScriptOfUser(userId, path.id);
  if (!script) {
    if (await scriptExists(path.id)) throw new ForbiddenError('script.forbidden', 'You do not have permission to view this script');
    throw new NotFoundError('script.not_found', 'Script not found');
  }
  const [body, material, extras] = await Promise.all([
    getScriptBody(script.file_path),
    script.material_path ? getScriptMaterial(script.material_path) : null,
    script.extras_path ? getScriptExtras(script.extras_path) : null,
  ]);
  return { statusCode: 200, body: { script, body, material, extras } };
});
