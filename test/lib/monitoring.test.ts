import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/api/routes';
import { ALARM_THRESHOLDS } from '../../lib/constructs/monitoring';
import { TEST_CONFIG, synthAppStack } from './support/synth';

const { template } = synthAppStack({ config: { ...TEST_CONFIG, alarmEmail: 'oncall@scriptvoice.example' } });
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

  it('alarms on the API 5xx share, the 429 share and the refund share with their thresholds', () => {
    const [serverErrors] = alarmNamed(/5xx/);
    expect(metricNamesOf(serverErrors!).sort()).toEqual(['5XXError', 'Count']);
    expect(serverErrors!.Properties.Threshold).toBe(ALARM_THRESHOLDS.serverErrorRate);
    const [throttles] = alarmNamed(/rate limits/);
    expect(metricNamesOf(throttles!).sort()).toEqual(['Count', 'Throttles']);
    const [refunds] = alarmNamed(/refunded/);
    expect(metricNamesOf(refunds!).sort()).toEqual(['Generations', 'Refunds', 'Refunds']);
    expect(refunds!.Properties.Threshold).toBe(ALARM_THRESHOLDS.refundRate);
  });

  it('alarms on model errors (the ScriptVoice namespace) and on DynamoDB throttling', () => {
    const [model] = alarmNamed(/model/);
    expect(model!.Properties).toMatchObject({ Namespace: 'ScriptVoice', MetricName: 'ModelErrors', Threshold: ALARM_THRESHOLDS.modelErrors });
    const [dynamo] = alarmNamed(/DynamoDB/);
    expect(metricNamesOf(dynamo!).every((name) => name === 'ThrottledRequests')).toBe(true);
  });

  it("alarms on every route Lambda's errors and on its p99 duration passing 80% of its timeout", () => {
    for (const route of ROUTES) {
      const [errors] = alarmNamed(new RegExp(`^${route.functionName} failed`));
      expect(errors!.Properties).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: ALARM_THRESHOLDS.lambdaErrors });
      const [slow] = alarmNamed(new RegExp(`^${route.functionName}'s p99`));
      const timeoutMs = (route.grants.bedrock ? 29 : 15) * 1000;
      expect(slow!.Properties).toMatchObject({ MetricName: 'Duration', ExtendedStatistic: 'p99', Threshold: timeoutMs * ALARM_THRESHOLDS.durationOfTimeout });
    }
  });

  it('has a dashboard with the API, generation, model, webhook, Lambda and DynamoDB widgets', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as Resource[];
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['API requests and errors', 'Generations and refunds', 'Model tokens and errors', 'Stripe webhooks', 'Lambda errors', 'Lambda p99 duration', 'DynamoDB throttles']) {
      expect(body).toContain(title);
    }
  });

  it('traces every Lambda and the API stage with X-Ray', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    const ours = functions.filter((fn) => fn.Properties.Runtime === 'nodejs22.x');
    expect(ours.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const fn of ours) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });
});
