import { deleteAccount } from '../../domain/account/delete-account';
import { apiHandler } from '../../shared/api-handler';
import { logger } from '../../shared/logger';

/**
 * DELETE /api/me: removes the user's sign-in, scripts, documents, files, style guide, voice profile, credits
 * and ledger; payment records stay. The user pool's username is the token's `cognito:username` (the sub
 * for email sign-ups, `google_…` for Google ones).
 */
export const handler = apiHandler({}, async ({ userId, event }) => {
  const claimed = event.requestContext.authorizer?.claims?.['cognito:username'];
  const username = typeof claimed === 'string' && claimed !== '' ? claimed : userId;
  const deleted = await deleteAccount({ userId, username });
  logger.info('account deleted', deleted);
  return { statusCode: 204 };
});
