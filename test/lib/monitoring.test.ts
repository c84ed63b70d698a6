import { readFileSync } from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routing/routes';
import { WORKERS } from '../../lambdas/routing/workers';
import { ALARM_CRITERIA, type AlarmCriteria, CONCERNS, PAGING_ALARMS } from '../../lib/constructs/alarm-criteria';
import { API_THROTTLED_METRIC } from '../../lib/constructs/monitoring';
import { WIDGETS } from '../../lib/constructs/monitoring-dashboard';
import { TEST_CONFIG, synthAppStack } from './support/synth';

const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const { template } = synthAppStack({ config: { ...TEST_CONFIG, alarmEmail: 'oncall@scriptvoice.example', bedrockModelId: MODEL_ID } });
type Resource = { Type: string; Properties: Record<string, any> };
const resources = template.toJSON().Resources as Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const metricAlarms = ofType('AWS::CloudWatch::Alarm');
const composites = ofType('AWS::CloudWatch::CompositeAlarm');

/** Alarm names are `ScriptVoice-{stage}-{id}`. */
const idOf = (resource: Resource) => String(resource.Properties.AlarmName).replace(/^ScriptVoice-test-/, '');
const byId = new Map([...metricAlarms, ...composites].map(([logicalId, resource]) => [logicalId, idOf(resource)]));
const alarm = (id: string) => {
  const found = [...metricAlarms, ...composites].filter(([, resource]) => idOf(resource) === id);
  expect(found, id).toHaveLength(1);
  return found[0]![1];
};
/** The alarms a composite's rule names (`ALARM("<arn>") OR ...`), by id. */
const childrenOf = (id: string): string[] => {
  const parts = alarm(id).Properties.AlarmRule['Fn::Join'][1] as unknown[];
  const strings = parts.filter((part): part is string => typeof part === 'string').join('|');
  expect(strings).not.toContain(' AND ');
  return parts.flatMap((part) => (typeof part === 'object' && part && 'Fn::GetAtt' in part ? [byId.get((part as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!)!] : []));
};
const metricNamesOf = (resource: Resource): string[] =>
  resource.Properties.MetricName ? [resource.Properties.MetricName] : (resource.Properties.Metrics ?? []).flatMap((query: any) => (query.MetricStat ? [query.MetricStat.Metric.MetricName] : []));
const periodsOf = (resource: Resource): number[] =>
  resource.Properties.Period ? [resource.Properties.Period] : (resource.Properties.Metrics ?? []).flatMap((query: any) => (query.MetricStat ? [query.MetricStat.Period] : query.Period ? [query.Period] : []));
const returnedExpression = (resource: Resource) => (resource.Properties.Metrics as { Expression?: string; ReturnData?: boolean }[]).find((query) => query.ReturnData !== false)!.Expression;

const LAMBDA_CONCERNS: [functionName: string, pagingId: string][] = [
  ['GetProfile', 'ApiHealth'],
  ['CustomMessage', 'ApiHealth'],
  ['ReadSource', 'ApiHealth'],
  ['GenerateScript', 'Generation'],
  ['RewriteScript', 'Generation'],
  ['CreateCheckout', 'Payments'],
  ['VerifyPayment', 'Payments'],
  ['StripeWebhook', 'Payments'],
  [WORKERS.exportAccount.functionName, 'BackgroundWork'],
  [WORKERS.purgeAccount.functionName, 'BackgroundWork'],
];

/** Which criteria an alarm is judged by, from its id. */
const criteriaOf = (id: string): AlarmCriteria => {
  const named: Record<string, AlarmCriteria> = {
    ApiServerErrorRate: ALARM_CRITERIA.serverErrorRate,
    ApiThrottleRate: ALARM_CRITERIA.throttleRate,
    RefundRate: ALARM_CRITERIA.refundRate,
    ModelErrors: ALARM_CRITERIA.modelErrors,
    DynamoThrottles: ALARM_CRITERIA.dynamoThrottles,
    WebhookRefused: ALARM_CRITERIA.webhookRefused,
    ExportFailed: ALARM_CRITERIA.exportFailed,
    FailedWorkerRuns: ALARM_CRITERIA.failedWorkerRuns,
  };
  if (named[id]) return named[id];
  if (id.endsWith('NearTimeout')) return ALARM_CRITERIA.durationOfTimeout;
  expect(id).toMatch(/Errors$/);
  return ALARM_CRITERIA.lambdaErrors;
};

describe('monitoring: what pages', () => {
  it('pages through four composite alarms, one per concern, and only they (with their recoveries) reach the one KMS-encrypted SNS topic', () => {
    const topics = ofType('AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    const [[topicId, topic]] = topics as [[string, Resource]];
    expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@scriptvoice.example', TopicArn: { Ref: topicId } });
    const paging = composites.filter(([, resource]) => resource.Properties.AlarmActions);
    expect(paging.map(([, resource]) => idOf(resource)).sort()).toEqual(['ApiHealth', 'BackgroundWork', 'Generation', 'Payments']);
    for (const [, resource] of paging) {
      expect(resource.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(resource.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
    for (const [, resource] of [...metricAlarms, ...composites.filter(([, composite]) => !composite.Properties.AlarmActions)]) {
      expect(resource.Properties.AlarmActions ?? [], idOf(resource)).toEqual([]);
      expect(resource.Properties.OKActions ?? [], idOf(resource)).toEqual([]);
    }
  });

  it('watches, under each paging alarm, its own metric alarms and one group each of its Lambdas’ errors and near-timeouts', () => {
    expect(childrenOf('ApiHealth').sort()).toEqual(['ApiHealthLambdaErrors', 'ApiHealthLambdaNearTimeout', 'ApiServerErrorRate', 'ApiThrottleRate', 'DynamoThrottles']);
    expect(childrenOf('Generation').sort()).toEqual(['GenerationLambdaErrors', 'GenerationLambdaNearTimeout', 'ModelErrors', 'RefundRate']);
    expect(childrenOf('Payments').sort()).toEqual(['PaymentsLambdaErrors', 'PaymentsLambdaNearTimeout', 'WebhookRefused']);
    expect(childrenOf('BackgroundWork').sort()).toEqual(['BackgroundWorkLambdaErrors', 'BackgroundWorkLambdaNearTimeout', 'ExportFailed', 'FailedWorkerRuns']);
    for (const [functionName, pagingId] of LAMBDA_CONCERNS) {
      expect(childrenOf(`${pagingId}LambdaErrors`), functionName).toContain(`${functionName}Errors`);
      expect(childrenOf(`${pagingId}LambdaNearTimeout`), functionName).toContain(`${functionName}NearTimeout`);
    }
  });

  it('puts every metric alarm under exactly one paging alarm, and no composite over CloudWatch’s 100 alarms', () => {
    const reached = new Map<string, string[]>();
    const walk = (id: string, pagingId: string) => {
      for (const child of childrenOf(id)) {
        if (composites.some(([, resource]) => idOf(resource) === child)) walk(child, pagingId);
        else reached.set(child, [...(reached.get(child) ?? []), pagingId]);
      }
    };
    for (const concern of CONCERNS) walk(PAGING_ALARMS[concern].id, PAGING_ALARMS[concern].id);
    expect(metricAlarms.map(([, resource]) => idOf(resource)).sort()).toEqual([...reached.keys()].sort());
    for (const [id, pagers] of reached) expect(pagers, id).toHaveLength(1);
    // Every route, the sign-up mail trigger and each worker: errors and duration each.
    expect(metricAlarms).toHaveLength((ROUTES.length + 1 + Object.keys(WORKERS).length) * 2 + 8);
    for (const [, resource] of composites) expect(childrenOf(idOf(resource)).length).toBeLessThanOrEqual(100);
  });

  it('tells the paged person what the alarm means and where its runbook section is', () => {
    for (const concern of CONCERNS) {
      const { id, title, means } = PAGING_ALARMS[concern];
      expect(alarm(id).Properties.AlarmDescription).toBe(`${means} Runbook: docs/runbook.md, "${title}".`);
    }
    for (const [, resource] of metricAlarms) expect(resource.Properties.AlarmDescription).toMatch(/Pages through ScriptVoice-test-\w+\. Runbook: docs\/runbook\.md, "[^"]+"\.$/);
  });
});

describe('monitoring: how each alarm judges', () => {
  it('judges every metric alarm on 5-minute points with the periods and data points of its criteria, missing data as healthy', () => {
    for (const [, resource] of metricAlarms) {
      const id = idOf(resource);
      const criteria = criteriaOf(id);
      expect(periodsOf(resource).length, id).toBeGreaterThan(0);
      for (const period of periodsOf(resource)) expect(period, id).toBe(300);
      expect(resource.Properties, id).toMatchObject({
        EvaluationPeriods: criteria.evaluationPeriods,
        DatapointsToAlarm: criteria.datapointsToAlarm,
        TreatMissingData: 'notBreaching',
        ComparisonOperator: criteria.comparison === 'atLeast' ? 'GreaterThanOrEqualToThreshold' : 'GreaterThanThreshold',
      });
    }
  });

  it('synthesizes the agreed numbers: threshold, data points of periods and minimum traffic of every alarm under a paging one', () => {
    // Written out, not read from ALARM_CRITERIA: changing what pages is a change to this table and docs/runbook.md.
    const agreed: [id: string, threshold: number, datapoints: number, periods: number, minimumCount?: number][] = [
      ['ApiServerErrorRate', 0.02, 2, 3, 50],
      ['ApiThrottleRate', 0.1, 2, 3, 50],
      ['DynamoThrottles', 1, 2, 3],
      ['RefundRate', 0.1, 2, 3, 10],
      ['ModelErrors', 3, 2, 3],
      ['WebhookRefused', 1, 1, 1],
      ['ExportFailed', 1, 1, 1],
      ['FailedWorkerRuns', 1, 1, 1],
      ['GetProfileErrors', 3, 2, 3],
      ['GenerateScriptErrors', 3, 2, 3],
      ['StripeWebhookErrors', 3, 2, 3],
      [`${WORKERS.exportAccount.functionName}Errors`, 3, 2, 3],
      ['GetProfileNearTimeout', 12_000, 3, 3],
      ['CustomMessageNearTimeout', 4_000, 3, 3],
      ['GenerateScriptNearTimeout', 240_000, 3, 3],
      [`${WORKERS.purgeAccount.functionName}NearTimeout`, 720_000, 3, 3],
    ];
    for (const [id, threshold, datapoints, periods, minimumCount] of agreed) {
      const resource = alarm(id);
      expect(resource.Properties, id).toMatchObject({ Threshold: threshold, DatapointsToAlarm: datapoints, EvaluationPeriods: periods });
      for (const period of periodsOf(resource)) expect(period, id).toBe(300);
      if (minimumCount !== undefined) expect(returnedExpression(resource), id).toMatch(new RegExp(`^IF\\(FILL\\(\\w+, 0\\) >= ${minimumCount}, `));
    }
  });

  it('lets no single blip page: shares, model errors, Lambda errors and throttling need 2 of 3 periods, durations 3 in a row', () => {
    for (const criteria of [ALARM_CRITERIA.serverErrorRate, ALARM_CRITERIA.throttleRate, ALARM_CRITERIA.refundRate, ALARM_CRITERIA.modelErrors, ALARM_CRITERIA.lambdaErrors, ALARM_CRITERIA.dynamoThrottles]) {
      expect(criteria).toMatchObject({ datapointsToAlarm: 2, evaluationPeriods: 3 });
    }
    expect(ALARM_CRITERIA.durationOfTimeout).toMatchObject({ datapointsToAlarm: 3, evaluationPeriods: 3 });
  });

  it('judges the 5xx, 429 and refund shares only over periods with the minimum traffic, a missing count read as 0', () => {
    const cases = [
      ['ApiServerErrorRate', ['5XXError', 'Count'], ALARM_CRITERIA.serverErrorRate, 'errors', 'requests'],
      ['ApiThrottleRate', [API_THROTTLED_METRIC, 'Count'], ALARM_CRITERIA.throttleRate, 'throttled', 'requests'],
      // A period in which every generation failed has Refunds but no Generations data point: it must still count.
      ['RefundRate', ['Generations', 'Refunds'], ALARM_CRITERIA.refundRate, 'refunds', 'tried'],
    ] as const;
    expect(cases.map(([, , criteria]) => criteria.minimumCount)).toEqual([50, 50, 10]);
    for (const [id, metrics, criteria, part, whole] of cases) {
      const resource = alarm(id);
      expect([...new Set(metricNamesOf(resource))].sort()).toEqual([...metrics].sort());
      expect(resource.Properties.Threshold).toBe(criteria.threshold);
      expect(returnedExpression(resource)).toBe(`IF(FILL(${whole}, 0) >= ${criteria.minimumCount}, FILL(${part}, 0) / FILL(${whole}, 0), 0)`);
    }
    const tried = (alarm('RefundRate').Properties.Metrics as { Id: string; Expression?: string }[]).find((query) => query.Id === 'tried');
    expect(tried?.Expression).toBe('FILL(generations, 0) + FILL(refunds, 0)');
  });

  it('alarms on refused webhooks, failed exports and runs waiting in the workers’ on-failure queue from the first one', () => {
    expect(alarm('WebhookRefused').Properties).toMatchObject({ Namespace: 'ScriptVoice', MetricName: 'WebhookRefused', Statistic: 'Sum', Threshold: 1 });
    expect(alarm('ExportFailed').Properties).toMatchObject({ Namespace: 'ScriptVoice', MetricName: 'ExportFailed', Statistic: 'Sum', Threshold: 1 });
    const [[queueId]] = ofType('AWS::SQS::Queue') as [[string, Resource]];
    expect(alarm('FailedWorkerRuns').Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Statistic: 'Maximum',
      Threshold: 1,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
    });
    for (const id of ['WebhookRefused', 'ExportFailed', 'FailedWorkerRuns']) expect(alarm(id).Properties).toMatchObject({ EvaluationPeriods: 1, DatapointsToAlarm: 1 });
  });

  it("counts every 429 from the stage's access log (its JSON status field)", () => {
    const [[, stage]] = ofType('AWS::ApiGateway::Stage') as [[string, Resource]];
    expect(JSON.parse(stage.Properties.AccessLogSetting.Format)).toMatchObject({ status: '$context.status' });
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      LogGroupName: { Ref: Match.stringLikeRegexp('AccessLogs') },
      MetricTransformations: [{ MetricNamespace: 'ScriptVoice', MetricName: API_THROTTLED_METRIC, MetricValue: '1' }],
    });
  });

  it('alarms on model errors (the ScriptVoice namespace) and on DynamoDB throttling', () => {
    expect(alarm('ModelErrors').Properties).toMatchObject({ Namespace: 'ScriptVoice', MetricName: 'ModelErrors', Threshold: ALARM_CRITERIA.modelErrors.threshold });
    expect(metricNamesOf(alarm('DynamoThrottles')).every((name) => name === 'ThrottledRequests')).toBe(true);
  });

  it("alarms on every route Lambda's, the sign-up mail Lambda's and each worker's errors, and on its p99 duration passing 80% of its timeout", () => {
    const timeoutOf = (route: (typeof ROUTES)[number]) => (route.streaming ? 300 : route.grants.bedrock ? 29 : 15);
    const timeouts = [
      ...ROUTES.map((route) => [route.functionName, timeoutOf(route)] as const),
      ['CustomMessage', 5] as const,
      ...Object.values(WORKERS).map((worker) => [worker.functionName, worker.timeoutMinutes * 60] as const),
    ];
    for (const [functionName, timeoutSeconds] of timeouts) {
      expect(alarm(`${functionName}Errors`).Properties).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: ALARM_CRITERIA.lambdaErrors.threshold });
      expect(alarm(`${functionName}NearTimeout`).Properties).toMatchObject({
        MetricName: 'Duration',
        ExtendedStatistic: 'p99',
        Threshold: timeoutSeconds * 1000 * ALARM_CRITERIA.durationOfTimeout.threshold,
      });
    }
  });
});

