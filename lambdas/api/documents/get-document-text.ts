import { documentIdPathSchema } from '../../contracts/documents';
import { documentText } from '../../domain/documents/read';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/documents/{id}/text: the caller's document as text, read-only, its start when long (404 for anyone else). */
export const handler = apiHandler({ path: documentIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: await documentText(userId, path.id),
}));
