import { deleteFilesOfUser, deleteItemsOfUser } from '../../data/account-repo';
import { apiHandler } from '../../shared/api-handler';
import { logger } from '../../shared/logger';

/**
 * DELETE /api/me: removes the user's scripts, documents, files, style guide, voice profile, credits and ledger.
 * Payment records stay (financial records). The browser then deletes the Cognito user itself, with its own token.
 */
export const handler = apiHandler({}, async ({ userId }) => {
  const [items, files] = await Promise.all([deleteItemsOfUser(userId), deleteFilesOfUser(userId)]);
  logger.info('account deleted', { items, files });
  return { statusCode: 204 };
});
