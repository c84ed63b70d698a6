import { uploadDocumentBodySchema } from '../../contracts/documents';
import { startUpload } from '../../domain/documents/upload';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/documents: checks and reserves an upload, and answers where the browser sends the file. */
export const handler = apiHandler({ body: uploadDocumentBodySchema }, async ({ userId, body }) => ({
  statusCode: 201,
  body: await startUpload(userId, body),
}));
