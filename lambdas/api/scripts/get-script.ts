import { scriptIdPathSchema } from '../../contracts/scripts';
import { getScriptMaterial } from '../../data/material-storage';
import { getScriptBody } from '../../data/storage';
import { scriptOfUser } from '../../domain/scripts/owner';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts/{id}: the script row and its markdown, for its owner only (403 for anyone else). */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => {
  const script = await scriptOfUser(userId, path.id);
  const [body, material] = await Promise.all([getScriptBody(script.file_path), script.material_path ? getScriptMaterial(script.material_path) : null]);
  return { statusCode: 200, body: { script, body, material } };
});
