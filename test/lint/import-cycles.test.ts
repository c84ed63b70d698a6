import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCycles, programOf } from '../../tools/import-cycles/import-cycles';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A program held in memory: its files by absolute path under a made-up root. */
const inMemory = (sources: Record<string, string>) => {
  const files = Object.keys(sources).map((path) => `/repo/${path}`);
  const host: ts.ModuleResolutionHost = {
    fileExists: (path) => files.includes(path),
    readFile: (path) => sources[path.replace(/^\/repo\//, '')],
  };
  const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, baseUrl: '/repo', paths: { '@/*': ['./web/src/*'] } };
  return importCycles(files, options, host).map((cycle) => cycle.map((path) => path.replace(/^\/repo\//, '')));
};

describe('no import cycles, type-only imports included', () => {
  it('finds none in any file the typecheck reads (the Lambdas, the CDK app, the web app, the tools and the tests)', () => {
    const { files, options } = programOf(`${root}tsconfig.json`);
    expect(files.length).toBeGreaterThan(500);
    expect(importCycles(files, options, ts.sys)).toEqual([]);
  });

  it('finds two tables that name each other only in type imports, which import-x/no-cycle does not follow', () => {
    expect(
      inMemory({
        'lambdas/api/routes.ts': "import type { WorkerName } from '../workers/workers';\nexport type Route = { workers: WorkerName[] };\n",
        'lambdas/workers/workers.ts': "import type { Route } from '../api/routes';\nexport type WorkerName = 'export';\nexport type Starter = Route;\n",
        'lambdas/shared/guard.ts': "import type { Route } from '../api/routes';\nexport const guard = (route: Route) => route;\n",
      }),
    ).toEqual([['lambdas/api/routes.ts', 'lambdas/workers/workers.ts']]);
  });

  it('finds a longer circle through a path alias, and leaves a chain without one alone', () => {
    expect(
      inMemory({
        'web/src/a.ts': "import { b } from '@/b';\nexport const a = 1;\n",
        'web/src/b.ts': "import { c } from './lib/c';\nexport const b = c;\n",
        'web/src/lib/c.ts': "export { a as c } from '../a';\n",
        'web/src/d.ts': "import { a } from './a';\nimport * as z from 'zod';\nexport const d = [a, z];\n",
      }),
    ).toEqual([['web/src/a.ts', 'web/src/b.ts', 'web/src/lib/c.ts']]);
    expect(inMemory({ 'lambdas/a.ts': "import { b } from './b';\nexport const a = b;\n", 'lambdas/b.ts': 'export const b = 1;\n' })).toEqual([]);
  });
});
