import { chooseHookBodySchema } from '../../contracts/script-extras';
import { scriptIdPathSchema } from '../../contracts/scripts';
import { chooseHook } from '../../domain/scripts/choose-hook';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/{id}/hook: one of the script's hook options becomes its hook, as a new version (409 if another came first). */
export const handler = apiHandler({ path: scriptIdPathSchema, body: chooseHookBodySchema }, async ({ userId, path, body }) => ({
  statusCode: 200,
  body: await chooseHook(userId, path.id, body),
}));
