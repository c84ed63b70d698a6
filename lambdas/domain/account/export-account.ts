import { ulid } from 'ulid';
import type { ExportJob } from '../../contracts/account-export';
import { presignExportDownload } from '../../data/export-storage';
import { type ExportRecord, createExportRecord, getExportRecord, recordExportFailed } from '../../data/export-repo';

/** A preparing export whose worker has written no progress for this long has died (a crash or Lambda's timeout). */
export const EXPORT_STALE_AFTER_MS = 2 * 60_000;

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
 * built by the export worker (`buildExport` in build-export.ts, queued by `queueBuild`), which `exportStatus` reports on.
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
