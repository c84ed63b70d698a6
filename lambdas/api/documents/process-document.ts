import { documentIdPathSchema } from '../../contracts/documents';
import { processDocument } from '../../domain/documents/process';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/documents/{id}/process: reads the uploaded file and learns from it. */
export const handler = apiHandler({ path: documentIdPathSchema }, async ({ userId, path }) => ({
  statusCode: 200,
  body: { document: await processDocument(userId, path.id) },
}));
