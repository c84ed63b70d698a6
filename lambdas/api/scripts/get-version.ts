import { scriptVersionPathSchema } from '../../contracts/script-versions';
import { getVersion } from '../../domain/scripts/versions';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts/{id}/versions/{versionId}: one version of the user's script and its markdown. */
export const handler = apiHandler({ path: scriptVersionPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: await getVersion(userId, path.id, path.versionId),
}));
