import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportJob } from '../../lambdas/contracts/account-export';
import { STORAGE_QUOTA_BYTES } from '../../lambdas/contracts/limits';
import { startLocalStack } from '../../lambdas/local/stack';
import { signedInUser } from './api';
import { kb, median, ms, percentile, table, verdict, type BudgetResult } from './format';
import { benchServicePorts } from './service-ports';

/** The account the issue measures: 2,000 scripts and 100 MB of documents; the library's first page and search also at 5,000. */
const SCRIPTS = 2_000;
const LARGE_LIBRARY = 5_000;
const DOCUMENTS = 10;
const SAMPLES = 30;

export const LIBRARY_BUDGETS = {
  firstPageP95Ms: 100,
  searchP95Ms: 300,
  exportMs: 60_000,
  exportPeakRssMb: 200,
  deletionMs: 30_000,
};

interface Latencies {
  p50: number;
  p95: number;
}

interface SearchReport extends Latencies {
  query: string;
  where: string;
  requestsToEnd: number;
  toEndMs: number;
  found: number;
}

export interface LibraryReport {
  firstPage: { scripts: number; latencies: Latencies }[];
  search: SearchReport[];
  index: { buildMs: number; shards: number; bytes: number; textBytes: number; save: Latencies };
  export: { ms: number; bytes: number; files: number; peakRssMb: number; baselineRssMb: number };
  deletion: { ms: number; answer: number };
}

/** A seeded pseudo-random source (mulberry32), so every run writes the same files. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};

/** Text that compresses about as real transcripts do (a few thousand distinct words), not a repeated pattern a zip shrinks to nothing. */
const speech = (seed: number, bytes: number) => {
  const next = random(seed);
  const word = () => Array.from({ length: 2 + Math.floor(next() * 7) }, () => 'etaoinshrdlucmfwypvbgk'[Math.floor(next() ** 1.5 * 22)]).join('');
  const vocabulary = Array.from({ length: 3_000 }, word);
  const parts: string[] = [];
  for (let size = 0; size < bytes; ) {
    const sentence = `${Array.from({ length: 6 + Math.floor(next() * 12) }, () => vocabulary[Math.floor(next() ** 2 * vocabulary.length)]).join(' ')}. `;
    parts.push(sentence);
    size += sentence.length;
  }
  return parts.join('').slice(0, bytes);
};

/**
 * A creator's scripts share one language: words drawn from one vocabulary of 20,000, the common ones far more often
 * (as in real speech), rather than each script's own made-up words.
 */
const SHARED_VOCABULARY = (() => {
  const next = random(2024);
  return Array.from({ length: 20_000 }, () => Array.from({ length: 2 + Math.floor(next() * 9) }, () => 'etaoinshrdlucmfwypvbgkjqxz'[Math.floor(next() ** 1.6 * 26)]).join(''));
})();

const sharedSpeech = (seed: number, words: number) => {
  const next = random(seed);
  const parts: string[] = [];
  for (let said = 0; said < words; ) {
    const length = Math.min(6 + Math.floor(next() * 12), words - said);
    parts.push(`${Array.from({ length }, () => SHARED_VOCABULARY[Math.floor(next() ** 3 * SHARED_VOCABULARY.length)]).join(' ')}.`);
    said += length;
  }
  return parts.join(' ');
};

const summarize = (samples: number[]): Latencies => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: median(sorted), p95: percentile(sorted, 95) };
};

/**
 * Fills accounts on the local stack through the data layer (scripts) and the API (documents, export, deletion),
 * then times what a creator with a large library does: the library's first page, a search to its end, an export
 * (with the peak memory of this process, which runs the worker, the gateway and s3rver) and a deletion.
 */
