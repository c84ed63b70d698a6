/**
 * `npm run bench`: measures the budgets in docs/design.md ("Budgets") and prints markdown tables for the
 * README. It reports; it is not a test, so it exits 0 when something is over budget (1 only when it
 * could not run at all). Nothing is written into the repository but `web/dist` (the production build `npm start`
 * serves, which Lighthouse audits); the other builds and bundles go to temporary folders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '../../lambdas/routing/routes';
import { apiBudgets, DEFAULT_LOAD, measureApi, printApi } from './api';
import { table, type BudgetResult } from './format';
import { lambdaBudgets, measureLambdas, printLambdas } from './lambdas';
import { libraryBudgets, measureLibrary, printLibrary } from './library';
import { lighthouseBudgets, measureLighthouse, printLighthouse } from './lighthouse';
import { measureSources, printSources, sourcesBudgets } from './sources';
import { measureStreaming, printStreaming, streamingBudgets } from './stream';
import { measureWeb, printWeb, webBudgets } from './web';

const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The API route the latency budget is measured on: the one non-generating read every signed-in page makes. */
const LATENCY_PATH = '/api/me';

const section = async <T>(name: string, measure: () => Promise<T>, print: (result: T) => string, budgets: (result: T) => BudgetResult[]) => {
  const startedAt = performance.now();
  process.stderr.write(`bench: ${name}…\n`);
  try {
    const result = await measure();
    console.log(`${print(result)}\n`);
    process.stderr.write(`bench: ${name} done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`);
    return budgets(result);
  } catch (error) {
    console.log(`### ${name}\n\nFAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    console.error(error);
    return [{ budget: name, measured: '-', limit: '-', verdict: 'ERROR', note: 'could not be measured' } satisfies BudgetResult];
  }
};

/** `npm run bench -- --only lighthouse` (web, lambdas, api, stream, library, sources, lighthouse; comma-separated): only those sections run. */
const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument === -1 ? null : new Set((process.argv[onlyArgument + 1] ?? '').split(',').filter(Boolean));
const selected = (name: string) => only === null || only.has(name);

const main = async () => {
  const startedAt = performance.now();
  const [load1] = loadavg();
  const cores = availableParallelism();
  console.log(`## Benchmarks (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores, load average ${load1!.toFixed(1)})\n`);
  if (load1! > cores) {
    console.log(`> The machine was busy when the bench started (load ${load1!.toFixed(1)} on ${cores} cores): timings are pessimistic.\n`);
  }
  const workDirectory = mkdtempSync(join(tmpdir(), 'scriptvoice-bench-'));
  const results: BudgetResult[] = [];
  try {
    if (selected('web')) results.push(...(await section('Web build', () => measureWeb(REPOSITORY_ROOT), printWeb, webBudgets)));
    if (selected('lambdas')) {
      results.push(
        ...(await section('Lambda bundles', () => measureLambdas(REPOSITORY_ROOT, ROUTES, workDirectory), printLambdas, lambdaBudgets)),
      );
    }
    if (selected('api')) results.push(...(await section('API latency', () => measureApi(LATENCY_PATH, DEFAULT_LOAD), printApi, apiBudgets)));
    if (selected('stream')) results.push(...(await section('Streamed generation', measureStreaming, printStreaming, streamingBudgets)));
    if (selected('library')) results.push(...(await section('Library, export and deletion', measureLibrary, printLibrary, libraryBudgets)));
    if (selected('sources')) results.push(...(await section('Reading source links', measureSources, printSources, sourcesBudgets)));
    if (selected('lighthouse')) {
      results.push(...(await section('Lighthouse', () => measureLighthouse(REPOSITORY_ROOT), printLighthouse, lighthouseBudgets)));
    }
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }

  const over = results.filter((result) => result.verdict !== 'PASS').length;
  console.log('### Summary\n');
  console.log(
    table(
      ['budget', '>measured', '>limit', 'verdict'],
      results.map((result) => [result.budget, result.measured, result.limit, result.note ? `${result.verdict} (${result.note})` : result.verdict]),
    ),
  );
  console.log(
    `\n${results.length - over} of ${results.length} within budget; bench took ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`,
  );
};

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
