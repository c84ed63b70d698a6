import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { WORKERS, type WorkerName } from '../routing/workers';
import { tracer } from '../shared/observability';

/** Built once per cold start; the endpoint comes from `AWS_ENDPOINT_URL_LAMBDA` locally. */
const lambda = tracer.captureAWSv3Client(new LambdaClient({}));

/** Queues a worker's run (an asynchronous invoke: Lambda answers 202 at once and runs it in the background). */
export const startWorker = async (worker: WorkerName, payload: Record<string, unknown>): Promise<void> => {
  const { functionNameVariable } = WORKERS[worker];
  const functionName = process.env[functionNameVariable];
  if (!functionName) throw new Error(`Invalid Lambda environment: ${functionNameVariable} is not set`);
  await lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(payload) }));
};
