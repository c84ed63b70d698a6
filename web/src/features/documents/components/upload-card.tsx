import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { checkUpload } from '@contracts/documents';
import { ALLOWED_DOCUMENT_EXTENSIONS } from '@contracts/limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useProcessDocument } from '../api/process-document';
import { StorageUploadError, addUploadedDocument, useUploadDocument } from '../api/upload-document';

const failureMessage = (error: unknown) =>
  error instanceof StorageUploadError || (error instanceof ApiError && error.code !== 'http.error' && error.message)
    ? error.message
    : 'Failed to upload file';

interface UploadCardProps {
  usedBytes: number;
  quotaBytes: number;
}

/**
 * Upload Document (spec §2, §4, §5): the upload rules run here first, then the file goes to storage and
 * processing starts on its own.
 */
export const UploadCard = ({ usedBytes, quotaBytes }: UploadCardProps) => {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useUploadDocument();
  const process = useProcessDocument();
  const full = usedBytes >= quotaBytes;

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a fix or a delete) fires a change.
    event.target.value = '';
    if (!file) return;
    const violation = checkUpload(file, usedBytes);
    if (violation) {
      notify.error(violation.title, violation.message);
      return;
    }
    try {
      const document = await upload.mutateAsync(file);
      notify.success('Upload successful', `${file.name} has been uploaded and queued for processing`);
      // Processing is marked pending before the row appears, so the row shows 'Processing' from its first paint.
      process.mutate(document.id);
      addUploadedDocument(queryClient, document);
    } catch (error) {
      notify.error('Upload failed', failureMessage(error));
    }
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
        <div className="flex flex-col items-center gap-4 rounded-lg border-2 border-dashed px-4 py-8 text-center">
          <p className="text-sm text-muted-foreground">Supported formats: .txt, .srt, .vtt • Max 10MB per file</p>
          <input
            ref={input}
            type="file"
            accept={ALLOWED_DOCUMENT_EXTENSIONS.join(',')}
            aria-label="Choose File"
            hidden
            tabIndex={-1}
            onChange={(event) => void chosen(event)}
          />
          <Button type="button" onClick={() => input.current?.click()} disabled={upload.isPending || full}>
            {upload.isPending ? (
              <>
                <Loader2 aria-hidden data-testid="uploading-spinner" className="animate-spin" /> Uploading...
              </>
            ) : (
              <>
                <Upload aria-hidden /> Choose File
              </>
            )}
          </Button>
          {full && <p className="text-sm font-medium text-destructive">Your storage is full. Delete a document to upload another.</p>}
        </div>
      </CardContent>
    </Card>
  );
};