export const measureLibrary = async (): Promise<LibraryReport> => {
  const emptyWeb = mkdtempSync(join(tmpdir(), 'scriptvoice-bench-web-'));
  const stack = await startLocalStack({ port: 0, servicePorts: await benchServicePorts(), dataDirectory: null, web: { distDirectory: emptyWeb } });
  try {
    const { seedScripts } = await import('../lambdas/support/library');
    const { allItemsOfUser } = await import('../../lambdas/data/account-repo');
    const base = stack.url.replace('//localhost', '//127.0.0.1');
    const account = async () => {
      const idToken = await signedInUser(stack.cognito.endpoint);
      const userId = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
      };
      return { userId, call };
    };
    const timed = async (run: () => Promise<{ status: number }>) => {
      const started = performance.now();
      const { status } = await run();
      if (status !== 200) throw new Error(`answered ${status}`);
      return performance.now() - started;
    };
    const topics = (count: number) => Array.from({ length: count }, (_, i) => ({ topic: i % 500 === 7 ? `Balcony tomatoes, part ${i}` : `Episode ${i}: what I learned` }));
    // The large library's scripts have texts of every length the form offers (spoken words at 150 a minute), in one
    // shared vocabulary; one in 250 says "quinoa", a word no topic has.
    const durations = ['30s', '1m', '3m', '5m', '10m'] as const;
    const largeLibrary = topics(LARGE_LIBRARY).map((script, i) => ({ ...script, duration: durations[i % durations.length]! }));
    const WORDS = { '30s': 75, '1m': 150, '3m': 450, '5m': 750, '10m': 1_500 } as const;
    let textBytes = 0;
    const largeText = (script: { topic: string; duration: keyof typeof WORDS }) => {
      const index = Number(/\d+/u.exec(script.topic)![0]);
      const text = `# ${script.topic}\n\n${index % 250 === 3 ? 'Toast the quinoa first. ' : ''}${sharedSpeech(index, WORDS[script.duration])}`;
      textBytes += text.length;
      return text;
    };

    const firstPage: LibraryReport['firstPage'] = [];
    const large = await account();
    const { completeSearchIndex } = await import('../../lambdas/data/search-index-backfill');
    const largeSeeded = await seedScripts(large.userId, largeLibrary, { concurrency: 25, bodyOf: largeText, index: false });
    // Built as the first search of a library from before the index builds it.
    const buildStarted = performance.now();
    await completeSearchIndex(large.userId);
    const buildMs = performance.now() - buildStarted;
    const main = await account();
    await seedScripts(main.userId, topics(SCRIPTS), { concurrency: 25, bodyOf: (script) => `# ${script.topic}\n\n${speech(script.topic.length, 900)}` });
    for (const [scripts, { call }] of [[SCRIPTS, main], [LARGE_LIBRARY, large]] as const) {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES + 3; i++) samples.push(await timed(() => call('GET', '/api/scripts?limit=20')));
      firstPage.push({ scripts, latencies: summarize(samples.slice(3)) });
    }

    const searchFor = async (query: string, where: string): Promise<SearchReport> => {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES + 3; i++) samples.push(await timed(() => large.call('GET', `/api/scripts?limit=20&q=${query}`)));
      const started = performance.now();
      let requestsToEnd = 0;
      let found = 0;
      for (let cursor: string | null = ''; cursor !== null; requestsToEnd++) {
        const page = await large.call('GET', `/api/scripts?limit=20&q=${query}${cursor ? `&cursor=${cursor}` : ''}`);
        found += (page.body!.scripts as unknown[]).length;
        cursor = page.body!.next_cursor as string | null;
      }
      return { ...summarize(samples.slice(3)), query, where, requestsToEnd, toEndMs: performance.now() - started, found };
    };
    const search = [await searchFor('tomatoes', 'a topic word'), await searchFor('quinoa', 'a word only in texts')];

    // What keeping the index costs a save: an edit as the editor autosaves it (a sentence added to the script's
    // text), on scripts spread over the large library, each rewriting its shard's head and the word groups it touched.
    const saveSamples: number[] = [];
    for (let i = 0; i < SAMPLES + 3; i++) {
      const script = largeSeeded[(i * 157) % largeSeeded.length]!;
      const current = (await large.call('GET', `/api/scripts/${script.id}`)).body as { body: string; script: { current_version_id: string } };
      const text = `${current.body}\n\nOne more thing, added by hand: ${sharedSpeech(20_000 + i, 12)}`;
      saveSamples.push(await timed(() => large.call('PUT', `/api/scripts/${script.id}`, { body: text, base_version_id: current.script.current_version_id })));
    }
    const { allItemsOfUser: itemsOf } = await import('../../lambdas/data/account-repo');
    const searchItems = (await itemsOf(large.userId)).filter((item) => item.sk.startsWith('SEARCH#SHARD#') || item.sk.startsWith('SEARCH#WORDS#'));
    const sizeOf = (item: Record<string, unknown>) =>
      Object.entries(item).reduce((sum, [name, value]) => sum + name.length + (value instanceof Uint8Array ? value.length : Buffer.byteLength(String(value))), 0);
    const index = {
      buildMs,
      shards: searchItems.filter((item) => item.sk.startsWith('SEARCH#SHARD#')).length,
      bytes: searchItems.reduce((sum, item) => sum + sizeOf(item), 0),
      textBytes,
      save: summarize(saveSamples.slice(3)),
    };

    const documentBytes = Math.floor((STORAGE_QUOTA_BYTES * 0.95) / DOCUMENTS);
    for (let i = 0; i < DOCUMENTS; i++) {
      const bytes = Buffer.from(speech(100 + i, documentBytes));
      const started = await main.call('POST', '/api/documents', { name: `episode-${i}.txt`, size: bytes.length });
      const { document, upload } = started.body as { document: { id: string }; upload: { url: string; headers: Record<string, string> } };
      const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: bytes });
      if (!put.ok) throw new Error(`upload answered ${put.status}`);
      const processed = await main.call('POST', `/api/documents/${document.id}/process`);
      if (processed.status !== 200) throw new Error(`processing answered ${processed.status}`);
    }

    global.gc?.();
    const baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const exportStarted = performance.now();
    let job: ExportJob;
    try {
      await main.call('POST', '/api/me/export');
      do {
        await new Promise((wait) => setTimeout(wait, 100));
        job = (await main.call('GET', '/api/me/export')).body!.export as ExportJob;
      } while (job.state === 'preparing');
    } finally {
      clearInterval(sampler);
    }
    const exportMs = performance.now() - exportStarted;
    if (job.state !== 'ready') throw new Error(`the export ended ${job.state}`);

    const deletionStarted = performance.now();
    const answer = (await main.call('DELETE', '/api/me')).status;
    await stack.workersIdle();
    const left = (await allItemsOfUser(main.userId)).length;
    if (left !== 1) throw new Error(`${left} items left after the deletion`);
    const deletionMs = performance.now() - deletionStarted;

    return {
      firstPage,
      search,
      index,
      export: { ms: exportMs, bytes: job.size_bytes ?? 0, files: job.total, peakRssMb: (peakRss - baselineRss) / 2 ** 20, baselineRssMb: baselineRss / 2 ** 20 },
      deletion: { ms: deletionMs, answer },
    };
  } finally {
    await stack.stop();
    rmSync(emptyWeb, { recursive: true, force: true });
  }
};

