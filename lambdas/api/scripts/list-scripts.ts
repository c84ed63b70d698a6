import { listScriptsQuerySchema } from '../../contracts/scripts';
import { listRecentScripts } from '../../data/script-repo';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts?limit=N: the user's scripts, newest first. */
export const handler = apiHandler({ query: listScriptsQuerySchema }, async ({ userId, query }) => ({
  statusCode: 200,
  body: { scripts: await listRecentScripts(userId, query.limit) },
}));
