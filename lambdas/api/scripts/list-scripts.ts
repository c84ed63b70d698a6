import { listScriptsQuerySchema } from '../../contracts/scripts';
import { listLibrary } from '../../domain/library/list-library';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/scripts?limit&cursor&q&platform&duration&tone: one page of the user's library, newest first. */
export const handler = apiHandler({ query: listScriptsQuerySchema }, async ({ userId, query }) => ({
  statusCode: 200,
  body: await listLibrary(userId, query),
}));
