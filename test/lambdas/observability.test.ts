import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenerateScriptBody } from '../../lambdas/contracts/scripts';
import { type GenerationObserver, generateScript } from '../../lambdas/domain/scripts/generate';
import { WriterError } from '../../lambdas/domain/scripts/writers/writer-error';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';
import { apiHandler } from '../../lambdas/shared/api-handler';
import { logger } from '../../lambdas/shared/logger';
import { METRICS_NAMESPACE, recordMetric } from '../../lambdas/shared/observability';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, userWithCredits, validBody, writerThat } from './support/scripts';

const body = validBody as GenerateScriptBody;

/** What the process wrote to stdout while `run` ran: where Powertools writes CloudWatch's embedded metrics. */
const stdoutDuring = async (run: () => Promise<unknown>): Promise<string[]> => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines.flatMap((chunk) => chunk.split('\n')).filter((line) => line.startsWith('{'));
};

const metricDocuments = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown> & { _aws?: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] } }).filter((doc) => doc._aws);

afterEach(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  vi.restoreAllMocks();
});

describe('observability: metrics', () => {
  it('outside Lambda (npm start, tests) writes each metric as one readable log line', () => {
    const info = vi.spyOn(logger, 'info');
    recordMetric('GenerationLatency', 840);
    recordMetric('Refunds', 1);
    expect(info.mock.calls.map(([message]) => message)).toEqual(['metric GenerationLatency=840 ms', 'metric Refunds=1']);
  });

  it("in Lambda publishes a request's metrics as one embedded-metric document when it is answered, and the cold start once, per function", async () => {
    // A fresh container: Powertools reads the initialisation type when its utilities are built.
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'GenerateScript';
    process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
    vi.resetModules();
    const fresh = await import('../../lambdas/shared/observability');
    const { apiHandler: freshHandler } = await import('../../lambdas/shared/api-handler');
    const handler = freshHandler({ public: true }, async () => {
      fresh.recordMetric('Generations', 1);
      fresh.recordMetric('GeneratedWords', 312);
      return { statusCode: 200, body: {} };
    });
    const first = metricDocuments(await stdoutDuring(() => invoke(handler, apiEvent({}))));
    const second = metricDocuments(await stdoutDuring(() => invoke(handler, apiEvent({}))));

    const names = (docs: typeof first) => docs.flatMap((doc) => doc._aws!.CloudWatchMetrics.flatMap((group) => group.Metrics.map((metric) => metric.Name)));
    expect(names(first).sort()).toEqual(['ColdStart', 'GeneratedWords', 'Generations']);
    expect(names(second).sort()).toEqual(['GeneratedWords', 'Generations']);
    // The cold start is counted per function (the Lambda context's name), apart from the request's metrics.
    const coldStart = first.find((doc) => 'ColdStart' in doc)!;
    expect(coldStart).toMatchObject({ ColdStart: 1, function_name: 'test', service: 'scriptvoice' });
    const published = second[0]!;
    expect(published._aws!.CloudWatchMetrics[0]!.Namespace).toBe(METRICS_NAMESPACE);
    expect(published).toMatchObject({ Generations: 1, GeneratedWords: 312 });
  });

  it('in Lambda publishes nothing (and warns of nothing) for a request that records no metric', async () => {
    const handler = apiHandler({ public: true }, async () => ({ statusCode: 204 }));
    await invoke(handler, apiEvent({}));
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'ListPackages';
    const warn = vi.spyOn(console, 'warn');
    expect(metricDocuments(await stdoutDuring(() => invoke(handler, apiEvent({}))))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('observability: what a generation reports', () => {
  const observer = () => {
    const seen: string[] = [];
    const spy: GenerationObserver = {
      written: ({ words, writer }) => seen.push(`written ${writer} ${words > 0 ? 'words' : 'none'}`),
      refunded: (cause) => seen.push(`refunded ${cause instanceof WriterError ? 'model error' : 'other'}`),
      stopped: () => seen.push('stopped'),
    };
    return { spy, seen };
  };

  it('a written script reports its writer and words, and no refund', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { spy, seen } = observer();
    await generateScript({ userId, body, writer: localWriter, observer: spy });
    expect(seen).toEqual(['written local words']);
  });

  it('a model failure reports one refund caused by the model, and the credit is back', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { spy, seen } = observer();
    const failing = writerThat('bedrock', async () => Promise.reject(new WriterError('bedrock', 'timeout', 'too slow')));
    await expect(generateScript({ userId, body, writer: failing, observer: spy })).rejects.toMatchObject({ statusCode: 502 });
    expect(seen).toEqual(['refunded model error']);
    expect((await balanceOf(userId)).total).toBe(1);
  });

  it('a generation the creator stops reports a stop, not a refund: the refund-rate alarm counts failures only', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { spy, seen } = observer();
    const stopped = writerThat('bedrock', async () => Promise.reject(new WriterError('bedrock', 'stopped', 'the creator stopped it')));
    await expect(generateScript({ userId, body, writer: stopped, observer: spy })).rejects.toMatchObject({ statusCode: 409 });
    expect(seen).toEqual(['stopped']);
    expect((await balanceOf(userId)).total).toBe(1);
  });
});

describe('observability: tracing', () => {
  /** Whether loading the handler stack's tracer in a fresh process installs the X-Ray SDK's async hook. */
  const hooksThePromises = async (env: Record<string, string>) => {
    const script = "await import('./lambdas/shared/observability.ts'); process.stdout.write(String(Boolean(process.namespaces?.AWSXRay)));";
    const { PATH, HOME } = process.env;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { PATH, HOME, ...env } });
    return stdout === 'true';
  };

  it('costs nothing outside Lambda: no async hook on every promise (the SDK in manual mode), while Lambda keeps automatic mode', async () => {
    expect(await hooksThePromises({})).toBe(false);
    expect(await hooksThePromises({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' })).toBe(true);
  });
});
