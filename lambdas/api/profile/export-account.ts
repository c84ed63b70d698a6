import { exportAccount } from '../../domain/account/export-account';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/me/export: all of the user's data as a JSON download (the legal pages promise export). */
export const handler = apiHandler({}, async ({ userId }) => ({
  statusCode: 200,
  body: await exportAccount(userId),
  headers: { 'content-disposition': 'attachment; filename="scriptvoice-export.json"' },
}));
