import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, type MetricName, SERVICE_NAME } from '../../lambdas/shared/metric-names';
import type { NodeFunction } from './node-function';

const PERIOD = Duration.minutes(5);

/** Counted from the stage's access log: every 429, the stage's own throttling and the per-user limits alike. */
export const API_THROTTLED_METRIC = 'Api429Responses';

/** The thresholds every alarm uses: written once, asserted by the CDK tests, listed in the README. */
export const ALARM_THRESHOLDS = {
  /** Share of API requests answered 5xx in 5 minutes. */
  serverErrorRate: 0.02,
  /** Share of API requests answered 429 (stage throttling and the per-user limits) in 5 minutes. */
  throttleRate: 0.1,
  /** Share of generations refunded in 5 minutes. */
  refundRate: 0.1,
  /** Model failures (Bedrock errors, timeouts, refusals) in 5 minutes. */
  modelErrors: 3,
  /** Errors of any one Lambda in 5 minutes. */
  lambdaErrors: 3,
  /** p99 duration of any one Lambda as a share of its timeout. */
  durationOfTimeout: 0.8,
  /** DynamoDB requests throttled in 5 minutes. */
  dynamoThrottles: 1,
} as const;

export interface MonitoringProps {
  stage: string;
  restApi: RestApi;
  /** The stage's JSON access log (a `status` field per request). */
  accessLogs: ILogGroup;
  /** Every Lambda that serves users: the API's and Cognito's triggers. */
  functions: { functionName: string; nodeFunction: NodeFunction }[];
  /** Background workers: alarmed on errors and duration like the others, but they report no cold starts. */
  backgroundFunctions?: { functionName: string; nodeFunction: NodeFunction }[];
  table: Table;
  /** The model the writer calls, for Bedrock's own metrics on the dashboard. */
  bedrockModelId: string;
  /** Where alarms are mailed; without it the topic exists and can be subscribed to later. */
  alarmEmail?: string;
}

const business = (name: MetricName, statistic = 'Sum') =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service: SERVICE_NAME }, statistic, period: PERIOD });

/**
 * `part` as a share of `whole` (0 without traffic). A custom metric has no data point in a period nobody
 * recorded it, and arithmetic on a missing point is missing: FILL makes "no refunds" a 0, not a gap.
 */
const share = (label: string, part: IMetric, whole: IMetric) =>
  new MathExpression({ label, expression: 'IF(FILL(w, 0) > 0, FILL(p, 0) / FILL(w, 0), 0)', usingMetrics: { p: part, w: whole }, period: PERIOD });

