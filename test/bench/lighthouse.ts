import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../../lambdas/local/stack';
import { ensureWebBuild } from '../../lambdas/local/web-build';
import { confirmedUser } from './api';
import { table, type BudgetResult } from './format';
import { findFreePort } from '../../lambdas/local/ports';
import { benchServicePorts } from './service-ports';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Issue 16's targets: public pages performance ≥ 98 and the rest 100; signed-in pages ≥ 95 in every category. */
const TARGETS: Record<'public' | 'signed-in', Record<Category, number>> = {
  public: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  'signed-in': { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
};

/** `LIGHTHOUSE_REPORTS=<folder>`: each page's full Lighthouse result is written there, to read the audits behind a score. */
const REPORTS_DIRECTORY = process.env.LIGHTHOUSE_REPORTS;

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

/**
 * A 3-minute script of the signed-in user, written by the offline writer straight through the domain: the bench's
 * streaming section leaves the process configured for its (stopped) Bedrock fake, and a page needs no model.
 */
const scriptOf = async (page: Page) => {
  const idToken = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.idToken'))?.[1]);
  if (!idToken) throw new Error('no ID token in the browser after signing in');
  const { sub } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
  // Imported here: the data layer reads the stack's environment when it loads.
  const { generateScript } = await import('../../lambdas/domain/scripts/generate');
  const { createLocalWriter } = await import('../../lambdas/domain/scripts/writers/local-writer');
  const body = { topic: 'How to prune tomatoes on a balcony', platform: 'youtube', duration: '3m', tone: 'educational' } as const;
  return `/script/${(await generateScript({ userId: sub, body, writer: createLocalWriter() })).id}`;
};

/**
 * Lighthouse 12 (the npm package) with its default mobile settings (a Moto G Power screen, simulated slow 4G and a
 * 4× slower CPU) on Debian's Chromium, against `npm start`'s production build on the local stack: the landing page,
 * /pricing and a legal page signed out, then the dashboard and a script page signed in (the browser's storage is
 * kept between runs, so Lighthouse sees the signed-in app).
 */
export const measureLighthouse = async (repositoryRoot: string): Promise<LighthousePage[]> => {
  const { distDirectory } = await ensureWebBuild(repositoryRoot);
  const stack = await startLocalStack({ port: 0, servicePorts: await benchServicePorts(), dataDirectory: null, web: { distDirectory } });
  const profile = mkdtempSync(join(tmpdir(), 'scriptvoice-lighthouse-'));
  const debuggingPort = await findFreePort();
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
      if (REPORTS_DIRECTORY) {
        mkdirSync(REPORTS_DIRECTORY, { recursive: true });
        const name = `${kind}${path.replace(/\/script\/.+/, '/script').replaceAll('/', '-')}.json`;
        writeFileSync(join(REPORTS_DIRECTORY, name === 'public-.json' ? 'public-landing.json' : name), JSON.stringify(lhr));
      }
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
    const scriptPath = await scriptOf(page);
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
