import type { Script } from '../../contracts/scripts';
import { getScriptOfUser, scriptExists } from '../../data/script-repo';
import { ForbiddenError, NotFoundError } from '../../shared/errors';

/** The answer for a script the user has no row of: 403 when it is someone else's, 404 when there is none. */
export const refuseScript = async (scriptId: string): Promise<never> => {
  if (await scriptExists(scriptId)) throw new ForbiddenError('script.forbidden', 'You do not have permission to view this script');
  throw new NotFoundError('script.not_found', 'Script not found');
};

/** The one owner check of every script route: the user's script, or 403 for someone else's and 404 for none. */
export const scriptOfUser = async (userId: string, scriptId: string): Promise<Script> =>
  (await getScriptOfUser(userId, scriptId)) ?? refuseScript(scriptId);
