import { voiceQuerySchema } from '../../contracts/voices';
import { getStyleGuideRow } from '../../data/style-guide-repo';
import { requireVoice } from '../../domain/voices/voices';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/style-guide?voiceId=: the voice's style guide (absent: the default voice's), or null before the first save. */
export const handler = apiHandler({ query: voiceQuerySchema }, async ({ userId, query }) => {
  const voice = await requireVoice(userId, query.voiceId);
  return { statusCode: 200, body: { styleGuide: await getStyleGuideRow(userId, voice.id) } };
});
