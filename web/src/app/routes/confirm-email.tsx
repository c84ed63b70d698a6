import { autoSignIn, resendSignUpCode } from 'aws-amplify/auth';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/features/auth/api/auth-rules';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { ConfirmationCodeForm } from '@/features/auth/components/confirmation-code-form';
import { useEmailConfirmation } from '@/features/auth/hooks/use-email-confirmation';
import { useAuth } from '@/lib/auth/auth-context';
import { forgetPendingSignUp } from '@/lib/auth/pending-sign-up';
import { announceConfirmed, signInWhenConfirmed } from '@/lib/auth/sign-up-handoff';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const ConfirmEmailRoute = () => {
  usePageTitle('Confirm Your Email');
  const [searchParams] = useSearchParams();
  const email = (useLocation().state as { email?: string } | null)?.email ?? searchParams.get('email');
  const code = searchParams.get('code');
  const navigate = useNavigate();
  const { state, refresh } = useAuth();
  const { confirmation, confirmCode } = useEmailConfirmation(email, code);
  const [resending, setResending] = useState(false);
  const autoSignInStarted = useRef(false);

  useEffect(() => {
    if (state.status === 'signedIn' && (code === null || confirmation?.status === 'confirmed')) {
      forgetPendingSignUp();
      navigate('/dashboard', { replace: true });
    }
  }, [state.status, code, confirmation, navigate]);

  useEffect(() => {
    if (code || !email || autoSignInStarted.current) return;
    autoSignInStarted.current = true;
    // Amplify's own poll (every 5 s) stays as the fallback when the link's tab cannot tell this one.
    autoSignIn()
      .then(async () => {
        forgetPendingSignUp();
        await refresh();
        notify.success('Email confirmed', 'Welcome to ScriptVoice!');
      })
      .catch(() => undefined);
  }, [code, email, refresh]);

  // The sign-up tab: signs in the moment the link's tab says the address is confirmed.
  useEffect(() => {
    if (code || !email) return;
    return signInWhenConfirmed(email, async () => {
      forgetPendingSignUp();
      await refresh();
      notify.success('Email confirmed', 'Welcome to ScriptVoice!');
    });
  }, [code, email, refresh]);

  useEffect(() => {
    if (confirmation?.status !== 'confirmed' || !email) return;
    let cancelled = false;
    const toLogin = () => {
      forgetPendingSignUp();
      notify.success('Email confirmed', 'Your account is confirmed. Please log in to continue.');
      navigate('/login', { replace: true, state: { email } });
    };
    if (!confirmation.waitForSession) {
      toLogin();
      return;
    }
    // A sign-up tab of this browser (this very tab, when the code was typed here) signs in within a second or two; if
    // none answers, nobody will. Amplify's own autoSignIn may have won that race, so the session decides.
    void announceConfirmed(email).then(async () => {
      if (cancelled) return;
      if ((await refresh()).status === 'signedIn') return;
      toLogin();
    });
    return () => {
      cancelled = true;
    };
  }, [confirmation, email, navigate, refresh]);

  if (!email) return <Navigate to="/signup" replace />;

  const resend = async () => {
    setResending(true);
    try {
      await resendSignUpCode({ username: email });
      notify.success('Email Sent', "We've sent you a new confirmation email");
    } catch (error) {
      notify.error('Resend Failed', errorMessage(error, 'Could not resend the email'));
    } finally {
      setResending(false);
    }
  };

  if (confirmation && confirmation.status !== 'failed') {
    return (
      <AuthCard title="Confirm Your Email" description={email}>
        <div className="flex flex-col items-center gap-3 text-center">
          <Spinner label="Confirming" />
          <p>{confirmation.status === 'confirming' ? 'Confirming your email...' : 'Email confirmed! Signing you in...'}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm Your Email"
      description={
        <>
          We sent a confirmation link to <strong className="text-foreground">{email}</strong>
        </>
      }
    >
      {confirmation?.status === 'failed' && (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {confirmation.message}
        </p>
      )}
      <div className="flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
        <MailCheck aria-hidden className="size-10 text-primary" />
        <p>Open the link in the email to finish creating your account. Keep this tab open and you will be signed in here too.</p>
      </div>
      <OrDivider />
      <p className="text-center text-sm text-muted-foreground">Type the 6-digit code from the email:</p>
      <ConfirmationCodeForm onConfirm={confirmCode} />
      <Button variant="outline" className="w-full" disabled={resending} onClick={() => void resend()}>
        {resending ? 'Sending...' : 'Resend confirmation email'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
};

export default ConfirmEmailRoute;
