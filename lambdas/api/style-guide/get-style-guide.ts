import { getStyleGuideRow } from '../../data/style-guide-repo';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/style-guide: the user's style guide, or null before the first save. */
export const handler = apiHandler({}, async ({ userId }) => ({
  statusCode: 200,
  body: { styleGuide: await getStyleGuideRow(userId) },
}));
