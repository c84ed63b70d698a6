import { scriptIdPathSchema } from '../../contracts/scripts';
import { requestGenerationStop } from '../../data/generation-stop-repo';
import { assertAccountOpen } from '../../domain/account/open-account';
import { apiHandler } from '../../shared/api-handler';
import { ConflictError } from '../../shared/errors';

/**
 * POST /api/scripts/{id}/stop: stops the user's generation of script {id} while it is being written. 204: it stops
 * within a second, keeps nothing and refunds the credit (its stream ends with `generation.stopped`). 409 when the
 * script is already stored. An id that is not running is a stop that changes nothing (204), as a second press is.
 */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => {
  await assertAccountOpen(userId);
  if ((await requestGenerationStop(userId, path.id)) === 'finished') {
    throw new ConflictError('generation.finished', 'This script is already finished.');
  }
  return { statusCode: 204 };
});
