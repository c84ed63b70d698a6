import { signUp } from 'aws-amplify/auth';
import { Link, useNavigate } from 'react-router-dom';
import type { Credentials } from '@contracts/auth';
import { errorMessage, signUpDestination } from '@/features/auth/api/auth-rules';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { CredentialsForm } from '@/features/auth/components/credentials-form';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useGoogleErrorToast } from '@/features/auth/hooks/use-google-error-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { rememberPendingSignUp } from '@/lib/auth/pending-sign-up';
import { holdPasswordForLink } from '@/lib/auth/sign-up-handoff';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const SignupRoute = () => {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  useGoogleErrorToast();

  const createAccount = async ({ email, password }: Credentials) => {
    try {
      // autoSignIn lets the confirmation page sign in by itself once the mailed link is opened.
      const { isSignUpComplete } = await signUp({
        username: email,
        password,
        options: {
          userAttributes: { email },
          autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
        },
      });
      rememberPendingSignUp(email);
      holdPasswordForLink(email, password);
      notify.success('Check Your Email', "We've sent you a confirmation link to complete your registration");
      const destination = signUpDestination({ confirmed: isSignUpComplete, identities: 0 });
      if (destination === '/dashboard') await refresh();
      navigate(destination, { state: { email } });
    } catch (error) {
      notify.error('Signup Failed', errorMessage(error, 'Sign up failed'));
    }
  };

  return (
    <AuthCard title="Create your account" description="Start with 3 free scripts. No card required.">
      <CredentialsForm
        submitLabel="Create Account"
        workingLabel="Creating account..."
        passwordAutoComplete="new-password"
        onSubmit={createAccount}
      />
      <OrDivider />
      <GoogleButton />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
};

export default SignupRoute;
