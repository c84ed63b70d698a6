import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { WorkerDefinition } from '../workers/workers';
import { lambdaContext } from './lambda-context';

type WorkerHandler = (event: unknown, context: Context) => Promise<unknown>;

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

/**
 * The local Lambda service: Lambda's Invoke API (`POST /2015-03-31/functions/{name}/invocations`) for the
 * worker table, so `@aws-sdk/client-lambda` runs unchanged. An `Event` invoke answers 202 at once and runs the
 * real handler in this process, retried as the worker's row says; `RequestResponse` answers its result.
 * Timeouts are not enforced (the handler runs in-process), but the context's clock runs down as in Lambda.
 */
export const startLambdaService = async (options: { port: number; workers: readonly WorkerDefinition[]; repositoryRoot: string }) => {
  const byName = new Map(options.workers.map((worker) => [worker.functionName, worker]));
  const handlers = new Map<string, Promise<WorkerHandler>>();
  const running = new Set<Promise<void>>();

  const load = (worker: WorkerDefinition) => {
    let handler = handlers.get(worker.entry);
    if (!handler) {
      handler = import(pathToFileURL(resolve(options.repositoryRoot, worker.entry)).href).then((module: { handler: WorkerHandler }) => module.handler);
      handlers.set(worker.entry, handler);
    }
    return handler;
  };

  const runOnce = async (worker: WorkerDefinition, event: unknown) =>
    (await load(worker))(event, lambdaContext(worker.functionName, worker.timeoutMinutes * 60_000));

  const runInBackground = (worker: WorkerDefinition, event: unknown) => {
    const run = (async () => {
      for (let attempt = 0; attempt <= worker.retryAttempts; attempt++) {
        if (attempt > 0) await new Promise((wait) => setTimeout(wait, RETRY_DELAY_MS));
        try {
          await runOnce(worker, event);
          return;
        } catch (error) {
          console.error(`[lambda] ${worker.functionName} failed (attempt ${attempt + 1} of ${worker.retryAttempts + 1}):`, error);
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
        const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' }).end(JSON.stringify({ errorType: name, errorMessage: message }));
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

  /** Resolves once no background run is left (tests wait on it; stopping the stack lets them finish first). */
  const idle = async () => {
    while (running.size) await Promise.allSettled([...running]);
  };
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    idle,
    stop: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await idle();
    },
  };
};
