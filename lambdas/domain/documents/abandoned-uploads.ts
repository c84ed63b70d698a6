import { storedSize } from '../../data/document-storage';
import { type DocumentRecord, listDocumentRecords, removeDocument } from '../../data/document-repo';

const isOverdue = (record: DocumentRecord, now: Date) =>
  record.state === 'awaiting_upload' && !record.processing_error && new Date(record.reserved_until) < now;

/**
 * Gives back the reservations of uploads whose file never arrived within their window, and answers the
 * records that remain. A file that did arrive keeps its row (the user can still process it); once the
 * bucket's lifecycle rule removes an unprocessed file after a day, the next sweep releases it too.
 */
export const withoutAbandonedUploads = async (records: DocumentRecord[], now = new Date()): Promise<DocumentRecord[]> => {
  const kept: DocumentRecord[] = [];
  for (const record of records) {
    const abandoned = isOverdue(record, now) && (await storedSize(record.object_key)) === null;
    if (!abandoned || !(await removeDocument(record))) kept.push(record);
  }
  return kept;
};

/** The same sweep over all of a user's documents; answers how many reservations it released. */
export const releaseAbandonedUploads = async (userId: string, now = new Date()): Promise<number> => {
  const records = await listDocumentRecords(userId);
  return records.length - (await withoutAbandonedUploads(records, now)).length;
};
