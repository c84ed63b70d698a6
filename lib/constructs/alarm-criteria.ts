import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { RouteDefinition } from '../../lambdas/routing/routes';
import { METRICS_NAMESPACE, type MetricName, SERVICE_NAME } from '../../lambdas/shared/metric-names';
import type { NodeFunction } from './node-function';

/** Every alarm judges 5-minute data points. */
export const ALARM_PERIOD = Duration.minutes(5);

/** One of ScriptVoice's own metrics (lambdas/shared/metric-names.ts), summed over a period unless told. */
export const businessMetric = (name: MetricName, statistic = 'Sum') =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service: SERVICE_NAME }, statistic, period: ALARM_PERIOD });

/** How one kind of alarm judges its metric. */
export interface AlarmCriteria {
  threshold: number;
  /** `above`: the value must pass the threshold (shares, durations); `atLeast`: reach it (counts). */
  comparison: 'above' | 'atLeast';
  /** How many of the last `evaluationPeriods` 5-minute points must breach: a single blip pages nobody. */
  datapointsToAlarm: number;
  evaluationPeriods: number;
  /** A share is judged only over a period with at least this many requests; below it the share reads 0. */
  minimumCount?: number;
}

/**
 * Every alarm's criteria, written once: the alarms are built from it, the CDK tests assert it, and the README
 * and docs/runbook.md list it. Shares and sustained failures need 2 of 3 periods (a quarter of an hour) so
 * one bad burst at night pages nobody; the events that are never a blip (a refused webhook, a failed export, a
 * run the workers gave up on) need one.
 */
export const ALARM_CRITERIA = {
  /** Share of API requests answered 5xx, over periods of at least 50 requests. */
  serverErrorRate: { threshold: 0.02, comparison: 'above', minimumCount: 50, datapointsToAlarm: 2, evaluationPeriods: 3 },
  /** Share of API requests answered 429 (stage throttling and the per-user limits), over periods of at least 50 requests. */
  throttleRate: { threshold: 0.1, comparison: 'above', minimumCount: 50, datapointsToAlarm: 2, evaluationPeriods: 3 },
  /** Share of generations refunded, over periods of at least 10 generations tried. */
  refundRate: { threshold: 0.1, comparison: 'above', minimumCount: 10, datapointsToAlarm: 2, evaluationPeriods: 3 },
  /** Model failures (Bedrock errors, timeouts, refusals) in a period. */
  modelErrors: { threshold: 3, comparison: 'atLeast', datapointsToAlarm: 2, evaluationPeriods: 3 },
  /** Errors of any one Lambda in a period. */
  lambdaErrors: { threshold: 3, comparison: 'atLeast', datapointsToAlarm: 2, evaluationPeriods: 3 },
  /** p99 duration of any one Lambda as a share of its timeout, in every one of 3 periods. */
  durationOfTimeout: { threshold: 0.8, comparison: 'above', datapointsToAlarm: 3, evaluationPeriods: 3 },
  /** DynamoDB requests throttled in a period. */
  dynamoThrottles: { threshold: 1, comparison: 'atLeast', datapointsToAlarm: 2, evaluationPeriods: 3 },
  /** Stripe webhooks refused (bad signature): the signing secret is out of step, or someone forges Stripe. */
  webhookRefused: { threshold: 1, comparison: 'atLeast', datapointsToAlarm: 1, evaluationPeriods: 1 },
  /** Account exports that failed (the export worker is never retried, so one failure is one user without their zip). */
  exportFailed: { threshold: 1, comparison: 'atLeast', datapointsToAlarm: 1, evaluationPeriods: 1 },
  /** Worker runs waiting in the on-failure queue (every attempt failed, or the run timed out). */
  failedWorkerRuns: { threshold: 1, comparison: 'atLeast', datapointsToAlarm: 1, evaluationPeriods: 1 },
} as const satisfies Record<string, AlarmCriteria>;

export const CONCERNS = ['api', 'generation', 'payments', 'background'] as const;
/** What a paging alarm is about: every other alarm sits under exactly one of them. */
export type Concern = (typeof CONCERNS)[number];

/** The four alarms that page (the only ones with actions), and the docs/runbook.md section of each. */
export const PAGING_ALARMS: Record<Concern, { id: string; title: string; means: string }> = {
  api: {
    id: 'ApiHealth',
    title: 'API health',
    means: 'Creators are getting errors, refusals or timeouts from the API (5xx or 429 share, DynamoDB throttling, or an API Lambda failing or near its timeout).',
  },
  generation: {
    id: 'Generation',
    title: 'Generation',
    means: 'Scripts are failing to be written: refunds, model (Bedrock) failures, or the generate and rewrite Lambdas failing or near their timeout.',
  },
  payments: {
    id: 'Payments',
    title: 'Payments',
    means: 'Purchases may not be credited: Stripe webhooks refused, or the checkout, verify or webhook Lambdas failing or near their timeout.',
  },
  background: {
    id: 'BackgroundWork',
    title: 'Background work',
    means: 'An account export failed, or a worker run (export or account purge) failed every attempt and waits in the on-failure queue.',
  },
};

/** A Lambda under watch, and the paging alarm its failures count towards. */
export interface MonitoredFunction {
  functionName: string;
  nodeFunction: NodeFunction;
  concern: Concern;
}

/** The runbook's section for a concern, as the alarm mail names it. */
export const runbookOf = (concern: Concern) => `Runbook: docs/runbook.md, "${PAGING_ALARMS[concern].title}".`;

/** The concern a route's Lambda answers to: the model's routes to generation, Stripe's to payments, the rest to the API. */
export const concernOfRoute = (route: RouteDefinition): Concern => {
  if (route.grants.bedrock) return 'generation';
  if (route.grants.stripeSecrets) return 'payments';
  return 'api';
};
