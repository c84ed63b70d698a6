/** How one file of a batch went, in the batch's order. */
export type FileOutcome = { name: string; ok: true } | { name: string; ok: false; title: string; message: string };

export interface ToastText {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

const MAX_NAMES = 3;

const names = (outcomes: FileOutcome[]) => {
  const listed = outcomes.slice(0, MAX_NAMES).map(({ name }) => name);
  const more = outcomes.length - listed.length;
  return more > 0 ? `${listed.join(', ')} and ${more} more` : listed.join(', ');
};

/**
 * The one toast for a batch's uploads (spec §9: one toast at a time). One file: the spec's own toasts, a rule's
 * title and message included. Several: one summary, each file's own result being shown under Upload Document.
 */
export const uploadSummary = (outcomes: FileOutcome[]): ToastText => {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (outcomes.length === 1) {
    const [only] = outcomes as [FileOutcome];
    return only.ok
      ? { kind: 'success', title: 'Upload successful', description: `${only.name} has been uploaded and queued for processing` }
      : { kind: 'error', title: only.title, description: only.message };
  }
  if (failed.length === 0) {
    return { kind: 'success', title: 'Upload successful', description: `${outcomes.length} files have been uploaded and queued for processing` };
  }
  const uploaded = outcomes.length - failed.length;
  const description =
    uploaded === 0
      ? `None of the ${outcomes.length} files could be uploaded: ${names(failed)}.`
      : `${failed.length} of ${outcomes.length} files could not be uploaded: ${names(failed)}. ` +
        `The other ${uploaded === 1 ? 'one has' : `${uploaded} have`} been uploaded and queued for processing.`;
  return { kind: 'error', title: 'Upload failed', description };
};

/**
 * The one toast once the batch's uploaded files are processed: the spec's own for one document, a summary for
 * several. None when all went well but some uploads had failed: that failure's toast is not replaced by good news.
 */
export const processingSummary = (outcomes: FileOutcome[], uploadsFailed: boolean): ToastText | null => {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (outcomes.length === 0 || (failed.length === 0 && uploadsFailed)) return null;
  if (outcomes.length === 1) {
    const [only] = outcomes as [FileOutcome];
    return only.ok
      ? { kind: 'success', title: 'Processing complete', description: 'Your document has been processed successfully' }
      : { kind: 'error', title: 'Processing failed', description: only.message };
  }
  if (failed.length === 0) {
    return { kind: 'success', title: 'Processing complete', description: `Your ${outcomes.length} documents have been processed successfully` };
  }
  return { kind: 'error', title: 'Processing failed', description: `${failed.length} of ${outcomes.length} documents could not be processed: ${names(failed)}.` };
};
