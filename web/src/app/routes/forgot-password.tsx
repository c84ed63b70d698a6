import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PasswordResetRequest } from '@contracts/auth';
import { errorMessage } from '@/features/auth/api/auth-rules';
import { GOOGLE_ACCOUNT_NOTE, RESET_CODE_SENT, requestPasswordReset } from '@/features/auth/api/password-reset';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useGoogleErrorToast } from '@/features/auth/hooks/use-google-error-toast';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

/** Forgotten password, step one: the address to mail a code to. Every address gets the same answer. */
export const ForgotPasswordRoute = () => {
  usePageTitle('Forgot Password');
  useGoogleErrorToast();
  const navigate = useNavigate();
  const prefilledEmail = (useLocation().state as { email?: string } | null)?.email;

  const send = async ({ email }: PasswordResetRequest) => {
    try {
      await requestPasswordReset(email);
      notify.success(RESET_CODE_SENT.title, RESET_CODE_SENT.text);
      navigate('/reset-password', { state: { email, sent: true } });
    } catch (error) {
      notify.error('Reset Failed', errorMessage(error, 'Could not send the reset code'));
    }
  };

  return (
    <AuthCard title="Forgot your password?" description="Enter the address you log in with and we'll email you a code to choose a new password.">
      <ForgotPasswordForm defaultEmail={prefilledEmail} onSubmit={send} />
      <OrDivider />
      <p className="text-center text-sm text-muted-foreground">{GOOGLE_ACCOUNT_NOTE}</p>
      <GoogleButton />
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
};

export default ForgotPasswordRoute;
