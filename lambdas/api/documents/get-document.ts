import { documentIdPathSchema } from '../../contracts/documents';
import { documentDownload } from '../../domain/documents/read';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/documents/{id}: the caller's document and a short-lived link that downloads it as uploaded (404 for anyone else). */
export const handler = apiHandler({ path: documentIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: await documentDownload(userId, path.id),
}));
