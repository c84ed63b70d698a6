import { exportStatus } from '../../domain/account/export-account';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/me/export: the user's latest export (preparing with its progress, ready with a fresh link, or failed), or null. */
export const handler = apiHandler({}, async ({ userId }) => ({ statusCode: 200, body: { export: await exportStatus(userId) } }));
