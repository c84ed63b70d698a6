import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ConfirmationCode, confirmationCodeSchema } from '@contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import { confirmationFailureMessage } from '../api/auth-rules';

/**
 * The code the confirmation mail shows ("Or enter this code"), for a person who reads the mail on another device.
 * A refused code keeps what was typed and says why, in a toast and under the field.
 */
export const ConfirmationCodeForm = ({ onConfirm }: { onConfirm: (code: string) => Promise<void> }) => {
  const form = useForm<ConfirmationCode>({ resolver: zodResolver(confirmationCodeSchema), defaultValues: { code: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;
  const messageId = useId();

  const confirm = async ({ code }: ConfirmationCode) => {
    setRefusal(null);
    try {
      await onConfirm(code);
    } catch (error) {
      const message = confirmationFailureMessage(error);
      setRefusal(message);
      notify.error('Confirmation Failed', message);
    }
  };
  const submit = form.handleSubmit(confirm, (errors) => {
    notify.error('Validation Error', errors.code?.message ?? 'Please check the code');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="confirmation-code">Confirmation code</Label>
        <Input
          id="confirmation-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          required
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          disabled={submitting}
          {...form.register('code')}
        />
        {refusal && (
          <p id={messageId} className="text-sm text-destructive">
            {refusal}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Confirming...' : 'Confirm Email'}
      </Button>
    </form>
  );
};
