import { Loader2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { ALLOWED_DOCUMENT_EXTENSIONS } from '@contracts/limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUploadBatch } from '../hooks/use-upload-batch';
import { DropZone } from './drop-zone';
import { PasteTextDialog } from './paste-text-dialog';
import { UploadList } from './upload-list';

interface UploadCardProps {
  usedBytes: number;
  quotaBytes: number;
}

/**
 * Upload Document (spec §2, §4, §5): files chosen or dropped (several at once) and pasted text go the same
 * way: the upload rules run here first, then each file goes to storage and processing starts on its own.
 */
export const UploadCard = ({ usedBytes, quotaBytes }: UploadCardProps) => {
  const input = useRef<HTMLInputElement>(null);
  const { entries, uploading, upload, retry, clearFinished } = useUploadBatch();
  const full = usedBytes >= quotaBytes;
  const blocked = uploading || full;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after a fix or a delete) fires a change.
    event.target.value = '';
    if (files.length > 0) void upload(files, usedBytes);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload aria-hidden className="size-5 text-primary" /> Upload Document
        </CardTitle>
        <CardDescription>Past scripts and transcripts teach ScriptVoice how you speak.</CardDescription>
      </CardHeader>
      <CardContent>
        <DropZone disabled={blocked} onFiles={(files) => void upload(files, usedBytes)}>
          <p className="hidden text-sm font-medium pointer-fine:block" data-testid="drop-hint">
            Drop files here, or
          </p>
          <input
            ref={input}
            type="file"
            multiple
            accept={ALLOWED_DOCUMENT_EXTENSIONS.join(',')}
            aria-label="Choose File"
            hidden
            tabIndex={-1}
            onChange={chosen}
          />
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" onClick={() => input.current?.click()} disabled={blocked}>
              {uploading ? (
                <>
                  <Loader2 aria-hidden data-testid="uploading-spinner" className="animate-spin" /> Uploading...
                </>
              ) : (
                <>
                  <Upload aria-hidden /> Choose File
                </>
              )}
            </Button>
            <PasteTextDialog disabled={blocked} onUpload={async (file) => (await upload([file], usedBytes))[0]!} />
          </div>
          <p className="text-sm text-muted-foreground">Supported formats: .txt, .srt, .vtt • Max 10MB per file</p>
          {full && <p className="text-sm font-medium text-destructive">Your storage is full. Delete a document to upload another.</p>}
        </DropZone>
        <UploadList entries={entries} busy={uploading} onRetry={(entry) => void retry(entry, usedBytes)} onClear={clearFinished} />
      </CardContent>
    </Card>
  );
};
