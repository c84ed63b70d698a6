import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${voice.name}?`}
      description={`This deletes ${goneText(voice.documents)}. Its scripts stay in your library and say “voice deleted”. This cannot be undone.`}
      action="Delete voice"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
};
