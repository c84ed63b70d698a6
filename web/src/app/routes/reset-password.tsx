import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { NewPassword } from '@contracts/auth';
import { errorMessage } from '@/features/auth/api/auth-rules';
import { GOOGLE_ACCOUNT_NOTE, setNewPassword } from '@/features/auth/api/password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

/**
 * Forgotten password, step two: the mailed code and a new password, then signed in. Reached from /forgot-password
 * (the address passed along, the code typed by hand) or from the mail's link (both in the query string).
 */
export const ResetPasswordRoute = () => {
  usePageTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const passed = useLocation().state as { email?: string; sent?: boolean } | null;
  const email = searchParams.get('email') ?? passed?.email;
  const code = searchParams.get('code') ?? '';
  const navigate = useNavigate();
  const { refresh } = useAuth();

  if (!email) return <Navigate to="/forgot-password" replace />;

  const save = async (values: NewPassword) => {
    try {
      const outcome = await setNewPassword(values);
      if (outcome === 'signed-in') {
        await refresh();
        notify.success('Password Changed', 'Your new password is set. Welcome back!');
        navigate('/dashboard', { replace: true });
        return;
      }
      notify.success('Password Changed', 'Your new password is set. Please log in with it.');
      navigate('/login', { replace: true, state: { email: values.email } });
    } catch (error) {
      notify.error('Reset Failed', errorMessage(error, 'Could not set the new password'));
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      description={
        passed?.sent ? (
          <>
            If an account uses <strong className="text-foreground">{email}</strong>, we&apos;ve emailed it a code. Open the link in
            the email, or enter the code here.
          </>
        ) : (
          <>
            For <strong className="text-foreground">{email}</strong>
          </>
        )
      }
    >
      <NewPasswordForm defaults={{ email, code }} onSubmit={save} />
      {passed?.sent && (
        <>
          <p className="text-center text-sm text-muted-foreground">{GOOGLE_ACCOUNT_NOTE}</p>
          <GoogleButton />
        </>
      )}
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-center text-sm">
        <Link to="/forgot-password" state={{ email }} className="font-medium text-primary hover:underline">
          Send a new code
        </Link>
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
};

export default ResetPasswordRoute;
