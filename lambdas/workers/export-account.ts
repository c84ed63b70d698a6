import * as z from 'zod';
import { buildExport } from '../domain/account/build-export';
import { logger } from '../shared/logger';
import { workerHandler } from '../shared/worker-handler';

const payloadSchema = z.object({ userId: z.string().min(1), exportId: z.string().min(1) });

/** Started by POST /api/me/export with an asynchronous invoke: builds the user's zip (lambdas/routing/workers.ts). */
export const handler = workerHandler({ payload: payloadSchema, failureMetric: 'ExportFailed' }, async ({ userId, exportId }) => {
  logger.info('export started');
  await buildExport(userId, exportId);
});