export const printLibrary = (report: LibraryReport) =>
  [
    `### Library, export and deletion at size (${SCRIPTS.toLocaleString('en-AU')} scripts and ${DOCUMENTS} documents of 9.5 MB in one account)`,
    '',
    table(
      ['measure', '>p50', '>p95 / budget', 'note'],
      [
        ...report.firstPage.map(({ scripts, latencies }) => [
          `library first page (20), ${scripts.toLocaleString('en-AU')} scripts`,
          ms(latencies.p50),
          `${ms(latencies.p95)} / ${LIBRARY_BUDGETS.firstPageP95Ms} ms ${verdict(latencies.p95, LIBRARY_BUDGETS.firstPageP95Ms)}`,
          `${SAMPLES} requests, one after another`,
        ]),
        ...report.search.map((search) => [
          `search "${search.query}" (${search.where}), ${LARGE_LIBRARY.toLocaleString('en-AU')} scripts`,
          ms(search.p50),
          `${ms(search.p95)} / ${LIBRARY_BUDGETS.searchP95Ms} ms ${verdict(search.p95, LIBRARY_BUDGETS.searchP95Ms)}`,
          `first page of 20; to the end: ${search.requestsToEnd} requests, ${ms(search.toEndMs, 0)}, ${search.found} found`,
        ]),
        [
          `save an edit (PUT, a sentence added), ${LARGE_LIBRARY.toLocaleString('en-AU')} scripts`,
          ms(report.index.save.p50),
          `${ms(report.index.save.p95)} / no budget`,
          'its version, row and search entry in one transaction',
        ],
      ],
    ),
    '',
    `The search index of the ${LARGE_LIBRARY.toLocaleString('en-AU')}-script library (texts of every duration, ${kb(report.index.textBytes, 0)} of markdown): ` +
      `${report.index.shards} shards, ${kb(report.index.bytes, 0)} in all, of which a search reads each shard's list of scripts and the word groups of its words; built for all of them at once (as for scripts from before the index) in ${(report.index.buildMs / 1000).toFixed(1)} s.`,
    '',
    table(
      ['measure', '>measured / budget', 'note'],
      [
        [
          'export (POST, then polled until ready)',
          `${(report.export.ms / 1000).toFixed(1)} s / ${LIBRARY_BUDGETS.exportMs / 1000} s ${verdict(report.export.ms, LIBRARY_BUDGETS.exportMs)}`,
          `${report.export.files} files, zip ${kb(report.export.bytes, 0)}`,
        ],
        [
          'export peak memory (RSS rise)',
          `${report.export.peakRssMb.toFixed(0)} MB / ${LIBRARY_BUDGETS.exportPeakRssMb} MB ${verdict(report.export.peakRssMb, LIBRARY_BUDGETS.exportPeakRssMb)}`,
          `over ${report.export.baselineRssMb.toFixed(0)} MB before; this process also runs the gateway and s3rver`,
        ],
        [
          'deletion (DELETE /api/me until nothing is left)',
          `${(report.deletion.ms / 1000).toFixed(1)} s / ${LIBRARY_BUDGETS.deletionMs / 1000} s ${verdict(report.deletion.ms, LIBRARY_BUDGETS.deletionMs)}`,
          `answered ${report.deletion.answer}`,
        ],
      ],
    ),
  ].join('\n');

