import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  AlarmRule,
  AlarmState,
  ComparisonOperator,
  CompositeAlarm,
  type Dashboard,
  type IAlarm,
  type IMetric,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../lambdas/shared/metric-names';
import {
  ALARM_CRITERIA,
  ALARM_PERIOD,
  type AlarmCriteria,
  CONCERNS,
  type Concern,
  type MonitoredFunction,
  PAGING_ALARMS,
  businessMetric,
  runbookOf,
} from './alarm-criteria';
import { buildDashboard } from './monitoring-dashboard';

/** Counted from the stage's access log: every 429, the stage's own throttling and the per-user limits alike. */
export const API_THROTTLED_METRIC = 'Api429Responses';

/** A composite alarm's rule may name at most 100 alarms (CloudWatch's limit). */
const COMPOSITE_CHILDREN_LIMIT = 100;

export interface MonitoringProps {
  stage: string;
  restApi: RestApi;
  /** The stage's JSON access log (a `status` field per request). */
  accessLogs: ILogGroup;
  /** Every Lambda: the API's, Cognito's trigger and the background workers. */
  functions: MonitoredFunction[];
  /** The background workers' on-failure destination. */
  failedWork: IQueue;
  table: Table;
  /** The model the writer calls, for Bedrock's own metrics on the dashboard. */
  bedrockModelId: string;
  /** Where the paging alarms are mailed; without it the topic exists and can be subscribed to later. */
  alarmEmail?: string;
}

/**
 * `part` as a share of `whole`, read as 0 below `minimum` of `whole` (one 5xx in ten requests at night is no
 * outage). A custom metric has no data point in a period nobody recorded it, and arithmetic on a missing point is
 * missing: FILL makes "no refunds" a 0, not a gap.
 */
export const shareAbove = (label: string, [partId, part]: [string, IMetric], [wholeId, whole]: [string, IMetric], minimum: number) =>
  new MathExpression({
    label,
    expression: `IF(FILL(${wholeId}, 0) >= ${minimum}, FILL(${partId}, 0) / FILL(${wholeId}, 0), 0)`,
    usingMetrics: { [partId]: part, [wholeId]: whole },
    period: ALARM_PERIOD,
  });

