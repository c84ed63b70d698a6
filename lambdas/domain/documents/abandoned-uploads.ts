import { storedSize } from '../../data/document-storage';
import { listDocumentRecords, removeDocument } from '../../data/document-repo';

/**
 * Gives back the reservations of uploads whose file never arrived within their window. A file that did
 * arrive keeps its row (the user can still process it); once the bucket's lifecycle rule removes an
 * unprocessed file after a day, the next sweep releases it too.
 */
export const releaseAbandonedUploads = async (userId: string, now = new Date()): Promise<number> => {
  const overdue = (await listDocumentRecords(userId)).filter(
    (record) => record.state === 'awaiting_upload' && !record.processing_error && new Date(record.reserved_until) < now,
  );
  let released = 0;
  for (const record of overdue) {
    if ((await storedSize(record.object_key)) !== null) continue;
    if (await removeDocument(record)) released++;
  }
  return released;
};
