import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  type Alarm,
  AlarmStatusWidget,
  AlarmStatusWidgetSortBy,
  type CompositeAlarm,
  Dashboard,
  GraphWidget,
  type IMetric,
  LogQueryWidget,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../lambdas/shared/metric-names';
import { ALARM_PERIOD, CONCERNS, type Concern, type MonitoredFunction, PAGING_ALARMS, businessMetric as business } from './alarm-criteria';

/** Dashboard titles the runbook points at (docs/runbook.md); the CDK tests hold them. */
export const WIDGETS = {
  paging: 'Paging alarms',
  under: (concern: Concern) => `Under ${PAGING_ALARMS[concern].title} (most recently changed first)`,
  api: 'API requests and errors',
  apiShares: 'API 5xx and 429 shares (what the API alarms judge)',
  latency: 'API latency (p50, p99)',
  generations: 'Generations, refunds and per-user throttles',
  refundShare: 'Refund share (what RefundRate judges)',
  writer: 'Writer latency (p50, p99) and words',
  model: 'Model tokens and errors',
  bedrock: 'Bedrock (its own metrics for the model)',
  webhooks: 'Stripe webhooks',
  background: 'Background work: failed exports and failed runs waiting',
  coldStarts: 'Cold starts',
  errors: 'Lambda errors',
  duration: 'Lambda p99 duration',
  dynamo: 'DynamoDB throttles and consumed capacity',
  logs: (concern: Concern) => `Errors logged: ${PAGING_ALARMS[concern].title}`,
} as const;

/** Logs Insights reads at most 50 log groups in one query. */
const LOG_GROUPS_PER_QUERY = 50;

/**
 * The latest errors of a concern's Lambdas: the handler stacks' ERROR lines (with the function, the error and the
 * ids of the request or run) and Lambda's own lines for a timeout or a crash, which are not JSON.
 */
const ERRORS_QUERY = [
  'fields @timestamp, function_name, message, error.name, error.message, userId, @message',
  'filter level = "ERROR" or @message like /Task timed out|Runtime\\.|Error: /',
  'sort @timestamp desc',
  'limit 50',
];

export interface DashboardProps {
  stage: string;
  restApi: RestApi;
  table: Table;
  bedrockModelId: string;
  functions: MonitoredFunction[];
  metrics: {
    requests: IMetric;
    serverErrors: IMetric;
    throttled: IMetric;
    refunds: IMetric;
    dynamoThrottles: IMetric;
    failedRuns: IMetric;
    shares: { serverErrors: IMetric; throttled: IMetric; refunds: IMetric };
  };
  paging: Record<Concern, CompositeAlarm>;
  metricAlarms: Record<Concern, Alarm[]>;
}

/**
 * `ScriptVoice-{stage}`: the paging alarms and what is under each on top (where the paged person starts), then
 * the graphs the runbook sends them to.
 */
