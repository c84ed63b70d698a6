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
import { useDeleteVoice } from '../api/manage-voices';

interface DeleteVoiceDialogProps {
  voice: { id: string; name: string; documents: number };
  open: boolean;
  onOpenChange(open: boolean): void;
}

const documentsText = (count: number) => (count === 1 ? 'its 1 document' : `its ${count} documents`);

/** Says what goes and what stays before a voice is deleted (docs/voices.md): its documents go, its scripts stay. */
export const DeleteVoiceDialog = ({ voice, open, onOpenChange }: DeleteVoiceDialogProps) => {
  const remove = useDeleteVoice();
  const confirm = async () => {
    await remove.mutateAsync(voice).catch(() => undefined);
    onOpenChange(false);
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {voice.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {`This deletes ${documentsText(voice.documents)}, what was learned from them and its style guide. Its scripts stay in your library and say “voice deleted”. This cannot be undone.`}
          </AlertDialogDescription>
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
            {remove.isPending ? 'Deleting...' : 'Delete voice'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
