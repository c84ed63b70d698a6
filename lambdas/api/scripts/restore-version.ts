import { scriptVersionPathSchema } from '../../contracts/script-versions';
import { restoreVersion } from '../../domain/scripts/versions';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/{id}/versions/{versionId}/restore: that version's text becomes a new current version. */
export const handler = apiHandler({ path: scriptVersionPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: await restoreVersion(userId, path.id, path.versionId),
}));
