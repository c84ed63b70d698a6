import { confirmSignUp } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { isPendingSignUp } from '@/lib/auth/pending-sign-up';

export type LinkConfirmation =
  | { status: 'confirming' }
  | { status: 'confirmed'; waitForSession: boolean }
  | { status: 'failed'; message: string };

const ALREADY_CONFIRMED = /current status is CONFIRMED|already confirmed/i;

/**
 * Completes a sign-up from the mailed link: confirms the code once (guarded against StrictMode's double run).
 * When this browser made the sign-up, its sign-up tab signs in by itself, so the caller waits for that session.
 */
export const useConfirmFromLink = (email: string | null, code: string | null): LinkConfirmation | null => {
  const [result, setResult] = useState<LinkConfirmation | null>(code ? { status: 'confirming' } : null);
  const started = useRef(false);

  useEffect(() => {
    if (!email || !code || started.current) return;
    started.current = true;
    const waitForSession = isPendingSignUp(email);
    confirmSignUp({ username: email, confirmationCode: code })
      .then(() => setResult({ status: 'confirmed', waitForSession }))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : 'This confirmation link could not be used';
        setResult(ALREADY_CONFIRMED.test(message) ? { status: 'confirmed', waitForSession } : { status: 'failed', message });
      });
  }, [email, code]);

  return result;
};
