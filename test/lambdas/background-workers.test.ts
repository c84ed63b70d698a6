import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExportRecord, getExportRecord } from '../../lambdas/data/export-repo';
import { REPOSITORY_ROOT } from '../../lambdas/local/paths';
import { WORKERS } from '../../lambdas/routing/workers';
import { newUser } from './support/documents';

/**
 * The workers run as in AWS: started through Lambda's Invoke API (`startWorker`, as the routes start them) on a
 * local Lambda service of this test's own, whose on-failure queue the test can read. Each test loads the worker
 * afresh with the environment it needs and reads what it logged: its JSON lines (the metrics are log lines
 * outside Lambda, README "Observability").
 */
const startWorkers = async (env: Record<string, string> = {}) => {
  vi.resetModules();
  const { startLambdaService } = await import('../../lambdas/local/lambda-service');
  const service = await startLambdaService({ port: 0, workers: Object.values(WORKERS), repositoryRoot: REPOSITORY_ROOT });
  vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', service.endpoint);
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { startWorker } = await import('../../lambdas/adapters/background-jobs');
  // The logger writes info lines to stdout and errors to stderr.
  const lines: Record<string, unknown>[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (!String(chunk).startsWith('{"level"')) return write(chunk, ...rest);
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    });
  }
  // The service's own report of a failed attempt and of a spent run.
  const reports = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { service, startWorker, lines, reports: () => reports.mock.calls.map((call) => call.map(String).join(' ')) };
};

let stopService: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stopService?.();
  stopService = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('background workers', () => {
  it('a failed export records ExportFailed once, marks the job failed, and lands in the on-failure queue with its payload and error', async () => {
    // A scripts bucket that does not exist: the zip's upload fails, as it would if S3 refused the write.
    const { service, startWorker, lines, reports } = await startWorkers({ SCRIPTS_BUCKET: 'scriptvoice-no-such-bucket' });
    stopService = service.stop;
    const userId = await newUser();
    const exportId = randomUUID();
    expect(await createExportRecord(userId, exportId, new Date())).toBe(true);

    await startWorker('exportAccount', { userId, exportId });
    await service.idle();

    expect(lines.filter((line) => String(line.message).startsWith('metric ')).map((line) => line.message)).toEqual(['metric ExportFailed=1']);
    expect((await getExportRecord(userId))?.state).toBe('failed');
    const [failed, ...more] = service.failedRuns();
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 1, functionArn: expect.stringContaining(':function:ExportAccountWorker') },
      requestPayload: { userId, exportId },
      responsePayload: { errorType: 'NoSuchBucket' },
    });
    expect(reports().at(-1)).toContain("ExportAccountWorker gave up after 1 attempt(s): the run is in the workers' on-failure queue");
  });

  it("logs every line of a worker run with the Lambda context and the payload's ids, and the failure with its error", async () => {
    const { service, startWorker, lines } = await startWorkers({ SCRIPTS_BUCKET: 'scriptvoice-no-such-bucket' });
    stopService = service.stop;
    const userId = await newUser();
    const exportId = randomUUID();
    await createExportRecord(userId, exportId, new Date());

    await startWorker('exportAccount', { userId, exportId });
    await service.idle();

    const started = lines.find((line) => line.message === 'export started');
    expect(started).toMatchObject({ function_name: 'ExportAccountWorker', function_request_id: expect.any(String), userId, exportId, service: 'scriptvoice' });
    const failure = lines.find((line) => line.message === 'worker run failed');
    expect(failure).toMatchObject({ level: 'ERROR', function_name: 'ExportAccountWorker', userId, exportId, error: { name: 'NoSuchBucket' } });
  });

  it('retries a failing worker as its row says, then puts the run in the on-failure queue; a worker without a failure metric records none', async () => {
    const { service, startWorker, lines, reports } = await startWorkers();
    stopService = service.stop;

    // A payload without the user: the purge fails at once, on every attempt.
    await startWorker('purgeAccount', { account: 'missing' });
    await service.idle();

    const attempts = WORKERS.purgeAccount.retryAttempts + 1;
    expect(attempts).toBe(3);
    expect(reports().filter((report) => report.includes('PurgeAccountWorker failed (attempt'))).toHaveLength(attempts);
    expect(service.failedRuns()).toEqual([
      expect.objectContaining({ requestContext: expect.objectContaining({ approximateInvokeCount: attempts }), requestPayload: { account: 'missing' }, responsePayload: expect.objectContaining({ errorType: 'ZodError' }) }),
    ]);
    expect(lines.filter((line) => String(line.message).startsWith('metric '))).toEqual([]);
  });

  it('puts nothing in the on-failure queue for a run that succeeds', async () => {
    const { service, startWorker, lines } = await startWorkers();
    stopService = service.stop;
    const userId = await newUser();

    await startWorker('purgeAccount', { userId });
    await service.idle();

    expect(service.failedRuns()).toEqual([]);
    expect(lines.find((line) => line.message === 'account purge step')).toMatchObject({ function_name: 'PurgeAccountWorker', userId, finished: true });
  });
});
