import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { WorkerDefinition } from '../routing/workers';
import { lambdaContext } from './lambda-context';

type WorkerHandler = (event: unknown, context: Context) => Promise<unknown>;

/** What Lambda sends an asynchronous run's on-failure destination once its retries are spent (the same shape). */
export interface FailedRunRecord {
  version: '1.0';
  timestamp: string;
  requestContext: { requestId: string; functionArn: string; condition: 'RetriesExhausted'; approximateInvokeCount: number };
  requestPayload: unknown;
  responseContext: { statusCode: 200; executedVersion: '$LATEST'; functionError: 'Unhandled' };
  responsePayload: { errorType: string; errorMessage: string };
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** Local retries of a failed asynchronous run come after a second, not Lambda's minute or two. */
const RETRY_DELAY_MS = 1_000;

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

const sendError = (res: ServerResponse, status: number, type: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ Type: 'User', message }));
};

/** The function name of an Invoke call: a plain name, or the last part of an ARN. */
const nameOf = (raw: string) => decodeURIComponent(raw).split(':').at(-1) ?? '';

const errorPayloadOf = (error: unknown) => {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  return { errorType: name, errorMessage: message };
};

/**
 * The local Lambda service: Lambda's Invoke API (`POST /2015-03-31/functions/{name}/invocations`) for the
 * worker table, so `@aws-sdk/client-lambda` runs unchanged. An `Event` invoke answers 202 at once and runs the
 * real handler in this process, retried as the worker's row says; `RequestResponse` answers its result.
 * Timeouts are not enforced (the handler runs in-process), but the context's clock runs down as in Lambda.
 * A run that fails every attempt goes where AWS sends it, the workers' on-failure queue: here a list in memory
 * (`failedRuns`) of the records Lambda would send, and one error line in the stack's output.
 */
export const startLambdaService = async (options: { port: number; workers: readonly WorkerDefinition[]; repositoryRoot: string }) => {
  const byName = new Map(options.workers.map((worker) => [worker.functionName, worker]));
  const handlers = new Map<string, Promise<WorkerHandler>>();
  const running = new Set<Promise<void>>();
  const failedRuns: FailedRunRecord[] = [];

  const load = (worker: WorkerDefinition) => {
    let handler = handlers.get(worker.entry);
    if (!handler) {
      handler = import(pathToFileURL(resolve(options.repositoryRoot, worker.entry)).href).then((module: { handler: WorkerHandler }) => module.handler);
      handlers.set(worker.entry, handler);
    }
    return handler;
  };

  const runOnce = async (worker: WorkerDefinition, event: unknown, context = lambdaContext(worker.functionName, worker.timeoutMinutes * 60_000)) =>
    (await load(worker))(event, context);

  const runInBackground = (worker: WorkerDefinition, event: unknown) => {
    const run = (async () => {
      const attempts = worker.retryAttempts + 1;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (attempt > 1) await new Promise((wait) => setTimeout(wait, RETRY_DELAY_MS));
        const context = lambdaContext(worker.functionName, worker.timeoutMinutes * 60_000);
        try {
          await runOnce(worker, event, context);
          return;
        } catch (error) {
          console.error(`[lambda] ${worker.functionName} failed (attempt ${attempt} of ${attempts}):`, error);
          if (attempt < attempts) continue;
          failedRuns.push({
            version: '1.0',
            timestamp: new Date().toISOString(),
            requestContext: { requestId: context.awsRequestId, functionArn: `${context.invokedFunctionArn}:$LATEST`, condition: 'RetriesExhausted', approximateInvokeCount: attempts },
            requestPayload: event,
            responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
            responsePayload: errorPayloadOf(error),
          });
          console.error(`[lambda] ${worker.functionName} gave up after ${attempts} attempt(s): the run is in the workers' on-failure queue (${failedRuns.length} there).`);
        }
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  const server = createServer(async (req, res) => {
    try {
      const match = INVOKE_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (req.method !== 'POST' || !match) return sendError(res, 404, 'UnknownOperationException', 'Unknown operation');
      const worker = byName.get(nameOf(match[1]!));
      if (!worker) return sendError(res, 404, 'ResourceNotFoundException', `Function not found: ${nameOf(match[1]!)}`);
      const raw = (await readBody(req)).toString('utf8');
      let event: unknown;
      try {
        event = raw === '' ? {} : JSON.parse(raw);
      } catch {
        return sendError(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
      }
      const type = req.headers['x-amz-invocation-type'] ?? 'RequestResponse';
      if (type === 'DryRun') return res.writeHead(204).end();
      if (type === 'Event') {
        runInBackground(worker, event);
        return res.writeHead(202).end();
      }
      try {
        const result = await runOnce(worker, event);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
      } catch (error) {
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' }).end(JSON.stringify(errorPayloadOf(error)));
      }
    } catch (error) {
      console.error('[lambda]', error);
      if (!res.headersSent) sendError(res, 500, 'ServiceException', 'Internal error');
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;

  /** Resolves once no background run is left (tests wait on it; stopping the stack lets them finish first). */
  const idle = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    idle,
    /** The runs that failed every attempt, oldest first: what the on-failure queue holds in AWS. */
    failedRuns: (): readonly FailedRunRecord[] => failedRuns,
    stop: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await idle();
    },
  };
};
