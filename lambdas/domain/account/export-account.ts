import { ulid } from 'ulid';
import type { ExportJob } from '../../contracts/account-export';
import { deleteExport, exportObjectKey, presignExportDownload, uploadExport } from '../../data/export-storage';
import {
  type ExportRecord,
  ExportSupersededError,
  createExportRecord,
  getExportRecord,
  recordExportFailed,
  recordExportProgress,
  recordExportReady,
} from '../../data/export-repo';
import { SortKeyPrefix } from '../../data/keys';
import { countUserItems } from '../../data/user-item-pages';
import { boundedZip } from '../../shared/bounded-zip';
import { logger } from '../../shared/logger';
import { EXPORT_FIXED_FILES, exportEntries } from './export-contents';

/** A preparing export whose worker has written no progress for this long has died (a crash or Lambda's timeout). */
export const EXPORT_STALE_AFTER_MS = 2 * 60_000;

/** At most this many files are opened ahead of the zip: the bound on concurrent S3 reads. */
export const EXPORT_READ_WINDOW = 8;

/** Progress is written at most this often, which also serves as the worker's heartbeat. */
const PROGRESS_EVERY_MS = 1_000;

const day = (iso: string) => iso.slice(0, 10);

/** The download's name: the day the export was asked for. */
export const exportFileName = (createdAt: string) => `scriptvoice-export-${day(createdAt)}.zip`;

const isStale = (record: ExportRecord, now = Date.now()) =>
  record.state === 'preparing' && now - Date.parse(record.heartbeat_at) > EXPORT_STALE_AFTER_MS;

/** The user's latest export as the API shows it, with a fresh download link when it is ready. */
export const exportStatus = async (userId: string): Promise<ExportJob | null> => {
  const record = await getExportRecord(userId);
  if (!record) return null;
  const link = record.state === 'ready' && record.object_key ? await presignExportDownload(record.object_key, exportFileName(record.created_at)) : null;
  return {
    id: record.export_id,
    state: isStale(record) ? 'failed' : record.state,
    done: record.done,
    total: record.total,
    created_at: record.created_at,
    finished_at: record.finished_at,
    size_bytes: record.size_bytes,
    download_url: link?.url ?? null,
    download_expires_at: link?.expiresAt ?? null,
  };
};

/**
 * Starts an export in the background, unless one is already preparing (then that one is answered): the zip is
 * built by the export worker (`buildExport`, queued by `queueBuild`), which `exportStatus` reports on.
 */
export const startExport = async (
  userId: string,
  queueBuild: (job: { userId: string; exportId: string }) => Promise<void>,
): Promise<ExportJob> => {
  const exportId = ulid();
  if (await createExportRecord(userId, exportId, new Date(Date.now() - EXPORT_STALE_AFTER_MS))) {
    try {
      await queueBuild({ userId, exportId });
    } catch (error) {
      await recordExportFailed(userId, exportId).catch(() => undefined);
      throw error;
    }
  }
  return (await exportStatus(userId))!;
};

/** The worker's job: the zip of everything, streamed into S3 with the row's progress kept up to date. */
export const buildExport = async (userId: string, exportId: string) => {
  const startedAt = Date.now();
  const [scripts, documents] = await Promise.all([
    countUserItems(userId, SortKeyPrefix.script),
    countUserItems(userId, SortKeyPrefix.document),
  ]);
  const total = scripts + documents + EXPORT_FIXED_FILES;
  let done = 0;
  let reportedAt = 0;
  await recordExportProgress(userId, exportId, { done, total });
  const zip = boundedZip(exportEntries(userId, new Date()), {
    window: EXPORT_READ_WINDOW,
    onEntry: async (entry) => {
      if (!entry.countsAsProgress) return;
      done = Math.min(done + 1, total);
      if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
      reportedAt = Date.now();
      await recordExportProgress(userId, exportId, { done, total });
    },
  });
  const objectKey = exportObjectKey(userId, exportId);
  const upload = uploadExport(objectKey, zip.stream).catch((error: unknown) => {
    zip.stream.destroy(error as Error);
    throw error;
  });
  const [uploaded, zipped] = await Promise.allSettled([upload, zip.done]);
  const failures = [uploaded, zipped].flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  try {
    if (failures.length) throw failures.find((failure) => failure instanceof ExportSupersededError) ?? failures[0];
    const written = (zipped as PromiseFulfilledResult<{ entries: number; bytes: number }>).value;
    await recordExportReady(userId, exportId, { objectKey, sizeBytes: written.bytes, files: total });
    logger.info('export ready', { entries: written.entries, bytes: written.bytes, ms: Date.now() - startedAt });
  } catch (error) {
    if (error instanceof ExportSupersededError) {
      // Its row went while the zip was written (the account is being deleted): no zip may outlive it.
      await deleteExport(objectKey).catch(() => undefined);
      logger.info('export superseded', { exportId });
      return;
    }
    await recordExportFailed(userId, exportId).catch(() => undefined);
    throw error;
  }
};
