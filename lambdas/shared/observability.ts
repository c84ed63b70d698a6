import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type middy from '@middy/core';
import { logger } from './logger';

const SERVICE = 'scriptvoice';
/** The CloudWatch namespace of every business metric (lib/constructs/monitoring.ts reads the same names). */
export const METRICS_NAMESPACE = 'ScriptVoice';

/** Every business metric, with its unit. */
export const METRICS = {
  Generations: MetricUnit.Count,
  GenerationLatency: MetricUnit.Milliseconds,
  GeneratedWords: MetricUnit.Count,
  Refunds: MetricUnit.Count,
  ModelErrors: MetricUnit.Count,
  ModelInputTokens: MetricUnit.Count,
  ModelOutputTokens: MetricUnit.Count,
  Throttles: MetricUnit.Count,
  WebhookFulfilled: MetricUnit.Count,
  WebhookIgnored: MetricUnit.Count,
  WebhookRefused: MetricUnit.Count,
} as const;
export type MetricName = keyof typeof METRICS;

/** X-Ray tracing; Powertools turns it off by itself outside Lambda (npm start, tests). */
export const tracer = new Tracer({ serviceName: SERVICE });
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });

// In Lambda a metric is CloudWatch's embedded metric format; elsewhere one readable log line, at info level.
const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

export const recordMetric = (name: MetricName, value: number): void => {
  if (inLambda()) metrics.addMetric(name, METRICS[name], value);
  else logger.info(`metric ${name}=${value}${METRICS[name] === MetricUnit.Milliseconds ? ' ms' : ''}`, { metric: name, value });
};

/**
 * Publishes the request's metrics when it ends (answered or failed), and the cold start once per container.
 * Powertools' logMetrics would warn on every request that records none; most record none.
 */
export const publishMetrics = (): middy.MiddlewareObj => {
  let coldStart = true;
  const flush = async () => {
    if (inLambda() && metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return {
    before: async () => {
      if (coldStart && inLambda()) metrics.captureColdStartMetric();
      coldStart = false;
    },
    after: flush,
    onError: flush,
  };
};
