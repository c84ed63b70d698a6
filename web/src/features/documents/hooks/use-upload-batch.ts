import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { checkUpload } from '@contracts/documents';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCurrentVoiceId } from '@/lib/voices';
import { processingFailureMessage, useProcessDocumentQuietly } from '../api/process-document';
import { refreshDocuments } from '../api/refresh';
import { addUploadedDocument, uploadDocument } from '../api/upload-document';
import { type FileOutcome, type ToastText, processingSummary, uploadSummary } from '../utils/batch-summary';
import { runWithLimit } from '../utils/run-with-limit';

/** Files sent to storage at the same time; the rest wait their turn. */
export const UPLOADS_AT_ONCE = 2;

export type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'processed' | 'upload_failed' | 'processing_failed';

/** One file of this page's uploads, with its own progress and result. */
export interface UploadEntry {
  id: string;
  file: File;
  status: UploadStatus;
  /** Share of the file sent to storage, 0 to 1. */
  sent: number;
  /** Why it failed. */
  message?: string;
  /** Sending it again may work (a network or storage fault, not a rule). */
  retryable?: boolean;
}

const FINISHED: ReadonlySet<UploadStatus> = new Set(['processed', 'upload_failed', 'processing_failed']);
export const isFinished = (entry: UploadEntry) => FINISHED.has(entry.status);

const show = (toast: ToastText | null) => {
  if (toast) notify[toast.kind](toast.title, toast.description);
};

/** The server's message when it gave one; a refusal for a rule (4xx) is final, a fault may pass. */
const uploadFailure = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http.error' && error.message
    ? { message: error.message, retryable: error.status >= 500 || error.status === 408 || error.status === 429 }
    : { message: 'Failed to upload file', retryable: true };

let lastId = 0;
const nextId = () => `upload-${++lastId}`;

/**
 * Uploads files through the two-step path, each on its own (rules, reservation, storage, processing), at most
 * UPLOADS_AT_ONCE at a time, and says how the batch went in one toast for its uploads and one for its processing.
 */
export const useUploadBatch = () => {
  const queryClient = useQueryClient();
  // Files go to the voice shown when they were chosen or dropped (docs/voices.md).
  const voiceId = useCurrentVoiceId();
  const process = useProcessDocumentQuietly();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [uploading, setUploading] = useState(false);
  const shownPercent = useRef(new Map<string, number>());

  const update = useCallback((id: string, patch: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);

  // A 10 MB file reports progress hundreds of times: the bar moves by whole percents only.
  const progress = useCallback(
    (id: string, sent: number) => {
      const percent = Math.floor(sent * 100);
      if (shownPercent.current.get(id) === percent) return;
      shownPercent.current.set(id, percent);
      update(id, { sent });
    },
    [update],
  );

  const processOne = useCallback(
    async (entry: UploadEntry, documentId: string): Promise<FileOutcome> => {
      const name = entry.file.name;
      try {
        const processed = await process.mutateAsync(documentId);
        if (!processed.processing_error) {
          update(entry.id, { status: 'processed' });
          return { name, ok: true };
        }
        update(entry.id, { status: 'processing_failed', message: processed.processing_error });
        return { name, ok: false, title: 'Processing failed', message: processed.processing_error };
      } catch (error) {
        const message = processingFailureMessage(error);
        update(entry.id, { status: 'processing_failed', message });
        return { name, ok: false, title: 'Processing failed', message };
      }
    },
    [process, update],
  );

  /** Uploads these files; settles once every one is uploaded or refused (processing goes on), with how each went. */
  const upload = useCallback(
    async (files: readonly File[], usedBytes: number): Promise<FileOutcome[]> => {
      const batch: UploadEntry[] = files.map((file) => ({ id: nextId(), file, status: 'waiting', sent: 0 }));
      setEntries((current) => [...batch, ...current]);
      setUploading(true);
      const outcomes: FileOutcome[] = [];
      const toSend: number[] = [];
      let used = usedBytes;
      batch.forEach((entry, index) => {
        const violation = checkUpload(entry.file, used);
        if (!violation) {
          used += entry.file.size;
          toSend.push(index);
          return;
        }
        outcomes[index] = { name: entry.file.name, ok: false, title: violation.title, message: violation.message };
        update(entry.id, { status: 'upload_failed', message: violation.message, retryable: false });
      });

      const processing: Promise<FileOutcome>[] = [];
      await runWithLimit(toSend, UPLOADS_AT_ONCE, async (index) => {
        const entry = batch[index]!;
        update(entry.id, { status: 'uploading' });
        try {
          const document = await uploadDocument(entry.file, voiceId!, (sent) => progress(entry.id, sent));
          outcomes[index] = { name: entry.file.name, ok: true };
          update(entry.id, { status: 'processing', sent: 1 });
          // Processing is marked pending before the row appears, so the row shows 'Processing' from its first paint.
          processing.push(processOne(entry, document.id));
          addUploadedDocument(queryClient, document);
        } catch (error) {
          const failure = uploadFailure(error);
          outcomes[index] = { name: entry.file.name, ok: false, title: 'Upload failed', message: failure.message };
          update(entry.id, { status: 'upload_failed', ...failure });
          // A failed upload may still hold a reservation until the server releases it.
          void refreshDocuments(queryClient);
        }
      });
      setUploading(false);
      show(uploadSummary(outcomes));
      const uploadsFailed = outcomes.some((outcome) => !outcome.ok);
      void Promise.all(processing).then((processed) => show(processingSummary(processed, uploadsFailed)));
      return outcomes;
    },
    [processOne, progress, queryClient, update, voiceId],
  );

  const retry = useCallback(
    (entry: UploadEntry, usedBytes: number) => {
      setEntries((current) => current.filter(({ id }) => id !== entry.id));
      return upload([entry.file], usedBytes);
    },
    [upload],
  );

  const clearFinished = useCallback(() => setEntries((current) => current.filter((entry) => !isFinished(entry))), []);

  return { entries, uploading, upload, retry, clearFinished };
};
