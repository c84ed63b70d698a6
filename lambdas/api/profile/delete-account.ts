import { startWorker } from '../../adapters/background-jobs';
import { deleteAccount } from '../../domain/account/delete-account';
import { apiHandler } from '../../shared/api-handler';
import { logger } from '../../shared/logger';

/** The answer must come well within API Gateway's 29 s: past this, the rest goes to the purge worker. */
const DELETION_BUDGET_MS = 8_000;

/** Kept back from the Lambda's own limit (15 s) for starting the worker and answering. */
const ANSWER_MARGIN_MS = 5_000;

/**
 * DELETE /api/me: removes the user's sign-in, scripts, documents, files, style guide, voice profile, credits
 * and ledger; payment records stay. 204 when all is gone; for a large account, 202 `{ status: 'continuing' }`
 * once the sign-in is gone and the purge worker has the rest. The user pool's username is the token's
 * `cognito:username` (the sub for email sign-ups, `google_…` for Google ones).
 */
export const handler = apiHandler({}, async ({ userId, event }, context) => {
  const claimed = event.requestContext.authorizer?.claims?.['cognito:username'];
  const username = typeof claimed === 'string' && claimed !== '' ? claimed : userId;
  const budget = Math.min(DELETION_BUDGET_MS, context.getRemainingTimeInMillis() - ANSWER_MARGIN_MS);
  const deleted = await deleteAccount({ userId, username }, Date.now() + budget);
  logger.info('account deleted', deleted);
  if (deleted.finished) return { statusCode: 204 };
  await startWorker('purgeAccount', { userId });
  return { statusCode: 202, body: { status: 'continuing' } };
});
