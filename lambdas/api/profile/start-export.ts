import { startWorker } from '../../adapters/background-jobs';
import { startExport } from '../../domain/account/export-account';
import { apiHandler } from '../../shared/api-handler';

/**
 * POST /api/me/export: starts a zip of everything the user has (the legal pages promise export), built in the
 * background; 202 with the job, which GET /api/me/export then reports on. One export at a time per account.
 */
export const handler = apiHandler({}, async ({ userId }) => ({
  statusCode: 202,
  body: { export: await startExport(userId, (job) => startWorker('exportAccount', job)) },
}));
