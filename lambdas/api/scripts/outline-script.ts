import { generateScriptBodySchema } from '../../contracts/scripts';
import { previewOutline } from '../../domain/scripts/preview-outline';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/outline: the plan of the script the form describes, to review and edit before writing; free. */
export const handler = apiHandler({ body: generateScriptBodySchema }, async ({ userId, body }) => ({
  statusCode: 200,
  body: await previewOutline(userId, body),
}));
