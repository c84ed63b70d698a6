import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { STORAGE_QUOTA_BYTES, MEGABYTE } from '@contracts/limits';
import { type AddToVoiceResponse, type VoiceDocumentPreview, tooFewOfYourWordsMessage, yourWordsText } from '@contracts/script-versions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { voiceChangesState } from '@/lib/voice-changes-state';
import { addToVoice } from '../api/add-to-voice';
import { useVoiceDocumentPreview } from '../api/voice-document-preview';

interface AddToVoiceDialogProps {
  scriptId: string;
  versionId: string;
  versionNumber: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdded(): void;
}

/** Why this version cannot be added, in the server's words, or null when it can. */
const refusal = (preview: VoiceDocumentPreview) => {
  if (preview.already_added) return 'This version is already one of your voice documents.';
  if (preview.yours < preview.minimum) return tooFewOfYourWordsMessage(preview.yours, preview.total, preview.minimum);
  return null;
};

const Share = ({ preview, versionNumber }: { preview: VoiceDocumentPreview; versionNumber: number }) => {
  const refused = refusal(preview);
  return (
    <>
      <p>
        Only your own sentences in the current version (version {versionNumber}) become a voice document: the ones you
        wrote or pasted, without headings, notes or on-screen cues. The model’s sentences are never added.
      </p>
      <p data-testid="your-words" className="font-semibold text-foreground">
        {yourWordsText(preview.yours, preview.total)}.
      </p>
      {preview.left_out > 0 && (
        <p>
          {preview.left_out} more {preview.left_out === 1 ? 'word' : 'words'} you changed inside the model’s sentences stay out: a
          sentence is added when most of its words are yours.
        </p>
      )}
      {refused && (
        <p role="alert" className="font-medium text-destructive">
          {refused}
        </p>
      )}
    </>
  );
};

const Consent = ({ preview, versionNumber }: { preview: UseQueryResult<VoiceDocumentPreview>; versionNumber: number }) => (
  <div className="grid gap-2 text-left">
    {preview.data ? (
      <Share preview={preview.data} versionNumber={versionNumber} />
    ) : preview.isError ? (
      <p role="alert" className="text-destructive">
        Could not count your words in this version. Close this and try again.
      </p>
    ) : (
      <div className="flex justify-center py-2">
        <Spinner label="Counting your words" />
      </div>
    )}
    <ul className="list-disc space-y-1 pl-5">
      <li>It counts toward your {Math.round(STORAGE_QUOTA_BYTES / MEGABYTE)}MB of storage.</li>
      <li>It is used to learn your style for future scripts, like a transcript you upload.</li>
      <li>You can remove it any time from Documents.</li>
    </ul>
  </div>
);

const Added = ({ added }: { added: AddToVoiceResponse }) => (
  <div className="grid gap-2 text-left">
    <p>{added.document.file_name} is now one of your voice documents.</p>
    {added.voice_changes.length > 0 ? (
      <>
        <p className="font-semibold text-foreground">What changed in your voice</p>
        <ul aria-label="What changed in your voice" className="list-disc space-y-1 pl-5">
          {added.voice_changes.map((change) => (
            <li key={change} className="[overflow-wrap:anywhere]">
              {change}
            </li>
          ))}
        </ul>
      </>
    ) : (
      <p>Your voice summary reads the same as before.</p>
    )}
  </div>
);

/**
 * The creator's consent, stated before anything is stored: how much of the version is theirs (only that is added),
 * where it counts, how to undo it; refused, with the reason, when there is too little of theirs. Once added, what
 * changed in their voice.
 */
export const AddToVoiceDialog = ({ scriptId, versionId, versionNumber, open, onOpenChange, onAdded }: AddToVoiceDialogProps) => {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AddToVoiceResponse | null>(null);
  const preview = useVoiceDocumentPreview(scriptId, versionId, open && !added);
  const canAdd = !!preview.data && refusal(preview.data) === null;

  const openChange = (next: boolean) => {
    if (adding) return;
    if (!next) setAdded(null);
    onOpenChange(next);
  };

  const add = async () => {
    setAdding(true);
    try {
      const response = await addToVoice(scriptId, versionId);
      setAdded(response);
      onAdded();
    } catch (error) {
      notify.error('Not added', error instanceof ApiError ? error.message : 'Failed to add the script to your voice');
      void preview.refetch();
    } finally {
      setAdding(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{added ? 'Added to your voice' : 'Add this script to your voice?'}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            {added ? <Added added={added} /> : <Consent preview={preview} versionNumber={versionNumber} />}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {added ? (
            <>
              <Button asChild variant="outline">
                <Link to="/documents" state={voiceChangesState(added.voice_changes)}>
                  See Your voice
                </Link>
              </Button>
              <AlertDialogAction autoFocus>Done</AlertDialogAction>
            </>
          ) : (
            <>
              <AlertDialogCancel disabled={adding}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                disabled={adding || !canAdd}
                onClick={(event) => {
                  event.preventDefault();
                  void add();
                }}
              >
                Add to my voice
              </AlertDialogAction>
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
