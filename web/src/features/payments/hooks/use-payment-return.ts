import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { VerifyPaymentResponse } from '@contracts/packages';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import { verifyPaymentOnce } from '../api/verify-payment';

/** `verifiedAt`: when the server confirmed the credits (ms), so the page shows no balance read before that. */
export type PaymentReturn = { status: 'verifying' } | { status: 'verified'; creditsAdded: number; verifiedAt: number };

/** 'N credits have been added to your account' (1 credit has). */
export const creditsAddedMessage = (credits: number) =>
  `${credits} ${credits === 1 ? 'credit has' : 'credits have'} been added to your account`;

/**
 * The payment return of spec §4: without session_id → /pricing; wait for auth; signed out → /login; then
 * verify once, guarded against double runs (a ref for this mount, a shared in-flight call across mounts);
 * success shows the verified view, an error goes to /pricing. Toasts as spec §8.
 */
export const usePaymentReturn = (onVerified?: (answer: VerifyPaymentResponse) => void): PaymentReturn => {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { state } = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PaymentReturn>({ status: 'verifying' });
  const settled = useRef(false);
  const verified = useEffectEvent((answer: VerifyPaymentResponse) => onVerified?.(answer));

  useEffect(() => {
    if (settled.current) return;
    if (!sessionId) {
      settled.current = true;
      notify.error('Invalid session', 'No payment session found.');
      navigate('/pricing', { replace: true });
      return;
    }
    if (state.status === 'loading') return;
    if (state.status === 'signedOut') {
      settled.current = true;
      notify.error('Please log in', 'You need to be logged in to complete this purchase.');
      navigate('/login', { replace: true });
      return;
    }
    let current = true;
    verifyPaymentOnce(sessionId).then(
      (answer) => {
        if (!current || settled.current) return;
        settled.current = true;
        setOutcome({ status: 'verified', creditsAdded: answer.creditsAdded, verifiedAt: Date.now() });
        notify.success('Credits added!', creditsAddedMessage(answer.creditsAdded));
        verified(answer);
      },
      (error: unknown) => {
        if (!current || settled.current) return;
        settled.current = true;
        notify.error('Error processing payment', error instanceof Error && error.message ? error.message : 'Failed to verify payment');
        navigate('/pricing', { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId, state.status, navigate]);

  return outcome;
};
