import { listVoices } from '../../domain/voices/voices';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/voices: the caller's voices (an account from before voices has one, "My voice"). */
export const handler = apiHandler({}, async ({ userId }) => ({ statusCode: 200, body: await listVoices(userId) }));