export const buildDashboard = (scope: Construct, props: DashboardProps): Dashboard => {
  const { restApi, table, metrics } = props;
  const perFunction = (metricOf: (fn: MonitoredFunction['nodeFunction']['function']) => IMetric) =>
    props.functions.map(({ nodeFunction }) => metricOf(nodeFunction.function));
  const bedrock = (metricName: string, statistic = 'Sum') =>
    new Metric({ namespace: 'AWS/Bedrock', metricName, dimensionsMap: { ModelId: props.bedrockModelId }, statistic, period: ALARM_PERIOD });
  const coldStarts = props.functions.map(
    ({ functionName, nodeFunction }) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: 'ColdStart',
        dimensionsMap: { service: SERVICE_NAME, function_name: nodeFunction.function.functionName },
        statistic: 'Sum',
        period: ALARM_PERIOD,
        label: functionName,
      }),
  );
  const workers = props.functions.filter((fn) => fn.concern === 'background');

  const dashboard = new Dashboard(scope, 'Dashboard', { dashboardName: `ScriptVoice-${props.stage}` });
  dashboard.addWidgets(
    new TextWidget({
      markdown: `# ScriptVoice ${props.stage}\nFour alarms page, one per concern; the lists below them show which alarm under it fired. What each means and what to do first: **docs/runbook.md**.`,
      width: 24,
      height: 2,
    }),
    new AlarmStatusWidget({ title: WIDGETS.paging, alarms: CONCERNS.map((concern) => props.paging[concern]), width: 24, height: 2 }),
    ...CONCERNS.map(
      (concern) =>
        new AlarmStatusWidget({
          title: WIDGETS.under(concern),
          alarms: props.metricAlarms[concern],
          sortBy: AlarmStatusWidgetSortBy.STATE_UPDATED_TIMESTAMP,
          width: 6,
          height: 8,
        }),
    ),
    new GraphWidget({ title: WIDGETS.api, left: [metrics.requests, restApi.metricClientError({ period: ALARM_PERIOD, statistic: 'Sum' }), metrics.serverErrors, metrics.throttled], width: 12 }),
    new GraphWidget({ title: WIDGETS.apiShares, left: [metrics.shares.serverErrors, metrics.shares.throttled], width: 12 }),
    new GraphWidget({ title: WIDGETS.latency, left: [restApi.metricLatency({ statistic: 'p50', period: ALARM_PERIOD }), restApi.metricLatency({ statistic: 'p99', period: ALARM_PERIOD })], width: 12 }),
    new GraphWidget({ title: WIDGETS.generations, left: [business('Generations'), metrics.refunds, business('Throttles')], width: 12 }),
    new GraphWidget({ title: WIDGETS.refundShare, left: [metrics.shares.refunds], width: 12 }),
    new GraphWidget({ title: WIDGETS.writer, left: [business('GenerationLatency', 'p50'), business('GenerationLatency', 'p99')], right: [business('GeneratedWords', 'Average')], width: 12 }),
    new GraphWidget({ title: WIDGETS.model, left: [business('ModelInputTokens'), business('ModelOutputTokens')], right: [business('ModelErrors')], width: 12 }),
    new GraphWidget({
      title: WIDGETS.bedrock,
      left: [bedrock('Invocations'), bedrock('InvocationThrottles'), bedrock('InvocationClientErrors'), bedrock('InvocationServerErrors')],
      right: [bedrock('InvocationLatency', 'p99')],
      width: 12,
    }),
    new GraphWidget({ title: WIDGETS.webhooks, left: [business('WebhookFulfilled'), business('WebhookIgnored'), business('WebhookRefused')], width: 12 }),
    new GraphWidget({
      title: WIDGETS.background,
      left: [business('ExportFailed'), metrics.failedRuns],
      right: workers.map(({ functionName, nodeFunction }) => nodeFunction.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum', label: `${functionName} errors` })),
      width: 12,
    }),
    new GraphWidget({ title: WIDGETS.coldStarts, left: coldStarts, width: 12 }),
    new GraphWidget({ title: WIDGETS.errors, left: perFunction((fn) => fn.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' })), width: 12 }),
    new GraphWidget({ title: WIDGETS.duration, left: perFunction((fn) => fn.metricDuration({ period: ALARM_PERIOD, statistic: 'p99' })), width: 12 }),
    new GraphWidget({ title: WIDGETS.dynamo, left: [metrics.dynamoThrottles], right: [table.metricConsumedReadCapacityUnits(), table.metricConsumedWriteCapacityUnits()], width: 12 }),
    ...CONCERNS.map((concern) => {
      const logGroupNames = props.functions.filter((fn) => fn.concern === concern).map(({ nodeFunction }) => nodeFunction.logGroup.logGroupName);
      if (logGroupNames.length > LOG_GROUPS_PER_QUERY) throw new Error(`${WIDGETS.logs(concern)} would read ${logGroupNames.length} log groups; Logs Insights reads ${LOG_GROUPS_PER_QUERY}`);
      return new LogQueryWidget({ title: WIDGETS.logs(concern), logGroupNames, queryLines: ERRORS_QUERY, width: 24, height: 6 });
    }),
  );
  return dashboard;
};
