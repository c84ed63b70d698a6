import { scriptIdPathSchema } from '../../contracts/scripts';
import { listVersions } from '../../domain/scripts/versions';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts/{id}/versions: every version of the user's script, newest (current) first. */
export const handler = apiHandler({ path: scriptIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: { versions: await listVersions(userId, path.id) },
}));
