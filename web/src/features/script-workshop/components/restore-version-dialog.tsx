import { useState } from 'react';
import type { ScriptVersion, ScriptVersionResponse } from '@contracts/script-versions';
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
import { restoreVersion } from '../api/restore-version';

interface RestoreVersionDialogProps {
  scriptId: string;
  /** null while closed. */
  version: ScriptVersion | null;
  onClose(): void;
  onRestored(response: ScriptVersionResponse): void;
}

/** Confirms a restore: the chosen version's text becomes a new, current version. */
export const RestoreVersionDialog = ({ scriptId, version, onClose, onRestored }: RestoreVersionDialogProps) => {
  const [restoring, setRestoring] = useState(false);

  const restore = async (chosen: ScriptVersion) => {
    setRestoring(true);
    try {
      const response = await restoreVersion(scriptId, chosen.id);
      onClose();
      onRestored(response);
      notify.success('Version restored', `Version ${chosen.number}’s text is the current script again (as version ${response.version.number}).`);
    } catch (error) {
      notify.error('Restore failed', error instanceof ApiError ? error.message : 'Failed to restore the version');
    } finally {
      setRestoring(false);
    }
  };

  return (
    <AlertDialog open={version !== null} onOpenChange={(open) => !open && !restoring && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Restore version {version?.number}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its text becomes the current script as a new version. The text you have now stays in Versions.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={restoring}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={restoring}
            onClick={(event) => {
              event.preventDefault();
              if (version) void restore(version);
            }}
          >
            Restore
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
