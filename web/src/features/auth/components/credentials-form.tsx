import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type Credentials, credentialsSchema } from '@contracts/auth';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import { firstFormError } from '@/lib/form-errors';

interface CredentialsFormProps {
  submitLabel: string;
  workingLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  defaultEmail?: string;
  onSubmit: (credentials: Credentials) => Promise<void>;
  /** Shown beside the Password label, given the address typed so far (the login form's 'Forgot password?'). */
  passwordAside?: (email: string) => ReactNode;
}

/**
 * Email and password with the spec's rules. The inputs carry the same limits for the browser, but the form
 * validates itself (noValidate) so the first message always shows in the 'Validation Error' toast.
 */
export const CredentialsForm = ({
  submitLabel,
  workingLabel,
  passwordAutoComplete,
  defaultEmail,
  onSubmit,
  passwordAside,
}: CredentialsFormProps) => {
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const submitting = form.formState.isSubmitting;
  const submit = form.handleSubmit(onSubmit, (errors) => {
    notify.error('Validation Error', firstFormError(errors, ['email', 'password']) ?? 'Please check the form');
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
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor="password">Password</Label>
          {passwordAside?.(typedEmail.trim())}
        </div>
        <Input
          id="password"
          type="password"
          autoComplete={passwordAutoComplete}
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={submitting}
          {...form.register('password')}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? workingLabel : submitLabel}
      </Button>
    </form>
  );
};
