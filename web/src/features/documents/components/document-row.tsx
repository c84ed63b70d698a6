import * as DialogPrimitive from '@radix-ui/react-dialog';
import { formatDistanceToNow } from 'date-fns';
import { Download, Eye, FileText, Loader2, Trash2 } from 'lucide-react';
import type { UserDocument } from '@contracts/documents';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { formatSize } from '@/utils/format-size';
import { DocumentStatus } from './document-status';
import { DocumentViewer } from './document-viewer';

interface DocumentRowProps {
  document: UserDocument;
  processing: boolean;
  onProcess: (document: UserDocument) => void;
}

/**
 * One document: name, size, relative upload time, its status, Open (its text, read-only), Download (as uploaded)
 * and a delete that asks first (spec §5).
 */
export const DocumentRow = ({ document, processing, onProcess }: DocumentRowProps) => {
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const uploaded = new Date(document.upload_date);
  const showError = !document.processed && !processing && document.processing_error;

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center" aria-label={document.file_name}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <FileText aria-hidden className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]" title={document.file_name} data-testid="document-name">
            {document.file_name}
          </p>
          <p className="text-sm text-muted-foreground">
            <span data-testid="document-size">{formatSize(document.file_size)}</span>
            <span aria-hidden> • </span>
            <time dateTime={document.upload_date} title={uploaded.toLocaleString()}>
              {formatDistanceToNow(uploaded, { addSuffix: true })}
            </time>
          </p>
          {showError && <p className="mt-1 text-sm text-destructive [overflow-wrap:anywhere]">{document.processing_error}</p>}
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-end gap-2 pl-12 sm:pl-0">
        <DocumentStatus document={document} processing={processing} onProcess={() => onProcess(document)} />
        <Dialog>
          <DialogPrimitive.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Open ${document.file_name}`} className="text-muted-foreground">
              <Eye aria-hidden />
            </Button>
          </DialogPrimitive.Trigger>
          <DialogContent className="max-w-3xl">
            <DocumentViewer document={document} />
          </DialogContent>
        </Dialog>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Download ${document.file_name}`}
          disabled={download.isPending}
          className="text-muted-foreground"
          onClick={() => download.mutate(document)}
        >
          {download.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${document.file_name}`}
              disabled={remove.isPending}
              className="text-muted-foreground hover:bg-red-50 hover:text-destructive"
            >
              {remove.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {document.file_name}?</AlertDialogTitle>
              <AlertDialogDescription>
                The file, its {formatSize(document.file_size)} of storage and what your voice profile learned from it are
                removed. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => remove.mutate(document)}>
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
};