export const libraryBudgets = (report: LibraryReport): BudgetResult[] => [
  ...report.firstPage.map(({ scripts, latencies }) => ({
    budget: `library first page p95, ${scripts.toLocaleString('en-AU')} scripts`,
    measured: ms(latencies.p95),
    limit: `${LIBRARY_BUDGETS.firstPageP95Ms} ms`,
    verdict: verdict(latencies.p95, LIBRARY_BUDGETS.firstPageP95Ms),
  })),
  ...report.search.map((search) => ({
    budget: `library search p95, "${search.query}" (${search.where}), ${LARGE_LIBRARY.toLocaleString('en-AU')} scripts`,
    measured: ms(search.p95),
    limit: `${LIBRARY_BUDGETS.searchP95Ms} ms`,
    verdict: verdict(search.p95, LIBRARY_BUDGETS.searchP95Ms),
  })),
  {
    budget: 'export of 2,000 scripts + 95 MB',
    measured: `${(report.export.ms / 1000).toFixed(1)} s`,
    limit: `${LIBRARY_BUDGETS.exportMs / 1000} s`,
    verdict: verdict(report.export.ms, LIBRARY_BUDGETS.exportMs),
  },
  {
    budget: 'export peak memory rise',
    measured: `${report.export.peakRssMb.toFixed(0)} MB`,
    limit: `${LIBRARY_BUDGETS.exportPeakRssMb} MB`,
    verdict: verdict(report.export.peakRssMb, LIBRARY_BUDGETS.exportPeakRssMb),
  },
  {
    budget: 'deletion of that account',
    measured: `${(report.deletion.ms / 1000).toFixed(1)} s`,
    limit: `${LIBRARY_BUDGETS.deletionMs / 1000} s`,
    verdict: verdict(report.deletion.ms, LIBRARY_BUDGETS.deletionMs),
  },
];
