import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from './logger';
import type { MetricName } from './metric-names';
import { publishMetrics, recordMetric, tracer } from './observability';

type PayloadSchema = z.ZodType<Record<string, string>>;

export interface WorkerOptions<S extends PayloadSchema> {
  /** The payload the starting route sends; its fields (ids only) become keys of every log line of the run. */
  payload: S;
  /** Counted once for every run that fails, whatever failed (an alarm watches it: lib/constructs/monitoring.ts). */
  failureMetric?: MetricName;
}

/** Logs a failed run and counts it; the error still fails the run, so Lambda retries it or sends it on. */
const countFailures = (metric: MetricName | undefined): middy.MiddlewareObj<unknown, void, Error, Context> => ({
  onError: async ({ error }) => {
    logger.error('worker run failed', { error: error as Error });
    if (metric) recordMetric(metric, 1);
  },
});

/**
 * Builds a background worker's handler (lambdas/routing/workers.ts) with the same stack as the API's: the
 * logger's Lambda context, X-Ray tracing and the run's metrics, published when it ends. The payload is parsed
 * first, so a malformed start fails (and is counted) like any other failure; it never returns a value, as
 * nobody waits for an asynchronous run.
 */
export const workerHandler = <S extends PayloadSchema>(options: WorkerOptions<S>, run: (payload: z.output<S>, context: Context) => Promise<void>) =>
  middy<unknown, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(publishMetrics())
    // Registered after publishMetrics, so its onError runs first (middy runs onError in reverse) and the count is published.
    .use(countFailures(options.failureMetric))
    .handler(async (event, context) => {
      const payload = options.payload.parse(event);
      logger.appendKeys(payload);
      await run(payload, context);
    });
