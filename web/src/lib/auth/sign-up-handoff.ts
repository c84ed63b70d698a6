import { signIn } from 'aws-amplify/auth';

/**
 * The mailed link's tab and the sign-up tab of the same browser talk over a BroadcastChannel, so the link's tab
 * knows within a second whether a sign-up tab will sign the user in (then both go to /dashboard) or nobody will
 * (the link was opened in the sign-up tab itself, or that tab is gone: then /login at once).
 *
 * The sign-up tab keeps the password in memory only (never stored), as Amplify's own autoSignIn does, and signs
 * in as soon as the link's tab says the address is confirmed instead of waiting for Amplify's 5-second poll.
 */
const CHANNEL = 'scriptvoice.sign-up';

type HandoffMessage = { type: 'confirmed' | 'signing-in' | 'signed-in' | 'sign-in-failed'; email: string };

let held: { email: string; password: string } | null = null;

export const holdPasswordForLink = (email: string, password: string) => {
  held = { email: email.toLowerCase(), password };
};

const channel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL));

/**
 * In the sign-up tab: when the link's tab says `email` is confirmed, signs in with the held password and says so.
 * Answers the cleanup function.
 */
export const signInWhenConfirmed = (email: string, onSignedIn: () => Promise<unknown>): (() => void) => {
  const listening = channel();
  if (!listening) return () => undefined;
  const address = email.toLowerCase();
  listening.onmessage = ({ data }: MessageEvent<HandoffMessage>) => {
    if (data.type !== 'confirmed' || data.email !== address || held?.email !== address) return;
    const { password } = held;
    listening.postMessage({ type: 'signing-in', email: address } satisfies HandoffMessage);
    signIn({ username: address, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } })
      .then(async () => {
        held = null;
        await onSignedIn();
        listening.postMessage({ type: 'signed-in', email: address } satisfies HandoffMessage);
      })
      .catch(() => listening.postMessage({ type: 'sign-in-failed', email: address } satisfies HandoffMessage));
  };
  return () => listening.close();
};

/** How long the link's tab waits for a sign-up tab to answer, and then for its sign-in. */
export const ANSWER_WAIT_MS = 600;
export const SIGN_IN_WAIT_MS = 8_000;

/**
 * In the link's tab, once the address is confirmed: resolves 'signed-in' when a sign-up tab of this browser has
 * signed the user in (the session is shared), 'nobody' when no tab answers or its sign-in fails.
 */
export const announceConfirmed = (email: string): Promise<'signed-in' | 'nobody'> => {
  const talking = channel();
  if (!talking) return Promise.resolve('nobody');
  const address = email.toLowerCase();
  return new Promise((resolve) => {
    const finish = (outcome: 'signed-in' | 'nobody') => {
      window.clearTimeout(timer);
      talking.close();
      resolve(outcome);
    };
    let timer = window.setTimeout(() => finish('nobody'), ANSWER_WAIT_MS);
    talking.onmessage = ({ data }: MessageEvent<HandoffMessage>) => {
      if (data.email !== address) return;
      if (data.type === 'signing-in') {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => finish('nobody'), SIGN_IN_WAIT_MS);
      }
      if (data.type === 'signed-in') finish('signed-in');
      if (data.type === 'sign-in-failed') finish('nobody');
    };
    talking.postMessage({ type: 'confirmed', email: address } satisfies HandoffMessage);
  });
};
