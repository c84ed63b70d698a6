import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/api/routes';
import { ALARM_THRESHOLDS, API_THROTTLED_METRIC } from '../../lib/constructs/monitoring';
import { TEST_CONFIG, synthAppStack } from './support/synth';

const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const { template } = synthAppStack({ config: { ...TEST_CONFIG, alarmEmail: 'oncall@scriptvoice.example', bedrockModelId: MODEL_ID } });
type Resource = { Type: string; Properties: Record<string, any> };
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
const alarmNamed = (description: RegExp) => alarms.filter((alarm) => description.test(alarm.Properties.AlarmDescription));
const metricNamesOf = (alarm: Resource): string[] =>
  alarm.Properties.MetricName ? [alarm.Properties.MetricName] : (alarm.Properties.Metrics ?? []).flatMap((query: any) => (query.MetricStat ? [query.MetricStat.Metric.MetricName] : []));

describe('monitoring: alarms, their topic and the dashboard', () => {
  it('sends every alarm and its recovery to one KMS-encrypted SNS topic, mailed to the configured address', () => {
    const topics = template.findResources('AWS::SNS::Topic');
    expect(Object.keys(topics)).toHaveLength(1);
    const [topicId] = Object.keys(topics);
    expect(topics[topicId!]!.Properties.KmsMasterKeyId).toBeDefined();
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@scriptvoice.example', TopicArn: { Ref: topicId } });
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('alarms on the API 5xx share, the 429 share and the refund share with their thresholds, a missing count read as 0', () => {
    const [serverErrors] = alarmNamed(/5xx/);
    expect(metricNamesOf(serverErrors!).sort()).toEqual(['5XXError', 'Count']);
    expect(serverErrors!.Properties.Threshold).toBe(ALARM_THRESHOLDS.serverErrorRate);
    const [throttles] = alarmNamed(/429/);
    expect(metricNamesOf(throttles!).sort()).toEqual([API_THROTTLED_METRIC, 'Count'].sort());
    expect(throttles!.Properties.Threshold).toBe(ALARM_THRESHOLDS.throttleRate);
    const [refunds] = alarmNamed(/refunded/);
    expect(metricNamesOf(refunds!).sort()).toEqual(['Generations', 'Refunds', 'Refunds']);
    expect(refunds!.Properties.Threshold).toBe(ALARM_THRESHOLDS.refundRate);
    // A period in which every generation failed has Refunds but no Generations data point: it must still count.
    for (const alarm of [serverErrors, throttles, refunds]) {
      const [expression] = (alarm!.Properties.Metrics as { Expression?: string; ReturnData?: boolean }[]).filter((query) => query.ReturnData !== false);
      expect(expression!.Expression).toContain('FILL(p, 0) / FILL(w, 0)');
    }
  });

  it("counts every 429 from the stage's access log (its JSON status field)", () => {
    const stage = Object.values(template.findResources('AWS::ApiGateway::Stage'))[0] as Resource;
    expect(JSON.parse(stage.Properties.AccessLogSetting.Format)).toMatchObject({ status: '$context.status' });
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      LogGroupName: { Ref: Match.stringLikeRegexp('AccessLogs') },
      MetricTransformations: [{ MetricNamespace: 'ScriptVoice', MetricName: API_THROTTLED_METRIC, MetricValue: '1' }],
    });
  });

  it('alarms on model errors (the ScriptVoice namespace) and on DynamoDB throttling', () => {
    const [model] = alarmNamed(/model/);
    expect(model!.Properties).toMatchObject({ Namespace: 'ScriptVoice', MetricName: 'ModelErrors', Threshold: ALARM_THRESHOLDS.modelErrors });
    const [dynamo] = alarmNamed(/DynamoDB/);
    expect(metricNamesOf(dynamo!).every((name) => name === 'ThrottledRequests')).toBe(true);
  });

  it("alarms on every route Lambda's and the sign-up mail Lambda's errors, and on its p99 duration passing 80% of its timeout", () => {
    const timeoutOf = (route: (typeof ROUTES)[number]) => (route.streaming ? 300 : route.grants.bedrock ? 29 : 15);
    const timeouts = [...ROUTES.map((route) => [route.functionName, timeoutOf(route)] as const), ['CustomMessage', 5] as const];
    for (const [functionName, timeoutSeconds] of timeouts) {
      const [errors] = alarmNamed(new RegExp(`^${functionName} failed`));
      expect(errors!.Properties).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: ALARM_THRESHOLDS.lambdaErrors });
      const [slow] = alarmNamed(new RegExp(`^${functionName}'s p99`));
      expect(slow!.Properties).toMatchObject({ MetricName: 'Duration', ExtendedStatistic: 'p99', Threshold: timeoutSeconds * 1000 * ALARM_THRESHOLDS.durationOfTimeout });
    }
  });

  it('has a dashboard with the API, generation, model, Bedrock, webhook, cold start, Lambda and DynamoDB widgets', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as Resource[];
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['API requests and errors', 'Generations, refunds', 'Model tokens and errors', 'Bedrock', 'Stripe webhooks', 'Cold starts', 'Lambda errors', 'Lambda p99 duration', 'DynamoDB throttles']) {
      expect(body).toContain(title);
    }
    // Bedrock's own metrics for the configured model, and cold starts per function (the function_name dimension).
    const joined = (dashboards[0]!.Properties.DashboardBody['Fn::Join'][1] as unknown[]).map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
    expect(joined).toContain(`["AWS/Bedrock","Invocations","ModelId","${MODEL_ID}"`);
    expect(joined.match(/\["ScriptVoice","ColdStart","function_name","<ref>","service","scriptvoice"/g)).toHaveLength(ROUTES.length + 1);
    // Workers report no cold starts, so they get no line there; their errors and durations are alarmed like the rest.
  });

  it('traces every Lambda and the API stage with X-Ray', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    const ours = functions.filter((fn) => fn.Properties.Runtime === 'nodejs22.x');
    expect(ours.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const fn of ours) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });
});
