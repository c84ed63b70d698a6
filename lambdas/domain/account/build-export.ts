import { uploadExport } from '../../data/export-files';
import { deleteExport, exportObjectKey } from '../../data/export-storage';
import { ExportSupersededError, recordExportFailed, recordExportProgress, recordExportReady } from '../../data/export-repo';
import { SortKeyPrefix } from '../../data/keys';
import { countUserItems } from '../../data/user-item-pages';
import { boundedZip } from '../../shared/bounded-zip';
import { logger } from '../../shared/logger';
import { EXPORT_FIXED_FILES, exportEntries } from './export-contents';
import { EXPORT_FILES_PER_VOICE } from './export-voices';
import { readVoices } from '../voices/voices';

/** At most this many files are opened ahead of the zip: the bound on concurrent S3 reads. */
export const EXPORT_READ_WINDOW = 8;

/** Progress is written at most this often, which also serves as the worker's heartbeat (export-account.ts). */
const PROGRESS_EVERY_MS = 1_000;

/** The worker's job: the zip of everything, streamed into S3 with the row's progress kept up to date. */
export const buildExport = async (userId: string, exportId: string) => {
  const startedAt = Date.now();
  const [scripts, documents, { voices }] = await Promise.all([
    countUserItems(userId, SortKeyPrefix.script),
    countUserItems(userId, SortKeyPrefix.document),
    readVoices(userId),
  ]);
  const total = scripts + documents + EXPORT_FIXED_FILES + EXPORT_FILES_PER_VOICE * voices.length;
  let done = 0;
  let reportedAt = 0;
  await recordExportProgress(userId, exportId, { done, total });
  const zip = boundedZip(exportEntries(userId, new Date()), {
    window: EXPORT_READ_WINDOW,
    onEntry: async (entry) => {
      if (entry.countsAsProgress) done = Math.min(done + 1, total);
      // Every entry may beat the heart (a script's many versions count as no progress, but the worker is alive).
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
