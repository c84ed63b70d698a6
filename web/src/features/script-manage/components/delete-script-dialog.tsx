import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${script.topic}?`}
      description="The script, every version of it and its files are removed. This cannot be undone."
      action="Delete"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
};
