import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { KB, kb, table, verdict, type BudgetResult } from './format';
import { bytesPerSource, packageOf, type RawSourceMap } from './source-map';

export const LANDING_BUDGET_BYTES = 100 * KB;

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

interface Asset {
  file: string;
  bytes: number;
  gzip: number;
}

export interface WebReport {
  landing: Asset[];
  landingGzip: number;
  lazy: Asset[];
  packages: { name: string; bytes: number; share: number; gzipEstimate: number }[];
  buildMs: number;
}

/** The scripts `index.html` loads up front: the entry module and every modulepreload, in order. */
export const landingScripts = (html: string): string[] => {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url && !/^https?:/.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
};

/** Who a source belongs to: a package name, or the app folder it lives in. */
const ownerOf = (source: string, repositoryRoot: string): string => {
  const fromPackage = packageOf(source);
  if (fromPackage) return fromPackage;
  const path = relative(repositoryRoot, source);
  if (path.startsWith('web/src/')) return `(app) web/src/${path.split('/')[2] ?? ''}`;
  if (path.startsWith('lambdas/contracts/')) return '(app) lambdas/contracts';
  if (source.includes('\0') || source.startsWith('vite/') || source.includes('rolldown')) return '(bundler runtime)';
  return `(other) ${path}`;
};

/**
 * Builds the web app with its own Vite config into a temporary folder (so a running `npm start` or browser
 * test that serves `web/dist` is left alone), then sizes the landing route's JavaScript.
 */
export const measureWeb = async (repositoryRoot: string): Promise<WebReport> => {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'scriptvoice-bench-web-'));
  try {
    const startedAt = performance.now();
    await build({
      configFile: join(repositoryRoot, 'web/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: true },
    });
    const buildMs = performance.now() - startedAt;

    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const landingFiles = landingScripts(html);
    const asset = (file: string): Asset => {
      const bytes = readFileSync(join(outDir, file));
      return { file, bytes: bytes.length, gzip: gzipSize(bytes) };
    };
    const landing = landingFiles.map(asset);
    const landingGzip = landing.reduce((sum, item) => sum + item.gzip, 0);
    const lazy = readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`)
      .filter((file) => !landingFiles.includes(file))
      .map(asset)
      .sort((a, b) => b.gzip - a.gzip);

    // Minified bytes per package across the landing chunks; gzip is estimated per chunk by byte share.
    const perOwner = new Map<string, { bytes: number; gzipEstimate: number }>();
    for (const item of landing) {
      const path = join(outDir, item.file);
      const code = readFileSync(path, 'utf8');
      const chunkTotal = Buffer.byteLength(code);
      // Rolldown's runtime helper chunk is emitted without a source map.
      const map: RawSourceMap = existsSync(`${path}.map`)
        ? (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMap)
        : { sources: ['\0(bundler runtime)'], mappings: 'AAAA' };
      for (const [index, bytes] of bytesPerSource(code, map)) {
        const source = index === -1 ? null : map.sources[index];
        const owner =
          source === null || source === undefined
            ? '(unmapped glue)'
            : ownerOf(resolve(dirname(path), map.sourceRoot ?? '', source), repositoryRoot);
        const entry = perOwner.get(owner) ?? { bytes: 0, gzipEstimate: 0 };
        entry.bytes += bytes;
        entry.gzipEstimate += (bytes / chunkTotal) * item.gzip;
        perOwner.set(owner, entry);
      }
    }
    const landingBytes = landing.reduce((sum, item) => sum + item.bytes, 0);
    const packages = [...perOwner]
      .map(([name, value]) => ({ name, ...value, share: value.bytes / landingBytes }))
      .sort((a, b) => b.bytes - a.bytes);

    return { landing, landingGzip, lazy, packages, buildMs };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

export const printWeb = (report: WebReport, largestLazy = 8): string => {
  const landingBytes = report.landing.reduce((sum, item) => sum + item.bytes, 0);
  const landingTable = table(
    ['landing script', '>minified', '>gzip -9'],
    [
      ...report.landing.map((item, index) => [
        `${item.file}${index === 0 ? ' (entry)' : ' (modulepreload)'}`,
        kb(item.bytes),
        kb(item.gzip),
      ]),
      [
        `**total** (budget ${kb(LANDING_BUDGET_BYTES, 0)}) ${verdict(report.landingGzip, LANDING_BUDGET_BYTES)}`,
        kb(landingBytes),
        `**${kb(report.landingGzip)}**`,
      ],
    ],
  );
  const shown = report.packages.filter((item) => item.share >= 0.002);
  const hidden = report.packages.filter((item) => item.share < 0.002);
  const packageRows = shown.map((item) => [
    item.name,
    kb(item.bytes),
    `${(item.share * 100).toFixed(1)} %`,
    kb(item.gzipEstimate),
  ]);
  if (hidden.length > 0) {
    const bytes = hidden.reduce((sum, item) => sum + item.bytes, 0);
    const gzip = hidden.reduce((sum, item) => sum + item.gzipEstimate, 0);
    packageRows.push([`${hidden.length} smaller sources`, kb(bytes), `${((bytes / landingBytes) * 100).toFixed(1)} %`, kb(gzip)]);
  }
  const packagesTable = table(['landing JS by package', '>minified', '>share', '>≈ gzip'], packageRows);
  const lazyTable = table(
    ['largest lazy chunks', '>minified', '>gzip -9'],
    report.lazy.slice(0, largestLazy).map((item) => [item.file, kb(item.bytes), kb(item.gzip)]),
  );
  return [
    `### Web: landing route JavaScript (vite build ${(report.buildMs / 1000).toFixed(1)} s)`,
    '',
    landingTable,
    '',
    packagesTable,
    '',
    '≈ gzip: each chunk\'s gzip size split by minified byte share (gzip does not compress packages independently).',
    '',
    lazyTable,
  ].join('\n');
};

export const webBudgets = (report: WebReport): BudgetResult[] => [
  {
    budget: 'Landing route JS (gzip)',
    measured: kb(report.landingGzip),
    limit: `≤ ${kb(LANDING_BUDGET_BYTES, 0)}`,
    verdict: verdict(report.landingGzip, LANDING_BUDGET_BYTES),
  },
];
