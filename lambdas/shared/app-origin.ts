import * as z from 'zod';
import { parseEnv } from './env';
import { isLoopbackOrigin } from './loopback';

const env = parseEnv({
  APP_URL: z.url(),
  /** Set by the local stack only: the app may be opened on any loopback name and port (localhost, 127.0.0.1…). */
  LOCAL_LOOPBACK_ORIGINS: z.enum(['true', 'false']).optional(),
});

const configured = env.APP_URL.replace(/\/+$/, '');

/**
 * Where links back into the app go (Stripe's return pages): the configured APP_URL, or, on the local stack, the
 * loopback origin the browser is using, so a user on 127.0.0.1 does not come back to localhost signed out. In AWS
 * only APP_URL is ever used: the Origin header is the client's word.
 */
export const appUrlFor = (origin: string | undefined): string => {
  if (!origin || env.LOCAL_LOOPBACK_ORIGINS !== 'true') return configured;
  return isLoopbackOrigin(origin) ? new URL(origin).origin : configured;
};
