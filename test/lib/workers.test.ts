import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routing/routes';
import { WORKERS, WORKER_NAMES } from '../../lambdas/routing/workers';
import { synthAppStack } from './support/synth';

type Resource = { Type: string; Properties: Record<string, any> };

const { template } = synthAppStack();
const resources = template.toJSON().Resources as Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const functionWithDescription = (description: string) => {
  const matches = ofType('AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === description);
  expect(matches).toHaveLength(1);
  return matches[0]!;
};
const workerFunction = (name: (typeof WORKER_NAMES)[number]) =>
  functionWithDescription(`Background worker ${WORKERS[name].functionName} (${WORKERS[name].entry})`);
const statementsOfRole = (roleId: string) =>
  ofType('AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);

describe('background workers', () => {
  it('builds one Lambda per worker with its timeout, memory and asynchronous retries', () => {
    for (const name of WORKER_NAMES) {
      const [id, fn] = workerFunction(name);
      expect(fn.Properties.Timeout).toBe(WORKERS[name].timeoutMinutes * 60);
      expect(fn.Properties.MemorySize).toBe(WORKERS[name].memoryMb);
      const invokeConfig = ofType('AWS::Lambda::EventInvokeConfig').find(([, config]) => config.Properties.FunctionName.Ref === id);
      expect(invokeConfig?.[1].Properties).toMatchObject({ MaximumRetryAttempts: WORKERS[name].retryAttempts });
    }
  });

  it("sends a worker's run that failed every attempt to the on-failure queue (encrypted, TLS only, kept 14 days), and lets each worker send there", () => {
    const queues = ofType('AWS::SQS::Queue');
    expect(queues).toHaveLength(1);
    const [[queueId, queue]] = queues as [[string, Resource]];
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 60 * 60 });
    const [[, queuePolicy]] = ofType('AWS::SQS::QueuePolicy') as [[string, Resource]];
    expect(queuePolicy.Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
    );
    for (const name of WORKER_NAMES) {
      const [id, fn] = workerFunction(name);
      const invokeConfig = ofType('AWS::Lambda::EventInvokeConfig').find(([, config]) => config.Properties.FunctionName.Ref === id);
      expect(invokeConfig?.[1].Properties.DestinationConfig).toEqual({ OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } });
      const sends = statementsOfRole(fn.Properties.Role['Fn::GetAtt'][0]).filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
      expect(sends.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [queueId, 'Arn'] }]);
    }
  });

  it('lets exactly the routes that start a worker invoke it, and tells them its name', () => {
    for (const route of ROUTES) {
      const [, fn] = functionWithDescription(`${route.method} ${route.path} (${route.entry})`);
      const invokes = statementsOfRole(fn.Properties.Role['Fn::GetAtt'][0])
        .filter((statement) => [statement.Action].flat().includes('lambda:InvokeFunction'))
        .map((statement) => JSON.stringify(statement.Resource));
      const started = route.grants.workers ?? [];
      expect(invokes, `${route.method} ${route.path}`).toHaveLength(started.length);
      for (const name of started) {
        const [workerId] = workerFunction(name);
        expect(invokes.some((resource) => resource.includes(workerId))).toBe(true);
        expect(fn.Properties.Environment.Variables[WORKERS[name].functionNameVariable]).toEqual({ Ref: workerId });
      }
    }
    expect(ROUTES.find((route) => route.method === 'POST' && route.path === '/api/me/export')?.grants.workers).toEqual(['exportAccount']);
    expect(ROUTES.find((route) => route.method === 'DELETE' && route.path === '/api/me')?.grants.workers).toEqual(['purgeAccount']);
  });

  it('lets the export worker write to the scripts bucket but only read documents', () => {
    const [, fn] = workerFunction('exportAccount');
    const actions = statementsOfRole(fn.Properties.Role['Fn::GetAtt'][0]).flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['s3:PutObject', 's3:AbortMultipartUpload', 'dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions.filter((action) => action === 's3:DeleteObject')).toHaveLength(1);
  });
});