describe('monitoring: the dashboard', () => {
  const [[, dashboard]] = ofType('AWS::CloudWatch::Dashboard') as [[string, Resource]];
  const joined = (dashboard.Properties.DashboardBody['Fn::Join'][1] as unknown[]).map((part) => (typeof part === 'string' ? part : '<ref>')).join('');

  it('has the paging alarms and what is under each on top, then the API, generation, model, Bedrock, webhook, background, Lambda and DynamoDB graphs', () => {
    expect(ofType('AWS::CloudWatch::Dashboard')).toHaveLength(1);
    const titles = [
      WIDGETS.paging,
      ...CONCERNS.map(WIDGETS.under),
      WIDGETS.api,
      WIDGETS.apiShares,
      WIDGETS.generations,
      WIDGETS.refundShare,
      WIDGETS.model,
      WIDGETS.bedrock,
      WIDGETS.webhooks,
      WIDGETS.background,
      WIDGETS.coldStarts,
      WIDGETS.errors,
      WIDGETS.duration,
      WIDGETS.dynamo,
      ...CONCERNS.map(WIDGETS.logs),
    ];
    const positions = titles.map((title) => joined.indexOf(`"title":"${title}"`));
    for (const [index, position] of positions.entries()) expect(position, titles[index]).toBeGreaterThan(-1);
    // The alarm lists come first: they are where the runbook starts.
    expect(Math.max(...positions.slice(0, 5))).toBeLessThan(Math.min(...positions.slice(5)));
  });

  it("queries each concern's Lambda log groups for the latest errors, timeouts and crashes", () => {
    const logWidgets = joined.split('{"type":').filter((widget) => widget.startsWith('"log"'));
    expect(logWidgets).toHaveLength(4);
    const background = logWidgets.find((widget) => widget.includes('Errors logged: Background work'))!;
    // One SOURCE per log group: the two workers'.
    expect(background.match(/SOURCE '<ref>'/g)).toHaveLength(Object.keys(WORKERS).length);
    expect(background).toContain('filter level = \\"ERROR\\" or @message like /Task timed out');
  });

  it("shows Bedrock's own metrics for the configured model, cold starts per function, and the failed-run queue", () => {
    expect(joined).toContain(`["AWS/Bedrock","Invocations","ModelId","${MODEL_ID}"`);
    expect(joined.match(/\["ScriptVoice","ColdStart","function_name","<ref>","service","scriptvoice"/g)).toHaveLength(ROUTES.length + 1 + Object.keys(WORKERS).length);
    expect(joined).toContain('["AWS/SQS","ApproximateNumberOfMessagesVisible","QueueName","<ref>"');
    expect(joined).toContain('["ScriptVoice","ExportFailed","service","scriptvoice"');
  });
});

describe('monitoring: the runbook (docs/runbook.md)', () => {
  const runbook = readFileSync(new URL('../../docs/runbook.md', import.meta.url), 'utf8');
  const sectionOf = (title: string) => {
    const start = runbook.indexOf(`\n## ${title}\n`);
    expect(start, title).toBeGreaterThan(-1);
    const end = runbook.indexOf('\n## ', start + 1);
    return runbook.slice(start, end === -1 ? undefined : end);
  };
  const [[, dashboard]] = ofType('AWS::CloudWatch::Dashboard') as [[string, Resource]];
  const body = (dashboard.Properties.DashboardBody['Fn::Join'][1] as unknown[]).filter((part): part is string => typeof part === 'string').join('');
  const widgetTitles = [...body.matchAll(/"title":"([^"]+)"/g)].map(([, title]) => title!);

  it('has a section per paging alarm: what it means, every alarm under it, three dashboard widgets that exist to look at first, and how to recover', () => {
    for (const concern of CONCERNS) {
      const { id, title } = PAGING_ALARMS[concern];
      const section = sectionOf(title);
      expect(section).toContain('**What it means:**');
      for (const child of childrenOf(id)) expect(section, `${title}: ${child}`).toContain(`\`${child}\``);
      const firstThings = section.slice(section.indexOf('**First three things to look at on the dashboard**'), section.indexOf('**How to recover**'));
      expect(firstThings.match(/^\d\. /gm), title).toEqual(['1. ', '2. ', '3. ']);
      // Widgets are named by their title in quotes (a capital first); the log lines quoted beside them start lower case.
      const named = [...firstThings.matchAll(/"([A-Z][^"]+)"/g)].map(([, widget]) => widget!);
      expect(named.length, title).toBeGreaterThanOrEqual(3);
      for (const widget of named) expect(widgetTitles.some((existing) => existing.startsWith(widget)), `${title}: "${widget}"`).toBe(true);
      expect(section.slice(section.indexOf('**How to recover**')).length, title).toBeGreaterThan(200);
    }
  });
});

describe('monitoring: tracing', () => {
  it('traces every Lambda and the API stage with X-Ray', () => {
    const ours = ofType('AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Runtime === 'nodejs22.x');
    expect(ours.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const [, fn] of ours) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });
});
