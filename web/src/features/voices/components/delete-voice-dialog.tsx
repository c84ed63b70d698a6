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

/** What goes: its documents and what was learned from them (when it has any) and its style guide. */
const goneText = (count: number) =>
  count === 0
    ? 'its style guide'
    : count === 1
      ? 'its 1 document, what was learned from it and its style guide'
      : `its ${count} documents, what was learned from them and its style guide`;

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
            {`This deletes ${goneText(voice.documents)}. Its scripts stay in your library and say “voice deleted”. This cannot be undone.`}
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
