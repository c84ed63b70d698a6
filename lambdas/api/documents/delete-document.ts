import { documentIdPathSchema } from '../../contracts/documents';
import { deleteDocument } from '../../domain/documents/remove';
import { apiHandler } from '../../shared/api-handler';

/** DELETE /api/documents/{id}: removes the document, its file and passages, and returns its bytes. */
export const handler = apiHandler({ path: documentIdPathSchema }, async ({ userId, path }) => {
  await deleteDocument(userId, path.id);
  return { statusCode: 204 };
});
