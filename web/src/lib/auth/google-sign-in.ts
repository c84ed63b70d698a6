import { signIn, signInWithRedirect } from 'aws-amplify/auth';
import { runtimeConfig } from '@/config/runtime-config';
import { rememberReturnAfterGoogle } from './return-path';

const LOCAL_TICKET_PARAMETER = 'local_google_ticket';

/**
 * Google sign-in. In AWS: Cognito's Google identity provider through the managed-login redirect, which comes back to
 * /dashboard; the page asked for (`returnTo`) is remembered for the protected route to go on to.
 * Locally: the local consent page standing in for Google, which comes back with a one-time ticket, or on cancel to
 * the page the button was on.
 */
export const startGoogleSignIn = async (returnTo?: string): Promise<void> => {
  if (returnTo) rememberReturnAfterGoogle(returnTo);
  const redirectUri = `${window.location.origin}/dashboard`;
  if (runtimeConfig().local) {
    const errorUri = `${window.location.origin}${window.location.pathname}`;
    window.location.assign(
      `/_local/google/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&error_uri=${encodeURIComponent(errorUri)}`,
    );
    return;
  }
  await signInWithRedirect({ provider: 'Google' });
};

/**
 * Completes the local stand-in's sign-in: redeems the one-time ticket for the Cognito user it made and signs
 * in as that user, then removes the ticket from the address bar. Does nothing without a ticket.
 */
export const completeLocalGoogleSignIn = async (): Promise<boolean> => {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get(LOCAL_TICKET_PARAMETER);
  if (!ticket) return false;
  url.searchParams.delete(LOCAL_TICKET_PARAMETER);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  const response = await fetch('/_local/google/redeem', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket }),
  });
  const answer = (await response.json()) as { username?: string; password?: string; message?: string };
  if (!response.ok || !answer.username || !answer.password) throw new Error(answer.message ?? 'Google sign-in did not complete');
  await signIn({ username: answer.username, password: answer.password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  return true;
};
