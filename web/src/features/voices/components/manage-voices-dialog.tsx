import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MAX_VOICES, type ListVoicesResponse } from '@contracts/voices';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCreateVoice, useRenameVoice } from '../api/manage-voices';
import { DeleteVoiceDialog } from './delete-voice-dialog';
import { VoiceNameForm } from './voice-name-form';

type ListedVoice = ListVoicesResponse['voices'][number];

const documentsCount = (count: number) => (count === 1 ? '1 document' : `${count} documents`);

/** Create, rename and delete voices (docs/voices.md); the last voice has no Delete. */
export const ManageVoicesDialog = ({ voices, open, onOpenChange }: { voices: ListedVoice[]; open: boolean; onOpenChange(open: boolean): void }) => {
  const create = useCreateVoice();
  const rename = useRenameVoice();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListedVoice | null>(null);
  const saved = (work: Promise<unknown>) => work.then(() => true, () => false);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogTitle>Manage voices</DialogTitle>
          <DialogDescription>
            Each voice has its own documents, learned voice and style guide: one for each channel, show or client. Storage and credits are shared.
          </DialogDescription>
          <ul className="divide-y rounded-md border" aria-label="Your voices">
            {voices.map((voice) => (
              <li key={voice.id} className="space-y-2 p-3">
                {renaming === voice.id ? (
                  <VoiceNameForm
                    id={`rename-voice-${voice.id}`}
                    label={`New name for ${voice.name}`}
                    initialName={voice.name}
                    submitLabel="Save"
                    pending={rename.isPending}
                    onSubmit={async (name) => {
                      const ok = await saved(rename.mutateAsync({ id: voice.id, name }));
                      if (ok) setRenaming(null);
                      return ok;
                    }}
                    onCancel={() => setRenaming(null)}
                  />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{voice.name}</p>
                      <p className="text-sm text-muted-foreground">{documentsCount(voice.documents)}</p>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" aria-label={`Rename ${voice.name}`} onClick={() => setRenaming(voice.id)}>
                        <Pencil aria-hidden /> Rename
                      </Button>
                      {voices.length > 1 && (
                        <Button variant="outline" size="sm" aria-label={`Delete ${voice.name}`} onClick={() => setDeleting(voice)}>
                          <Trash2 aria-hidden /> Delete
                        </Button>
                      )}
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {voices.length < MAX_VOICES ? (
            <VoiceNameForm
              id="new-voice-name"
              label="New voice"
              initialName=""
              submitLabel="Create voice"
              pending={create.isPending}
              onSubmit={(name) => saved(create.mutateAsync(name))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">You have {MAX_VOICES} voices, the most an account can have. Delete one to add another.</p>
          )}
        </DialogContent>
      </Dialog>
      {deleting && <DeleteVoiceDialog voice={deleting} open onOpenChange={(next) => !next && setDeleting(null)} />}
    </>
  );
};
