import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type VoiceBody, voiceBodySchema } from '@contracts/voices';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface VoiceNameFormProps {
  id: string;
  label: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when saved (the field empties or closes), false when refused (what was typed stays). */
  onSubmit(name: string): Promise<boolean>;
  onCancel?(): void;
}

/** A voice's name, checked with the server's rules (required, at most 60 characters) before it is sent. */
export const VoiceNameForm = ({ id, label, initialName, submitLabel, pending, onSubmit, onCancel }: VoiceNameFormProps) => {
  const form = useForm<z.input<typeof voiceBodySchema>, unknown, VoiceBody>({ resolver: zodResolver(voiceBodySchema), defaultValues: { name: initialName } });
  const error = form.formState.errors.name?.message;
  const submit = form.handleSubmit(async ({ name }) => {
    if (await onSubmit(name)) form.reset({ name: initialName });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          autoComplete="off"
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={pending}
          {...form.register('name')}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={pending} className="max-sm:flex-1">
            {pending && <Loader2 aria-hidden className="animate-spin" />}
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" disabled={pending} onClick={onCancel} className="max-sm:flex-1">
              Cancel
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
};