/**
 * The dashboard and alarms of ScriptVoice: API errors and throttles, refunds, model failures, each Lambda's
 * errors and time near its timeout, and DynamoDB throttling. Every alarm (and its recovery) goes to one SNS topic.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // CloudWatch can publish to an encrypted topic only with a customer-managed key that lets it.
    const key = new Key(this, 'TopicKey', { enableKeyRotation: true, description: 'ScriptVoice alarm topic' });
    key.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `ScriptVoice ${props.stage} alarms`, masterKey: key, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const { restApi, table } = props;
    const requests = restApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const serverErrors = restApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    const clientErrors = restApi.metricClientError({ period: PERIOD, statistic: 'Sum' });
    // API Gateway has no 429 metric of its own; its access log has the status of every request.
    const throttled = new MetricFilter(this, 'ApiThrottledResponses', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: METRICS_NAMESPACE,
      metricName: API_THROTTLED_METRIC,
      metricValue: '1',
    }).metric({ statistic: 'Sum', period: PERIOD, label: '429 answers' });
    const refunds = business('Refunds');
    const generations = business('Generations');
    const dynamoThrottles = table.metricThrottledRequestsForOperations({
      operations: [Operation.GET_ITEM, Operation.PUT_ITEM, Operation.UPDATE_ITEM, Operation.DELETE_ITEM, Operation.QUERY, Operation.TRANSACT_WRITE_ITEMS, Operation.BATCH_WRITE_ITEM],
      period: PERIOD,
    });
    const everyFunction = [...props.functions, ...(props.backgroundFunctions ?? [])];
    const perFunction = (metricOf: (fn: NodeFunction['function']) => IMetric) => everyFunction.map(({ nodeFunction }) => metricOf(nodeFunction.function));

    this.alarm('ApiServerErrorRate', share('5xx share', serverErrors, requests), ALARM_THRESHOLDS.serverErrorRate, 'More than 2% of API requests failed with 5xx in 5 minutes.');
    this.alarm('ApiThrottleRate', share('429 share', throttled, requests), ALARM_THRESHOLDS.throttleRate, 'More than 10% of API requests were answered 429 (throttled) in 5 minutes.');
    this.alarm(
      'RefundRate',
      share('refund share', refunds, new MathExpression({ label: 'generations tried', expression: 'FILL(g, 0) + FILL(r, 0)', usingMetrics: { g: generations, r: refunds }, period: PERIOD })),
      ALARM_THRESHOLDS.refundRate,
      'More than 10% of generations failed and were refunded in 5 minutes.',
    );
    this.alarm('ModelErrors', business('ModelErrors'), ALARM_THRESHOLDS.modelErrors, 'The model (Bedrock) failed 3 or more generations in 5 minutes.', true);
    this.alarm('DynamoThrottles', dynamoThrottles, ALARM_THRESHOLDS.dynamoThrottles, 'DynamoDB throttled requests in 5 minutes.', true);
    for (const { functionName, nodeFunction } of everyFunction) {
      const fn = nodeFunction.function;
      const timeout = fn.timeout ?? Duration.seconds(3);
      this.alarm(`${functionName}Errors`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), ALARM_THRESHOLDS.lambdaErrors, `${functionName} failed 3 or more times in 5 minutes.`, true);
      this.alarm(
        `${functionName}NearTimeout`,
        fn.metricDuration({ period: PERIOD, statistic: 'p99' }),
        timeout.toMilliseconds() * ALARM_THRESHOLDS.durationOfTimeout,
        `${functionName}'s p99 duration passed 80% of its ${timeout.toSeconds()} s timeout.`,
      );
    }

    const bedrock = (metricName: string, statistic = 'Sum') =>
      new Metric({ namespace: 'AWS/Bedrock', metricName, dimensionsMap: { ModelId: props.bedrockModelId }, statistic, period: PERIOD });
    const coldStarts = props.functions.map(
      ({ functionName, nodeFunction }) =>
        new Metric({
          namespace: METRICS_NAMESPACE,
          metricName: 'ColdStart',
          dimensionsMap: { service: SERVICE_NAME, function_name: nodeFunction.function.functionName },
          statistic: 'Sum',
          period: PERIOD,
          label: functionName,
        }),
    );

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `ScriptVoice-${props.stage}` });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `# ScriptVoice ${props.stage}\nAPI, generations, model and data. Alarms mail the topic ${'`'}AlarmTopic${'`'}.`, width: 24, height: 2 }),
      new GraphWidget({ title: 'API requests and errors', left: [requests, clientErrors, serverErrors, throttled], width: 12 }),
      new GraphWidget({ title: 'API latency (p50, p99)', left: [restApi.metricLatency({ statistic: 'p50', period: PERIOD }), restApi.metricLatency({ statistic: 'p99', period: PERIOD })], width: 12 }),
      new GraphWidget({ title: 'Generations, refunds and per-user throttles', left: [generations, refunds, business('Throttles')], width: 12 }),
      new GraphWidget({ title: 'Writer latency (p50, p99) and words', left: [business('GenerationLatency', 'p50'), business('GenerationLatency', 'p99')], right: [business('GeneratedWords', 'Average')], width: 12 }),
      new GraphWidget({ title: 'Model tokens and errors', left: [business('ModelInputTokens'), business('ModelOutputTokens')], right: [business('ModelErrors')], width: 12 }),
      new GraphWidget({
        title: 'Bedrock (its own metrics for the model)',
        left: [bedrock('Invocations'), bedrock('InvocationThrottles'), bedrock('InvocationClientErrors'), bedrock('InvocationServerErrors')],
        right: [bedrock('InvocationLatency', 'p99')],
        width: 12,
      }),
      new GraphWidget({ title: 'Stripe webhooks', left: [business('WebhookFulfilled'), business('WebhookIgnored'), business('WebhookRefused')], width: 12 }),
      new GraphWidget({ title: 'Cold starts', left: coldStarts, width: 12 }),
      new GraphWidget({ title: 'Lambda errors', left: perFunction((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' })), width: 12 }),
      new GraphWidget({ title: 'Lambda p99 duration', left: perFunction((fn) => fn.metricDuration({ period: PERIOD, statistic: 'p99' })), width: 12 }),
      new GraphWidget({ title: 'DynamoDB throttles and consumed capacity', left: [dynamoThrottles], right: [table.metricConsumedReadCapacityUnits(), table.metricConsumedWriteCapacityUnits()], width: 24 }),
    );
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, countAtLeast = false) {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: countAtLeast ? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD : ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
