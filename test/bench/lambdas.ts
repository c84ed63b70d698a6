import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type BuildFailure, type Metafile } from 'esbuild';
import type { RouteDefinition } from '../../lambdas/routing/routes';
import { KB, kb, median, ms, table, verdict, type BudgetResult } from './format';
import { packageOf } from './source-map';

export const LAMBDA_BUDGET_BYTES = 250 * KB;
export const WEBHOOK_BUDGET_BYTES = 60 * KB;
export const COLD_LOAD_BUDGET_MS = 150;
const LOAD_RUNS = 5;
/** Fewer runs for the informational column without source maps, so the bench stays short as routes are added. */
const LOAD_RUNS_WITHOUT_SOURCE_MAPS = 3;

const run = promisify(execFile);

export const bundleBudget = (route: RouteDefinition) =>
  route.functionName.includes('Webhook') ? WEBHOOK_BUDGET_BYTES : LAMBDA_BUDGET_BYTES;

export interface LambdaReport {
  route: RouteDefinition;
  bytes: number;
  gzip: number;
  /** Median `import()` time of the bundle in a fresh node process, with the deployed NODE_OPTIONS. */
  loadMs: number;
  loadRunsMs: number[];
  /** The same without `--enable-source-maps`, to show what the source maps cost at cold start. */
  loadWithoutSourceMapsMs: number;
  largestInputs: { name: string; bytes: number }[];
  error?: string;
}

/**
 * The esbuild options `lib/constructs/node-function.ts` gives NodejsFunction (which runs
 * `esbuild --bundle entry --target=node22 --platform=node --format=esm --minify --sourcemap
 * --sources-content=false --tsconfig=... --banner:js=... --main-fields=module,main`, with no externals
 * because `bundleAwsSDK: true`). Keep the two in step.
 */
const bundleLambda = (repositoryRoot: string, entry: string, outfile: string) =>
  build({
    absWorkingDir: repositoryRoot,
    entryPoints: [join(repositoryRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    tsconfig: join(repositoryRoot, 'tsconfig.json'),
    metafile: true,
    logLevel: 'silent',
  });

/** The environment `lib/constructs/api-function.ts` gives the Lambda, with dummy values, plus what Lambda itself sets. */
const lambdaEnvironment = (route: RouteDefinition, sourceMaps: boolean): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  AWS_REGION: 'ap-southeast-2',
  AWS_DEFAULT_REGION: 'ap-southeast-2',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_LAMBDA_FUNCTION_NAME: route.functionName,
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
  AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  // The bench runs on the local Node 20; the SDK's Node-version notice is not part of a Lambda cold start.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'bench-table',
  SCRIPTS_BUCKET: 'bench-scripts',
  DOCUMENTS_BUCKET: 'bench-documents',
  APP_URL: 'https://app.example.com',
  POWERTOOLS_LOG_LEVEL: 'INFO',
  ...(route.grants.bedrock ? { BEDROCK_MODEL_ID: 'au.anthropic.claude-haiku-4-5-20251001-v1:0' } : {}),
  ...(route.grants.deleteUsers ? { USER_POOL_ID: 'ap-southeast-2_bench' } : {}),
  ...(route.grants.stripeSecrets
    ? { STRIPE_SECRET_KEY_SECRET_NAME: 'bench/stripe-secret-key', STRIPE_WEBHOOK_SECRET_SECRET_NAME: 'bench/stripe-webhook-secret' }
    : {}),
  ...(sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
});

/** Times only the module load (parse, link, top-level code) of the handler file, in the child process. */
const LOADER = `
const url = process.argv[2];
const started = performance.now();
const module = await import(url);
const elapsed = performance.now() - started;
if (typeof module.handler !== 'function') throw new Error('the bundle does not export handler');
process.stdout.write(JSON.stringify({ ms: elapsed }));
`;

const timeLoad = async (loader: string, bundle: string, env: NodeJS.ProcessEnv): Promise<number> => {
  const { stdout } = await run(process.execPath, [loader, pathToFileURL(bundle).href], { env, timeout: 30_000 });
  return (JSON.parse(stdout) as { ms: number }).ms;
};

const largestInputs = (metafile: Metafile) => {
  const owners = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      const owner = packageOf(path) ?? (path.startsWith('lambdas/') ? `(app) ${path.split('/').slice(0, 2).join('/')}` : path);
      owners.set(owner, (owners.get(owner) ?? 0) + input.bytesInOutput);
    }
  }
  return [...owners].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
};

/** The first esbuild error, with its place (`lambdas/x.ts:12: Could not resolve "./y"`). */
const buildError = (error: unknown): string => {
  const first = (error as Partial<BuildFailure>).errors?.[0];
  if (!first) return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  return first.location ? `${first.location.file}:${first.location.line}: ${first.text}` : first.text;
};

