import { scriptIdPathSchema } from '../../contracts/scripts';
import { getScriptExtras } from '../../data/extras-storage';
import { getScriptMaterial } from '../../data/material-storage';
import { getScriptBody } from '../../data/storage';
import { scriptOfUser } from '../../domain/scripts/owner';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts/{id}: the script row, its markdown, material and extras, for its owner only (403 for anyone else). */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => {
  const script = await scriptOfUser(userId, path.id);
  const [body, material, extras] = await Promise.all([
    getScriptBody(script.file_path),
    script.material_path ? getScriptMaterial(script.material_path) : null,
    script.extras_path ? getScriptExtras(script.extras_path) : null,
  ]);
  return { statusCode: 200, body: { script, body, material, extras } };
});
