import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePassword, changePasswordSchema } from '@contracts/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { firstFormError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { changePassword, changePasswordFailure } from '../api/change-password';

const FIELD_ORDER = ['currentPassword', 'newPassword'] as const;

/**
 * The current password and a new one under the spec's password rules; the first validation message shows as
 * 'Validation Error'. A refused change keeps what was typed; a made one empties the form.
 */
export const ChangePasswordForm = ({ email }: { email: string | undefined }) => {
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submitting = form.formState.isSubmitting;

  const save = async (values: ChangePassword) => {
    try {
      await changePassword(values);
      notify.success('Password Changed', 'Use your new password the next time you log in.');
      form.reset();
    } catch (error) {
      notify.error('Password Change Failed', changePasswordFailure(error));
    }
  };
  const submit = form.handleSubmit(save, (errors) => {
    notify.error('Validation Error', firstFormError(errors, FIELD_ORDER) ?? 'Please check the form');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Change password">
      {/* Lets a password manager file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <div className="space-y-2">
        <Label htmlFor="current-password">Current password</Label>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={submitting}
          {...form.register('currentPassword')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-describedby="new-password-hint"
          disabled={submitting}
          {...form.register('newPassword')}
        />
        <p id="new-password-hint" className="text-sm text-muted-foreground">
          {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters.
        </p>
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
};
