import { styleGuideBodySchema } from '../../contracts/style-guide';
import { saveStyleGuide } from '../../data/style-guide-repo';
import { apiHandler } from '../../shared/api-handler';

/** PUT /api/style-guide: creates the style guide on the first save, updates it afterwards. */
export const handler = apiHandler({ body: styleGuideBodySchema }, async ({ userId, body }) => ({
  statusCode: 200,
  body: { styleGuide: await saveStyleGuide(userId, body) },
}));
