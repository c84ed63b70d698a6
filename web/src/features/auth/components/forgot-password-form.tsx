import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@contracts/auth';
import { EMAIL_MAX_LENGTH } from '@contracts/limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import { firstFormError } from '@/lib/form-errors';

/** The address to mail a reset code to, checked with the login rules; the first problem shows as 'Validation Error'. */
export const ForgotPasswordForm = ({
  defaultEmail,
  onSubmit,
}: {
  defaultEmail?: string;
  onSubmit: (request: PasswordResetRequest) => Promise<void>;
}) => {
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: defaultEmail ?? '' },
  });
  const submitting = form.formState.isSubmitting;
  const submit = form.handleSubmit(onSubmit, (errors) => {
    notify.error('Validation Error', firstFormError(errors, ['email']) ?? 'Please check the form');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          maxLength={EMAIL_MAX_LENGTH}
          disabled={submitting}
          {...form.register('email')}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Reset Code'}
      </Button>
    </form>
  );
};
