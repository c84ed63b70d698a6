import * as z from 'zod';
import { readSourceBodySchema } from '../../contracts/source-link';
import { createWebPageReader } from '../../adapters/web-page-reader';
import { parseLocalAllowance } from '../../domain/sources/link-rules';
import { type PageFetcher, readSourceLink } from '../../domain/sources/read-source';
import { SourceUnreadableError } from '../../domain/sources/unreadable';
import { apiHandler } from '../../shared/api-handler';
import { parseEnv } from '../../shared/env';
import { logger } from '../../shared/logger';

// Set only by the local stack (its own sample pages) and tests; the CDK stack never sets it (test/lib checks).
const env = parseEnv({ SOURCE_FETCH_ALLOW_LOCAL: z.string().optional() });

/** The route around a given page fetcher: the deployed one below, or a test's with a short clock and its own names. */
export const readSourceHandler = (fetchPage: PageFetcher) =>
  apiHandler({ body: readSourceBodySchema }, async ({ body }, context) => {
    try {
      return { statusCode: 200, body: await readSourceLink(fetchPage, body.url, () => context.getRemainingTimeInMillis()) };
    } catch (error) {
      // Which rule refused which host is what an outside probe looks like in the logs; the path is the creator's.
      if (error instanceof SourceUnreadableError) logger.info('source link not read', { reason: error.reason, host: new URL(body.url).host });
      throw error;
    }
  });

/** POST /api/sources/read: reads a creator's source link once, when it is added (issue 30). */
export const handler = readSourceHandler(createWebPageReader({ allowance: parseLocalAllowance(env.SOURCE_FETCH_ALLOW_LOCAL) }));
