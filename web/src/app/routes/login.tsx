import { signIn } from 'aws-amplify/auth';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Credentials } from '@contracts/auth';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, EMAIL_NOT_CONFIRMED_MESSAGE, loginFailureMessage } from '@/features/auth/api/auth-rules';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { CredentialsForm } from '@/features/auth/components/credentials-form';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const LoginRoute = () => {
  usePageTitle('Login');
  const { state, refresh } = useAuth();
  const navigate = useNavigate();
  const prefilledEmail = (useLocation().state as { email?: string } | null)?.email;

  if (state.status === 'loading') return <Spinner className="mx-auto my-24" />;
  if (state.status === 'signedIn') return <Navigate to="/dashboard" replace />;

  const login = async ({ email, password }: Credentials) => {
    try {
      const { nextStep } = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      if (nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        notify.error('Login Failed', EMAIL_NOT_CONFIRMED_MESSAGE);
        return;
      }
      await refresh();
      notify.success('Welcome back!', 'Logged in successfully');
      navigate('/dashboard');
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
        defaultEmail={prefilledEmail}
        onSubmit={login}
      />
      <OrDivider />
      <GoogleButton comingSoon />
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
