import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pathsLeavingRepository } from '../../tools/self-contained/outside-paths';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_FOLDERS = ['test', 'tools', 'lambdas', 'lib', 'web', 'bin', '.ci'];
const ROOT_FILES = ['package.json', 'tsconfig.json', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js', 'cdk.json'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.prerender', 'fixtures']);
const SOURCE = /\.(?:[cm]?[jt]sx?|json|html|css|sh)$|^run$/;
// The only code allowed to name the third-party corpus: the evaluation, the background build, their tests, and this check.
const CORPUS_READERS = /^(?:tools\/voice-eval|tools\/voice-background|tools\/self-contained|test\/voice-eval|test\/lint)\//;

const filesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });

const sources = [...ROOT_FILES, ...SOURCE_FOLDERS.flatMap(filesUnder)];

describe('the repository stands on its own', () => {
  it('scans the sources, the configs and the CI script', () => {
    expect(sources.length).toBeGreaterThan(400);
    expect(sources).toContain('.ci/run');
    expect(sources).toContain('package.json');
    expect(relative(root, join(root, sources[0]!))).toBe(sources[0]);
  });

  it('holds no path that leaves the repository in its code, configs or CI script', () => {
    const outside = sources.flatMap((file) =>
      pathsLeavingRepository(file, readFileSync(join(root, file), 'utf8')).map((found) => `${file}:${found.line} ${found.why}: ${found.text}`),
    );
    expect(outside).toEqual([]);
  });

  it('lets only the voice evaluation and its tests name the third-party voice corpus', () => {
    const readers = sources.filter((file) => readFileSync(join(root, file), 'utf8').includes('voice-corpus') && !CORPUS_READERS.test(file));
    expect(readers).toEqual([]);
  });
});

// The cases below are paths out of the repository on purpose: each line carries the marker that exempts it.
describe('pathsLeavingRepository', () => {
  it('finds the sibling corpus reached from the repository root', () => {
    const source = "const repoRoot = fileURLToPath(new URL('../..', import.meta.url));\nconst corpus = resolve(repoRoot, '../corpus');\n"; // not-our-path
    expect(pathsLeavingRepository('test/voice-eval/x.test.ts', source)).toEqual([
      { line: 2, text: "const corpus = resolve(repoRoot, '../corpus');", why: 'climbs 1 above the root' }, // not-our-path
    ]);
  });

  it('finds a relative path that climbs past the root from its own folder', () => {
    expect(pathsLeavingRepository('test/bench/run.ts', "readFileSync(new URL('../../../notes.md', import.meta.url))")).toHaveLength(1); // not-our-path
    expect(pathsLeavingRepository('tools/x/y.ts', "import { a } from '../../../outside';")).toHaveLength(1); // not-our-path
  });

  it('finds a root script or config that climbs at all', () => {
    expect(pathsLeavingRepository('package.json', '"eval": "tsx tools/cli.ts --corpus ../corpus"')).toHaveLength(1); // not-our-path
    expect(pathsLeavingRepository('.ci/run', 'cd "$(dirname "$0")/../.."')).toHaveLength(1); // not-our-path
  });

  it('finds the folders beside the repository named outright', () => {
    expect(pathsLeavingRepository('tools/x.ts', "const dir = '/work/shared/voice-corpus';")).toHaveLength(1); // not-our-path
  });

  it('accepts paths that stay inside: the root itself, imports, and marked hostile input', () => {
    expect(pathsLeavingRepository('test/bench/run.ts', "const ROOT = fileURLToPath(new URL('../..', import.meta.url));")).toEqual([]); // not-our-path
    expect(pathsLeavingRepository('web/src/lib/a.ts', "import { b } from '../../../lambdas/contracts/b';")).toEqual([]); // not-our-path
    expect(pathsLeavingRepository('.ci/run', 'cd "$(dirname "$0")/.."')).toEqual([]);
    expect(pathsLeavingRepository('test/a.test.ts', "post({ name: '../../../../etc/passwd' }); // not-our-path")).toEqual([]);
  });
});