/** Bundles every route's Lambda like production, sizes it, and times its cold module load in fresh processes. */
export const measureLambdas = async (
  repositoryRoot: string,
  routes: readonly RouteDefinition[],
  workDirectory: string,
): Promise<LambdaReport[]> => {
  const loader = join(workDirectory, 'load.mjs');
  writeFileSync(loader, LOADER);
  // Bundle in parallel (esbuild is fast and multi-threaded); time the loads one at a time so they do not compete.
  const bundled = await Promise.all(
    routes.map(async (route) => {
      const directory = join(workDirectory, route.functionName);
      mkdirSync(directory, { recursive: true });
      const outfile = join(directory, 'index.mjs');
      try {
        const result = await bundleLambda(repositoryRoot, route.entry, outfile);
        return { route, outfile, metafile: result.metafile, error: undefined };
      } catch (error) {
        return { route, outfile, metafile: undefined, error: buildError(error) };
      }
    }),
  );
  const reports: LambdaReport[] = [];
  for (const { route, outfile, metafile, error } of bundled) {
    if (!metafile) {
      reports.push({ route, bytes: 0, gzip: 0, loadMs: Number.NaN, loadRunsMs: [], loadWithoutSourceMapsMs: Number.NaN, largestInputs: [], error });
      continue;
    }
    const code = readFileSync(outfile);
    try {
      const withMaps: number[] = [];
      const withoutMaps: number[] = [];
      for (let runIndex = 0; runIndex < LOAD_RUNS; runIndex += 1) {
        withMaps.push(await timeLoad(loader, outfile, lambdaEnvironment(route, true)));
        if (runIndex < LOAD_RUNS_WITHOUT_SOURCE_MAPS) withoutMaps.push(await timeLoad(loader, outfile, lambdaEnvironment(route, false)));
      }
      reports.push({
        route,
        bytes: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        loadMs: median(withMaps),
        loadRunsMs: withMaps,
        loadWithoutSourceMapsMs: median(withoutMaps),
        largestInputs: largestInputs(metafile),
      });
    } catch (loadError) {
      const message = loadError instanceof Error ? ((loadError as { stderr?: string }).stderr || loadError.message) : String(loadError);
      reports.push({
        route,
        bytes: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        loadMs: Number.NaN,
        loadRunsMs: [],
        loadWithoutSourceMapsMs: Number.NaN,
        largestInputs: largestInputs(metafile),
        error: `load failed: ${message.trim().split('\n').slice(-1)[0]}`,
      });
    }
  }
  return reports;
};

export const printLambdas = (reports: readonly LambdaReport[]): string => {
  const rows = reports.map((report) => {
    const budget = bundleBudget(report.route);
    const size = report.error && report.bytes === 0 ? 'build failed' : `${kb(report.gzip)} / ${kb(budget, 0)} ${verdict(report.gzip, budget)}`;
    const load = Number.isNaN(report.loadMs) ? 'n/a' : `${ms(report.loadMs)} / ${COLD_LOAD_BUDGET_MS} ms ${verdict(report.loadMs, COLD_LOAD_BUDGET_MS)}`;
    const top = report.largestInputs
      .slice(0, 3)
      .map((input) => `${input.name} ${kb(input.bytes, 0)}`)
      .join(', ');
    return [
      `${report.route.method} ${report.route.path}`,
      report.route.functionName,
      report.bytes ? kb(report.bytes) : '-',
      size,
      load,
      Number.isNaN(report.loadWithoutSourceMapsMs) ? 'n/a' : ms(report.loadWithoutSourceMapsMs),
      report.error ? `ERROR ${report.error}` : top,
    ];
  });
  return [
    `### Lambdas: production bundles (esbuild, node22, ESM, minified, AWS SDK bundled) and cold module load`,
    '',
    table(
      ['route', 'function', '>minified', '>gzip -9 / budget', '>module load (median of 5) / budget', '>load w/o source maps (median of 3)', 'largest inputs (minified)'],
      rows,
    ),
    '',
    `Module load: \`import()\` of the bundle in a fresh \`node ${process.version}\` process with the deployed environment`,
    '(`NODE_OPTIONS=--enable-source-maps`, dummy resource names), on this machine; no network is touched.',
  ].join('\n');
};

export const lambdaBudgets = (reports: readonly LambdaReport[]): BudgetResult[] =>
  reports.flatMap((report): BudgetResult[] => {
    const name = report.route.functionName;
    const budget = bundleBudget(report.route);
    if (report.error && report.bytes === 0) {
      return [{ budget: `${name} bundle`, measured: '-', limit: `≤ ${kb(budget, 0)}`, verdict: 'ERROR', note: report.error }];
    }
    return [
      { budget: `${name} bundle (gzip)`, measured: kb(report.gzip), limit: `≤ ${kb(budget, 0)}`, verdict: verdict(report.gzip, budget) },
      Number.isNaN(report.loadMs)
        ? { budget: `${name} module load`, measured: '-', limit: `≤ ${COLD_LOAD_BUDGET_MS} ms`, verdict: 'ERROR', note: report.error }
        : {
            budget: `${name} module load`,
            measured: ms(report.loadMs),
            limit: `≤ ${COLD_LOAD_BUDGET_MS} ms`,
            verdict: verdict(report.loadMs, COLD_LOAD_BUDGET_MS),
          },
    ];
  });
