import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSourceResponseSchema } from '../../lambdas/contracts/source-link';
import { htmlPageText } from '../../lambdas/domain/sources/page-text';
import { startLocalStack } from '../../lambdas/local/stack';
import { signedInUser } from './api';
import { kb, median, ms, percentile, table, verdict, type BudgetResult } from './format';
import { benchServicePorts } from './service-ports';

/** Ours, not the issue's: a creator waits for the answer when adding a link. */
export const SOURCE_READ_P95_BUDGET_MS = 2_000;
const READS = 30;
const WARM_UP = 2;
const READS_PER_USER = 16;

interface Latencies {
  p50: number;
  p95: number;
  max: number;
}

export interface SourcesReport {
  pageBytes: number;
  words: number;
  read: Latencies;
  /** The same page's text taken by Readability alone, in this process: how much of a read is extraction. */
  extraction: Latencies;
}

const summarize = (samples: number[]): Latencies => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: median(sorted), p95: percentile(sorted, 95), max: sorted.at(-1)! };
};

/**
 * POST /api/sources/read through the local API gateway (token check, the real handler, its per-user limit in
 * DynamoDB Local), reading the local stack's 1 MB sample article one read after another; loopback only.
 */
export const measureSources = async (): Promise<SourcesReport> => {
  const emptyWeb = mkdtempSync(join(tmpdir(), 'scriptvoice-bench-web-'));
  const stack = await startLocalStack({ port: 0, servicePorts: await benchServicePorts(), dataDirectory: null, web: { distDirectory: emptyWeb } });
  try {
    const link = `${stack.url}/_local/sample-pages/long-article`;
    const html = await (await fetch(link)).text();
    // A user may read 30 links a minute: a new user every READS_PER_USER reads keeps every read under the limit.
    let token = '';
    let sent = 0;
    const read = async () => {
      if (sent++ % READS_PER_USER === 0) token = await signedInUser(stack.cognito.endpoint);
      const startedAt = performance.now();
      const response = await fetch(`${stack.url}/api/sources/read`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ url: link }),
      });
      const body: unknown = await response.json();
      const elapsed = performance.now() - startedAt;
      if (response.status !== 200) throw new Error(`POST /api/sources/read answered ${response.status}: ${JSON.stringify(body)}`);
      return { elapsed, answer: readSourceResponseSchema.parse(body) };
    };
    for (let i = 0; i < WARM_UP; i++) await read();
    const reads: number[] = [];
    let words = 0;
    for (let i = 0; i < READS; i++) {
      const { elapsed, answer } = await read();
      reads.push(elapsed);
      words = answer.words;
    }
    const extraction: number[] = [];
    for (let i = 0; i < READS; i++) {
      const startedAt = performance.now();
      htmlPageText(html, link);
      extraction.push(performance.now() - startedAt);
    }
    return { pageBytes: Buffer.byteLength(html), words, read: summarize(reads), extraction: summarize(extraction) };
  } finally {
    await stack.stop();
    rmSync(emptyWeb, { recursive: true, force: true });
  }
};

export const printSources = (report: SourcesReport) =>
  [
    '#### Reading a source link: a 1 MB article from a local server',
    '',
    table(
      ['what', '>reads', '>p50', '>p95 / budget', '>max'],
      [
        [
          `POST /api/sources/read, ${kb(report.pageBytes, 0)} page`,
          String(READS),
          ms(report.read.p50),
          `${ms(report.read.p95)} / ${ms(SOURCE_READ_P95_BUDGET_MS, 0)} ${verdict(report.read.p95, SOURCE_READ_P95_BUDGET_MS)}`,
          ms(report.read.max),
        ],
        ["the same page's text alone (linkedom + Readability)", String(READS), ms(report.extraction.p50), ms(report.extraction.p95), ms(report.extraction.max)],
      ],
    ),
    '',
    `One read after another by signed-in users (16 each) through the local API gateway: token check, the real handler, its rate`,
    `window in DynamoDB Local, the pinned fetch of the local stack's sample page, and the text (${report.words} words: the`,
    `first 20,000 characters of its text). The second row takes the text of the same page again in the bench's process.`,
  ].join('\n');

export const sourcesBudgets = (report: SourcesReport): BudgetResult[] => [
  {
    budget: 'Source link read, 1 MB page, p95',
    measured: ms(report.read.p95),
    limit: ms(SOURCE_READ_P95_BUDGET_MS, 0),
    verdict: verdict(report.read.p95, SOURCE_READ_P95_BUDGET_MS),
  },
];
