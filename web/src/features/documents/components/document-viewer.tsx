import { Download, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { DOCUMENT_TEXT_PREVIEW_CHARACTERS, type UserDocument } from '@contracts/documents';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { formatSize } from '@/utils/format-size';
import { useDocumentText } from '../api/document-text';
import { useDownloadDocument } from '../api/download-document';

const openFailure = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http.error' && error.message ? error.message : 'Failed to open document';

const count = (value: number) => value.toLocaleString('en-AU');

/**
 * The inside of the Open dialog: the document's text, read-only, as the file holds it. A long document shows its
 * first 100,000 characters with a note; Download gives the whole file as uploaded.
 */
export const DocumentViewer = ({ document }: { document: UserDocument }) => {
  const text = useDocumentText(document.id, true);
  const download = useDownloadDocument();

  useEffect(() => {
    if (text.isError) notify.error('Open failed', openFailure(text.error));
  }, [text.isError, text.error]);

  return (
    <>
      <div className="min-w-0 space-y-1.5">
        <DialogTitle>{document.file_name}</DialogTitle>
        <DialogDescription>
          {formatSize(document.file_size)} • Read-only: the text as the file holds it
        </DialogDescription>
      </div>
      {text.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the text" />
        </div>
      ) : text.isError ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-destructive">
          {openFailure(text.error)}
        </p>
      ) : (
        <div className="min-w-0 space-y-2">
          {text.data.truncated && (
            <p data-testid="truncated-note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Showing the first {count(DOCUMENT_TEXT_PREVIEW_CHARACTERS)} of {count(text.data.characters)} characters. Download the file
              to read all of it.
            </p>
          )}
          <pre
            tabIndex={0}
            aria-label={`Text of ${document.file_name}`}
            className="max-h-[55dvh] min-w-0 overflow-auto rounded-md border bg-muted/40 p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {text.data.text}
          </pre>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="button" variant="outline" disabled={download.isPending} onClick={() => download.mutate(document)}>
          {download.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />} Download
        </Button>
      </div>
    </>
  );
};
