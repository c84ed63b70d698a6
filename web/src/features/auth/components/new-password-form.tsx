import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type NewPassword, newPasswordSchema } from '@contracts/auth';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@contracts/limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import { firstFormError } from '@/lib/form-errors';

/**
 * The address, the mailed code (filled in when the mail's link was followed) and the new password under the spec's
 * password rules. Validated by the form itself (noValidate) so the first message shows as 'Validation Error'.
 */
export const NewPasswordForm = ({
  defaults,
  onSubmit,
}: {
  defaults: { email: string; code: string };
  onSubmit: (values: NewPassword) => Promise<void>;
}) => {
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { ...defaults, password: '' },
  });
  const submitting = form.formState.isSubmitting;
  const submit = form.handleSubmit(onSubmit, (errors) => {
    notify.error('Validation Error', firstFormError(errors, ['email', 'code', 'password']) ?? 'Please check the form');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          required
          maxLength={EMAIL_MAX_LENGTH}
          disabled={submitting}
          {...form.register('email')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="code">Code</Label>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={RESET_CODE_LENGTH}
          disabled={submitting}
          {...form.register('code')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">New password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={submitting}
          {...form.register('password')}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
};
