import { signIn } from 'aws-amplify/auth';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Credentials } from '@contracts/auth';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, EMAIL_NOT_CONFIRMED_MESSAGE, loginFailureMessage } from '@/features/auth/api/auth-rules';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { CredentialsForm } from '@/features/auth/components/credentials-form';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useGoogleErrorToast } from '@/features/auth/hooks/use-google-error-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { forgetReturnAfterGoogle, returnPathFrom } from '@/lib/auth/return-path';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const LoginRoute = () => {
  usePageTitle('Login');
  useGoogleErrorToast();
  const { state, refresh } = useAuth();
  const navigate = useNavigate();
  const passed = useLocation().state as { email?: string } | null;
  // The page a protected route sent the person here from (spec: /dashboard; see the README, "Accounts").
  const returnTo = returnPathFrom(passed);

  if (state.status === 'loading') return <Spinner className="mx-auto my-24" />;
  if (state.status === 'signedIn') return <Navigate to={returnTo} replace />;

  const login = async ({ email, password }: Credentials) => {
    try {
      const { nextStep } = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      if (nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        notify.error('Login Failed', EMAIL_NOT_CONFIRMED_MESSAGE);
        return;
      }
      forgetReturnAfterGoogle();
      await refresh();
      notify.success('Welcome back!', 'Logged in successfully');
      navigate(returnTo, { replace: true });
    } catch (error) {
      notify.error('Login Failed', loginFailureMessage(errorMessage(error, 'Login failed')));
    }
  };

  return (
    <AuthCard title="Welcome back" description="Log in to keep writing in your own voice">
      <CredentialsForm
        submitLabel="Log In"
        workingLabel="Logging in..."
        passwordAutoComplete="current-password"
        defaultEmail={passed?.email}
        onSubmit={login}
        passwordAside={(email) => (
          <Link to="/forgot-password" state={{ email }} className="inline-flex min-h-6 items-center text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        )}
      />
      <OrDivider />
      <GoogleButton returnTo={returnTo} />
      <p className="text-center text-sm text-muted-foreground">
        New to ScriptVoice?{' '}
        <Link to="/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
};

export default LoginRoute;
