import { zodResolver } from '@hookform/resolvers/zod';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ClipboardPaste, Loader2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { FILE_NAME_MAX_LENGTH } from '@contracts/documents';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import type { FileOutcome } from '../utils/batch-summary';
import { textFileName } from '../utils/text-file-name';

const pasteTextSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name is required' })
    .refine((name) => textFileName(name).length <= FILE_NAME_MAX_LENGTH, {
      error: `File name must be less than ${FILE_NAME_MAX_LENGTH} characters`,
    }),
  text: z.string().refine((text) => text.trim().length > 0, { error: 'Text is required' }),
});
type PasteText = z.infer<typeof pasteTextSchema>;

interface PasteTextDialogProps {
  disabled: boolean;
  /** Uploads the text as a file through the same path and rules as any upload; answers how it went. */
  onUpload: (file: File) => Promise<FileOutcome>;
}

/**
 * 'Paste text': a name and the text, stored as name.txt. The dialog closes once the file is uploaded; when the
 * upload fails it stays open with the text as it was, so nothing is lost.
 */
export const PasteTextDialog = ({ disabled, onUpload }: PasteTextDialogProps) => {
  const [open, setOpen] = useState(false);
  const form = useForm<PasteText>({ resolver: zodResolver(pasteTextSchema), defaultValues: { name: '', text: '' } });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  const submit = form.handleSubmit(
    async ({ name, text }) => {
      const outcome = await onUpload(new File([text], textFileName(name), { type: 'text/plain' }));
      if (!outcome.ok) return;
      form.reset();
      setOpen(false);
    },
    (invalid) => {
      const first = invalid.name?.message ?? invalid.text?.message;
      if (first) notify.error('Validation Error', first);
    },
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      <DialogPrimitive.Trigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          <ClipboardPaste aria-hidden /> Paste text
        </Button>
      </DialogPrimitive.Trigger>
      <DialogContent className="max-w-2xl">
        <div className="space-y-1.5">
          <DialogTitle>Paste text</DialogTitle>
          <DialogDescription>A script or transcript you have as text. It is saved as a .txt document and learned from like any upload.</DialogDescription>
        </div>
        <form noValidate onSubmit={(event) => void submit(event)} className="min-w-0 space-y-4">
          <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
            <div className="space-y-2">
              <Label htmlFor="paste-name">Name</Label>
              <Input
                id="paste-name"
                autoComplete="off"
                placeholder="e.g., Episode 12 script"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'paste-name-error' : 'paste-name-hint'}
                {...form.register('name')}
              />
              {errors.name ? (
                <p id="paste-name-error" className="text-sm font-medium text-destructive">
                  {errors.name.message}
                </p>
              ) : (
                <p id="paste-name-hint" className="text-sm text-muted-foreground">
                  Saved as {name.trim() ? textFileName(name) : 'name.txt'}
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label htmlFor="paste-text">Text</Label>
              <Textarea
                id="paste-text"
                rows={10}
                spellCheck={false}
                placeholder="Paste your script or transcript here"
                className="max-h-[50dvh]"
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={errors.text ? 'paste-text-error' : undefined}
                {...form.register('text')}
              />
              {errors.text && (
                <p id="paste-text-error" className="text-sm font-medium text-destructive">
                  {errors.text.message}
                </p>
              )}
            </div>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <Loader2 aria-hidden className="animate-spin" /> Uploading...
                </>
              ) : (
                <>
                  <Upload aria-hidden /> Upload
                </>
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};
