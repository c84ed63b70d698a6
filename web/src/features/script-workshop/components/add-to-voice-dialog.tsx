import { useState } from 'react';
import { STORAGE_QUOTA_BYTES, MEGABYTE } from '@contracts/limits';
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
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { addToVoice } from '../api/add-to-voice';

interface AddToVoiceDialogProps {
  scriptId: string;
  versionNumber: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdded(): void;
}

/** The creator's consent, stated before anything is stored: what becomes a voice document, where it counts, how to undo it. */
export const AddToVoiceDialog = ({ scriptId, versionNumber, open, onOpenChange, onAdded }: AddToVoiceDialogProps) => {
  const [adding, setAdding] = useState(false);

  const add = async () => {
    setAdding(true);
    try {
      const { document } = await addToVoice(scriptId);
      onOpenChange(false);
      onAdded();
      notify.success('Added to your voice', `${document.file_name} is now one of your voice documents.`);
    } catch (error) {
      notify.error('Not added', error instanceof ApiError ? error.message : 'Failed to add the script to your voice');
    } finally {
      setAdding(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !adding && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Add this script to your voice?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2 text-left">
              <p>
                The spoken words of the current version (version {versionNumber}), without headings, notes or on-screen cues,
                become one of your voice documents.
              </p>
              <ul className="list-disc space-y-1 pl-5">
                <li>It counts toward your {Math.round(STORAGE_QUOTA_BYTES / MEGABYTE)}MB of storage.</li>
                <li>It is used to learn your style for future scripts, like a transcript you upload.</li>
                <li>You can remove it any time from Documents.</li>
              </ul>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={adding}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={adding}
            onClick={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            Add to my voice
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
