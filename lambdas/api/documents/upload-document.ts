import { uploadDocumentBodySchema } from '../../contracts/documents';
import { voiceQuerySchema } from '../../contracts/voices';
import { startUpload } from '../../domain/documents/upload';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/documents?voiceId=: checks and reserves an upload, and answers where the browser sends the file. */
export const handler = apiHandler({ body: uploadDocumentBodySchema, query: voiceQuerySchema }, async ({ userId, body, query }) => ({
  statusCode: 201,
  body: await startUpload(userId, body, query.voiceId),
}));
