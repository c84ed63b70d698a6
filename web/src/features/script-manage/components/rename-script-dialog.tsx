import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type RenameScriptBody, renameScriptBodySchema } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRenameScript } from '../api/rename-script';

interface RenameScriptDialogProps {
  script: { id: string; topic: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The topic, checked with the generate form's rules (spec §5); on a failure the dialog stays open with what was typed. */
export const RenameScriptDialog = ({ script, open, onOpenChange }: RenameScriptDialogProps) => {
  const rename = useRenameScript();
  const form = useForm<z.input<typeof renameScriptBodySchema>, unknown, RenameScriptBody>({
    resolver: zodResolver(renameScriptBodySchema),
    values: { topic: script.topic },
  });
  const error = form.formState.errors.topic?.message;

  const submit = form.handleSubmit(async ({ topic }) => {
    if (topic === script.topic) return onOpenChange(false);
    try {
      await rename.mutateAsync({ id: script.id, topic });
      onOpenChange(false);
    } catch {
      // The toast says why; the name typed stays in the box.
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !rename.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Rename script</DialogTitle>
        <DialogDescription>The new topic is shown in your library, on the script’s page and in search.</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`rename-${script.id}`}>Topic</Label>
            <Input
              id={`rename-${script.id}`}
              autoComplete="off"
              className="aria-invalid:border-destructive"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `rename-${script.id}-error` : undefined}
              disabled={rename.isPending}
              {...form.register('topic')}
            />
            {error && (
              <p id={`rename-${script.id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={rename.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};
