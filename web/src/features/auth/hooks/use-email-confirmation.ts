import { confirmSignUp } from 'aws-amplify/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isPendingSignUp } from '@/lib/auth/pending-sign-up';
import { confirmationFailureMessage } from '../api/auth-rules';

export type EmailConfirmation =
  | { status: 'confirming' }
  | { status: 'confirmed'; waitForSession: boolean }
  | { status: 'failed'; message: string };

const ALREADY_CONFIRMED = /current status is CONFIRMED|already confirmed/i;

const isAlreadyConfirmed = (error: unknown) => error instanceof Error && ALREADY_CONFIRMED.test(error.message);

/**
 * Completes a sign-up with the mailed code, from the link (`linkCode`: confirmed once on arrival, guarded against
 * StrictMode's double run) or typed on the page (`confirmCode`, which throws Cognito's error for the form to show).
 * Either way, when this browser made the sign-up its sign-up tab signs in by itself, so the caller waits for that
 * session. An account already confirmed counts as confirmed.
 */
export const useEmailConfirmation = (email: string | null, linkCode: string | null) => {
  const [result, setResult] = useState<EmailConfirmation | null>(linkCode ? { status: 'confirming' } : null);
  const started = useRef(false);

  useEffect(() => {
    if (!email || !linkCode || started.current) return;
    started.current = true;
    const waitForSession = isPendingSignUp(email);
    confirmSignUp({ username: email, confirmationCode: linkCode })
      .then(() => setResult({ status: 'confirmed', waitForSession }))
      .catch((error: unknown) => {
        setResult(isAlreadyConfirmed(error) ? { status: 'confirmed', waitForSession } : { status: 'failed', message: confirmationFailureMessage(error) });
      });
  }, [email, linkCode]);

  const confirmCode = useCallback(
    async (code: string) => {
      if (!email) return;
      const waitForSession = isPendingSignUp(email);
      try {
        await confirmSignUp({ username: email, confirmationCode: code });
      } catch (error) {
        if (!isAlreadyConfirmed(error)) throw error;
      }
      setResult({ status: 'confirmed', waitForSession });
    },
    [email],
  );

  return { confirmation: result, confirmCode };
};
