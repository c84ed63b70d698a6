import * as z from 'zod';
import { buildExport } from '../domain/account/build-export';
import { logger } from '../shared/logger';

const payloadSchema = z.object({ userId: z.string().min(1), exportId: z.string().min(1) });

/** Started by POST /api/me/export with an asynchronous invoke: builds the user's zip (lambdas/workers/workers.ts). */
export const handler = async (event: unknown): Promise<void> => {
  const { userId, exportId } = payloadSchema.parse(event);
  logger.info('export started', { userId, exportId });
  await buildExport(userId, exportId);
};
