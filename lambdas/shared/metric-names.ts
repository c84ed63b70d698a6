/**
 * The business metrics, by name: recorded by the handlers (lambdas/shared/observability.ts) and read by the
 * dashboard and alarms (lib/constructs/monitoring.ts). No imports, so the CDK app reads it without Powertools.
 */
export const SERVICE_NAME = 'scriptvoice';
export const METRICS_NAMESPACE = 'ScriptVoice';

export const METRIC_NAMES = [
  'Generations',
  /** Milliseconds the writer took; every other metric is a count. */
  'GenerationLatency',
  'GeneratedWords',
  /** Failed generations whose credit was refunded; a generation the creator stopped is counted apart. */
  'Refunds',
  'GenerationsStopped',
  'ModelErrors',
  'ModelInputTokens',
  'ModelOutputTokens',
  'Throttles',
  'WebhookFulfilled',
  'WebhookIgnored',
  'WebhookRefused',
  /** Account exports whose worker run failed (the job is marked failed; the export worker is never retried). */
  'ExportFailed',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
