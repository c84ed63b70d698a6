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
import { useDeleteScript } from '../api/delete-script';

interface DeleteScriptDialogProps {
  script: { id: string; topic: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}

/** Asks first, naming the topic (as a document's delete names its file, spec §5); a failure keeps the script. */
export const DeleteScriptDialog = ({ script, open, onOpenChange, onDeleted }: DeleteScriptDialogProps) => {
  const remove = useDeleteScript();
  const confirm = async () => {
    try {
      await remove.mutateAsync(script);
      onOpenChange(false);
      onDeleted?.();
    } catch {
      onOpenChange(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {script.topic}?</AlertDialogTitle>
          <AlertDialogDescription>The script, every version of it and its files are removed. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
