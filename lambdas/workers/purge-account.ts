import * as z from 'zod';
import { startWorker } from '../adapters/background-jobs';
import { purgeAccountData } from '../domain/account/delete-account';
import { logger } from '../shared/logger';
import { workerHandler } from '../shared/worker-handler';

const payloadSchema = z.object({ userId: z.string().min(1) });

/** Time kept back from Lambda's limit to hand on cleanly. */
const HAND_ON_MARGIN_MS = 60_000;

/**
 * Started by DELETE /api/me when an account is too large to remove within the API's answer: removes the rest of
 * its data and files (the tombstone and the sign-in are already in place). An account larger than one run can
 * remove is handed on to a fresh run; a failure is retried by Lambda (every step is repeat-safe).
 */
export const handler = workerHandler({ payload: payloadSchema }, async ({ userId }, context) => {
  const purged = await purgeAccountData(userId, Date.now() + context.getRemainingTimeInMillis() - HAND_ON_MARGIN_MS);
  logger.info('account purge step', purged);
  if (!purged.finished) await startWorker('purgeAccount', { userId });
});
