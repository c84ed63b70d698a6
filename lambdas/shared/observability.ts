import './xray-mode';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { METRICS_NAMESPACE, type MetricName, SERVICE_NAME } from './metric-names';

export { METRICS_NAMESPACE, type MetricName };

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];
const unitOf = (name: MetricName): Unit => (name === 'GenerationLatency' ? MetricUnit.Milliseconds : MetricUnit.Count);

/** X-Ray tracing; Powertools turns it off by itself outside Lambda (npm start, tests). */
export const tracer = new Tracer({ serviceName: SERVICE_NAME });
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });

// In Lambda a metric is CloudWatch's embedded metric format; elsewhere one readable log line, at info level.
const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

export const recordMetric = (name: MetricName, value: number): void => {
  if (inLambda()) metrics.addMetric(name, unitOf(name), value);
  else logger.info(`metric ${name}=${value}${unitOf(name) === MetricUnit.Milliseconds ? ' ms' : ''}`, { metric: name, value });
};

/**
 * Publishes the request's metrics when it ends (answered or failed), and the cold start once per container, per
 * function. Powertools' logMetrics would warn on every request that records none; most record none.
 */
export const publishMetrics = (): middy.MiddlewareObj<unknown, unknown, Error, Context> => {
  const flush = async () => {
    if (inLambda() && metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return {
    before: async (request) => {
      if (inLambda()) metrics.captureColdStartMetric(request.context.functionName);
    },
    after: flush,
    onError: flush,
  };
};
