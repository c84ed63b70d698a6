import { expect } from 'vitest';
import { handler as exportStatus } from '../../../lambdas/api/profile/export-account';
import { handler as startExport } from '../../../lambdas/api/profile/start-export';
import type { ExportJob, ExportJobResponse } from '../../../lambdas/contracts/account-export';
import { apiEvent, invoke } from './api-event';
import { readZip } from './read-zip';

export const startAccountExport = (userId: string) =>
  invoke<ExportJobResponse>(startExport, apiEvent({ userId, method: 'POST', path: '/api/me/export' }));

export const accountExportStatus = (userId: string) => invoke<ExportJobResponse>(exportStatus, apiEvent({ userId, path: '/api/me/export' }));

/** Polls GET /api/me/export as the account card does until the export is no longer preparing; every answer seen is kept. */
export const waitForExport = async (userId: string, timeoutMs = 120_000): Promise<{ job: ExportJob; seen: ExportJob[] }> => {
  const seen: ExportJob[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { statusCode, body } = await accountExportStatus(userId);
    expect(statusCode).toBe(200);
    const job = body.export!;
    seen.push(job);
    if (job.state !== 'preparing') return { job, seen };
    if (Date.now() > until) throw new Error(`export still preparing after ${timeoutMs} ms: ${JSON.stringify(job)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
};

/** Downloads a ready export through its presigned link, as the browser does, and reads the zip. */
export const downloadExport = async (job: ExportJob) => {
  const response = await fetch(job.download_url!);
  expect(response.status).toBe(200);
  const zip = Buffer.from(await response.arrayBuffer());
  return { response, zip, files: await readZip(zip) };
};