/**
 * The alarms and dashboard of ScriptVoice. Four composite alarms page, one per concern (API health, generation,
 * payments, background work); every metric alarm sits under one of them, each Lambda's through its concern's
 * groups of Lambda errors and Lambda durations, and has no action of its own. The dashboard shows which alarm
 * under a paging one fired. What each means and what to do: docs/runbook.md.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  /** The alarms that page: the only alarms with actions. */
  readonly paging = {} as Record<Concern, CompositeAlarm>;
  /** What each paging alarm watches: its metric alarms and its two groups of per-Lambda alarms. */
  readonly under: Record<Concern, IAlarm[]> = { api: [], generation: [], payments: [], background: [] };
  /** Every metric alarm of each concern, the per-Lambda ones included. */
  readonly metricAlarms: Record<Concern, Alarm[]> = { api: [], generation: [], payments: [], background: [] };
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stage = props.stage;
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
    const requests = restApi.metricCount({ period: ALARM_PERIOD, statistic: 'Sum' });
    const serverErrors = restApi.metricServerError({ period: ALARM_PERIOD, statistic: 'Sum' });
    // API Gateway has no 429 metric of its own; its access log has the status of every request.
    const throttled = new MetricFilter(this, 'ApiThrottledResponses', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: METRICS_NAMESPACE,
      metricName: API_THROTTLED_METRIC,
      metricValue: '1',
    }).metric({ statistic: 'Sum', period: ALARM_PERIOD, label: '429 answers' });
    const refunds = businessMetric('Refunds');
    const generationsTried = new MathExpression({
      label: 'generations tried',
      expression: 'FILL(generations, 0) + FILL(refunds, 0)',
      usingMetrics: { generations: businessMetric('Generations'), refunds },
      period: ALARM_PERIOD,
    });
    const dynamoThrottles = table.metricThrottledRequestsForOperations({
      operations: [Operation.GET_ITEM, Operation.PUT_ITEM, Operation.UPDATE_ITEM, Operation.DELETE_ITEM, Operation.QUERY, Operation.TRANSACT_WRITE_ITEMS, Operation.BATCH_WRITE_ITEM],
      period: ALARM_PERIOD,
    });
    const shares = {
      serverErrors: shareAbove('5xx share', ['errors', serverErrors], ['requests', requests], ALARM_CRITERIA.serverErrorRate.minimumCount),
      throttled: shareAbove('429 share', ['throttled', throttled], ['requests', requests], ALARM_CRITERIA.throttleRate.minimumCount),
      refunds: shareAbove('refund share', ['refunds', refunds], ['tried', generationsTried], ALARM_CRITERIA.refundRate.minimumCount),
    };
    const failedRuns = props.failedWork.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' });

    this.watch('api', 'ApiServerErrorRate', shares.serverErrors, ALARM_CRITERIA.serverErrorRate, 'More than 2% of API requests failed with 5xx in 2 of 3 periods of 5 minutes (periods of 50 requests or more).');
    this.watch('api', 'ApiThrottleRate', shares.throttled, ALARM_CRITERIA.throttleRate, 'More than 10% of API requests were answered 429 (throttled) in 2 of 3 periods of 5 minutes (periods of 50 requests or more).');
    this.watch('api', 'DynamoThrottles', dynamoThrottles, ALARM_CRITERIA.dynamoThrottles, 'DynamoDB throttled requests in 2 of 3 periods of 5 minutes.');
    this.watch('generation', 'RefundRate', shares.refunds, ALARM_CRITERIA.refundRate, 'More than 10% of generations failed and were refunded in 2 of 3 periods of 5 minutes (periods of 10 generations or more).');
    this.watch('generation', 'ModelErrors', businessMetric('ModelErrors'), ALARM_CRITERIA.modelErrors, 'The model (Bedrock) failed 3 or more generations in 2 of 3 periods of 5 minutes.');
    this.watch('payments', 'WebhookRefused', businessMetric('WebhookRefused'), ALARM_CRITERIA.webhookRefused, 'A Stripe webhook was refused (its signature did not verify) in the last 5 minutes.');
    this.watch('background', 'ExportFailed', businessMetric('ExportFailed'), ALARM_CRITERIA.exportFailed, 'An account export failed in the last 5 minutes (the user sees it failed and may try again).');
    this.watch('background', 'FailedWorkerRuns', failedRuns, ALARM_CRITERIA.failedWorkerRuns, "A background worker's run failed every attempt (or timed out) and waits in the on-failure queue.");

    for (const concern of CONCERNS) {
      const functions = props.functions.filter((fn) => fn.concern === concern);
      const errors = functions.map(({ functionName, nodeFunction }) =>
        this.metricAlarm(concern, `${functionName}Errors`, nodeFunction.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }), ALARM_CRITERIA.lambdaErrors, `${functionName} failed 3 or more times in 2 of 3 periods of 5 minutes.`),
      );
      const slow = functions.map(({ functionName, nodeFunction }) => {
        const timeout = nodeFunction.function.timeout ?? Duration.seconds(3);
        return this.metricAlarm(
          concern,
          `${functionName}NearTimeout`,
          nodeFunction.function.metricDuration({ period: ALARM_PERIOD, statistic: 'p99' }),
          ALARM_CRITERIA.durationOfTimeout,
          `${functionName}'s p99 duration passed 80% of its ${timeout.toSeconds()} s timeout in 3 periods of 5 minutes in a row.`,
          timeout.toMilliseconds() * ALARM_CRITERIA.durationOfTimeout.threshold,
        );
      });
      const title = PAGING_ALARMS[concern].title;
      if (errors.length) this.group(concern, `${PAGING_ALARMS[concern].id}LambdaErrors`, errors, `One of the ${title} Lambdas is failing.`);
      if (slow.length) this.group(concern, `${PAGING_ALARMS[concern].id}LambdaNearTimeout`, slow, `One of the ${title} Lambdas runs near its timeout.`);
    }

    const action = new SnsAction(this.topic);
    for (const concern of CONCERNS) {
      const { id: pagingId, means } = PAGING_ALARMS[concern];
      const alarm = this.composite(pagingId, this.under[concern], `${means} ${runbookOf(concern)}`);
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      this.paging[concern] = alarm;
    }

    this.dashboard = buildDashboard(this, {
      stage: props.stage,
      restApi,
      table,
      bedrockModelId: props.bedrockModelId,
      functions: props.functions,
      metrics: { requests, serverErrors, throttled, refunds, dynamoThrottles, failedRuns: failedRuns.with({ label: 'failed runs waiting' }), shares },
      paging: this.paging,
      metricAlarms: this.metricAlarms,
    });
  }

  /** The alarm's name in the console and in the mail: the stage first, so two stages never mix. */
  private nameOf(id: string) {
    return `ScriptVoice-${this.stage}-${id}`;
  }

  /** A metric alarm that its concern's paging alarm watches directly. */
  private watch(...args: Parameters<Monitoring['metricAlarm']>) {
    this.under[args[0]].push(this.metricAlarm(...args));
  }

  /** A metric alarm under `concern`'s paging alarm; it has no action of its own. */
  private metricAlarm(concern: Concern, id: string, metric: IMetric, criteria: AlarmCriteria, description: string, threshold = criteria.threshold) {
    const alarm = new Alarm(this, id, {
      alarmName: this.nameOf(id),
      metric,
      threshold,
      evaluationPeriods: criteria.evaluationPeriods,
      datapointsToAlarm: criteria.datapointsToAlarm,
      comparisonOperator: criteria.comparison === 'atLeast' ? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD : ComparisonOperator.GREATER_THAN_THRESHOLD,
      // Sparse metrics (nothing failed, nobody called) have no data point: that is healthy, not unknown.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} Pages through ${this.nameOf(PAGING_ALARMS[concern].id)}. ${runbookOf(concern)}`,
    });
    this.metricAlarms[concern].push(alarm);
    return alarm;
  }

  /** A group of per-Lambda alarms under `concern`'s paging alarm, in ALARM when any of them is. */
  private group(concern: Concern, id: string, alarms: Alarm[], description: string) {
    this.under[concern].push(this.composite(id, alarms, `${description} ${runbookOf(concern)}`));
  }

  private composite(id: string, children: IAlarm[], description: string) {
    if (children.length > COMPOSITE_CHILDREN_LIMIT) throw new Error(`${id} would watch ${children.length} alarms; CloudWatch allows ${COMPOSITE_CHILDREN_LIMIT}: split it`);
    return new CompositeAlarm(this, id, {
      compositeAlarmName: this.nameOf(id),
      alarmRule: AlarmRule.anyOf(...children.map((child) => AlarmRule.fromAlarm(child, AlarmState.ALARM))),
      alarmDescription: description,
    });
  }
}
