import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../../lambdas/local/stack';
import { ensureWebBuild } from '../../lambdas/local/web-build';
import { confirmedUser } from './api';
import { table, type BudgetResult } from './format';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Issue 16's targets: public pages performance ≥ 98 and the rest 100; signed-in pages ≥ 95 in every category. */
const TARGETS: Record<'public' | 'signed-in', Record<Category, number>> = {
  public: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  'signed-in': { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
};

export interface LighthousePage {
  path: string;
  kind: 'public' | 'signed-in';
  scores: Record<Category, number>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const generateScript = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/generate`);
  await page.getByLabel('Topic/Subject').fill('How to prune tomatoes on a balcony');
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '3 minutes' });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await page.waitForURL(/\/script\/[0-9A-Z]{26}$/, { timeout: 60_000 });
  return new URL(page.url()).pathname;
};

/**
 * Lighthouse 12 (the npm package) with its default mobile settings (a Moto G Power screen, simulated slow 4G and a
 * 4× slower CPU) on Debian's Chromium, against `npm start`'s production build on the local stack: the landing page,
 * /pricing and a legal page signed out, then the dashboard and a script page signed in (the browser's storage is
 * kept between runs, so Lighthouse sees the signed-in app).
 */
export const measureLighthouse = async (repositoryRoot: string): Promise<LighthousePage[]> => {
  const { distDirectory } = await ensureWebBuild(repositoryRoot);
  const stack = await startLocalStack({ port: 0, servicePorts: { dynamo: 0, s3: 0, cognito: 0 }, dataDirectory: null, web: { distDirectory } });
  const profile = mkdtempSync(join(tmpdir(), 'scriptvoice-lighthouse-'));
  const debuggingPort = await freePort();
  // A persistent context is the browser's default one: the tabs Lighthouse opens share its storage (the session).
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const results: LighthousePage[] = [];
    const audit = async (path: string, kind: LighthousePage['kind']) => {
      const runner = await lighthouse(`${stack.url}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      results.push({
        path,
        kind,
        scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
        firstContentfulPaintMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
      });
    };
    for (const path of ['/', '/pricing', '/privacy-policy']) await audit(path, 'public');

    const { email, password } = await confirmedUser(stack.cognito.endpoint);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/dashboard$/);
    const scriptPath = await generateScript(page, stack.url);
    await audit('/dashboard', 'signed-in');
    await audit(scriptPath, 'signed-in');
    return results;
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(profile, { recursive: true, force: true });
  }
};

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export const printLighthouse = (pages: LighthousePage[]): string =>
  [
    '### Lighthouse (mobile, simulated slow 4G and 4× CPU, Debian Chromium, `npm start`)',
    '',
    table(
      ['page', '>performance', '>accessibility', '>best practices', '>SEO', '>FCP', '>LCP', '>TBT', '>CLS', '>speed index'],
      pages.map((page) => [
        `${page.kind === 'public' ? '' : 'signed in: '}${page.path.replace(/\/script\/.+/, '/script/{id}')}`,
        ...CATEGORIES.map((category) => String(page.scores[category])),
        seconds(page.firstContentfulPaintMs),
        seconds(page.largestContentfulPaintMs),
        `${Math.round(page.totalBlockingTimeMs)} ms`,
        page.cumulativeLayoutShift.toFixed(3),
        seconds(page.speedIndexMs),
      ]),
    ),
  ].join('\n');

export const lighthouseBudgets = (pages: LighthousePage[]): BudgetResult[] =>
  pages.flatMap((page) =>
    CATEGORIES.map((category) => {
      const target = TARGETS[page.kind][category];
      return {
        budget: `Lighthouse ${category} ${page.path.replace(/\/script\/.+/, '/script/{id}')}`,
        measured: String(page.scores[category]),
        limit: `≥ ${target}`,
        verdict: page.scores[category] >= target ? ('PASS' as const) : ('OVER' as const),
      };
    }),
  );
