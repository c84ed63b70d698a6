import { AlertCircle, CheckCircle2, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatSize } from '@/utils/format-size';
import { type UploadEntry, isFinished } from '../hooks/use-upload-batch';

const statusText = (entry: UploadEntry) => {
  switch (entry.status) {
    case 'waiting':
      return 'Waiting...';
    case 'uploading':
      return `Uploading... ${Math.floor(entry.sent * 100)}%`;
    case 'processing':
      return 'Uploaded, processing...';
    case 'processed':
      return 'Uploaded and processed';
    case 'upload_failed':
      return `Upload failed: ${entry.message ?? 'Failed to upload file'}`;
    case 'processing_failed':
      return `Uploaded, but processing failed: ${entry.message ?? 'Failed to process document'}`;
  }
};

const StatusIcon = ({ entry }: { entry: UploadEntry }) => {
  if (entry.status === 'processed') return <CheckCircle2 aria-hidden className="size-4 shrink-0 text-emerald-600" />;
  if (entry.status === 'upload_failed' || entry.status === 'processing_failed') return <AlertCircle aria-hidden className="size-4 shrink-0 text-destructive" />;
  return <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-muted-foreground" />;
};

interface UploadListProps {
  entries: UploadEntry[];
  busy: boolean;
  onRetry: (entry: UploadEntry) => void;
  onClear: () => void;
}

/** This visit's uploads, newest first: each file's own progress bar and result, and a retry where one may help. */
export const UploadList = ({ entries, busy, onRetry, onClear }: UploadListProps) => {
  if (entries.length === 0) return null;
  return (
    <div className="mt-4 space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Uploads</h3>
        {entries.some(isFinished) && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Clear finished
          </Button>
        )}
      </div>
      <ul aria-label="Uploads" className="space-y-3">
        {entries.map((entry) => {
          const failed = entry.status === 'upload_failed' || entry.status === 'processing_failed';
          return (
            <li key={entry.id} data-testid="upload-entry" className="min-w-0 rounded-md border p-3 text-sm">
              <div className="flex items-start gap-2">
                <StatusIcon entry={entry} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{entry.file.name}</p>
                  <p className="text-sm text-muted-foreground">{formatSize(entry.file.size)}</p>
                </div>
                {entry.status === 'upload_failed' && entry.retryable && (
                  <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onRetry(entry)} aria-label={`Retry ${entry.file.name}`}>
                    <RotateCcw aria-hidden /> Retry
                  </Button>
                )}
              </div>
              {entry.status !== 'upload_failed' && (
                <Progress
                  value={entry.sent * 100}
                  aria-label={`${entry.file.name} sent`}
                  className="mt-2 h-1.5"
                  indicatorClassName="transition-none"
                />
              )}
              <p data-testid="upload-status" role={failed ? 'alert' : undefined} className={failed ? 'mt-2 text-sm text-destructive [overflow-wrap:anywhere]' : 'mt-2 text-sm text-muted-foreground'}>
                {statusText(entry)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
