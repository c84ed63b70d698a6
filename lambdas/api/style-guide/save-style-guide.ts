import { saveStyleGuideBodySchema } from '../../contracts/style-guide';
import { voiceQuerySchema } from '../../contracts/voices';
import { saveStyleGuide } from '../../data/style-guide-repo';
import { requireVoice } from '../../domain/voices/voices';
import { apiHandler } from '../../shared/api-handler';

/** PUT /api/style-guide?voiceId=: creates the voice's style guide on the first save, updates it afterwards. */
export const handler = apiHandler({ body: saveStyleGuideBodySchema, query: voiceQuerySchema }, async ({ userId, body, query }) => {
  const voice = await requireVoice(userId, query.voiceId);
  return { statusCode: 200, body: { styleGuide: await saveStyleGuide(userId, body, voice.id) } };
});
