import * as z from 'zod';
import { RATE_LIMIT_GROUPS, type RateLimitGroup } from '../routing/rate-limit-groups';

export interface RateLimit {
  /** Requests a user may make in one window. */
  requests: number;
  windowSeconds: number;
}

/**
 * Per user, in AWS and locally alike (API Gateway's stage limits are shared by every caller). A creator
 * writes a script in minutes and buys credits a few times a month, so 10 scripts or 5 checkouts within a
 * minute is far beyond real use, yet it stops a burst before it spends credits, model calls or Stripe sessions.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitGroup, RateLimit> = {
  generate: { requests: 10, windowSeconds: 60 },
  checkout: { requests: 5, windowSeconds: 60 },
  // Rewrites are free, but each is a model call: 30 an hour is more than a creator polishing scripts needs.
  rewrite: { requests: 30, windowSeconds: 3600 },
  // Each read is an outside request made on the user's behalf (up to 10 s and 2 MB): a creator adds at most
  // 5 sources to a script, so 30 a minute leaves room for retries and several scripts while capping a prober.
  'read-source': { requests: 30, windowSeconds: 60 },
};

const rateLimitSchema = z.object({ requests: z.int().min(1), windowSeconds: z.int().min(1) });
const overridesSchema = z.partialRecord(z.enum(RATE_LIMIT_GROUPS), rateLimitSchema);

/**
 * The limits in force: the defaults, each group replaceable through `RATE_LIMITS` (JSON, e.g.
 * `{"generate":{"requests":2,"windowSeconds":2}}`) so tests need not wait a minute. A malformed value throws.
 */
export const rateLimitsFrom = (raw: string | undefined): Record<RateLimitGroup, RateLimit> => {
  if (!raw) return DEFAULT_RATE_LIMITS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('Invalid Lambda environment: RATE_LIMITS is not JSON');
  }
  const overrides = overridesSchema.safeParse(parsed);
  if (!overrides.success) throw new Error('Invalid Lambda environment: RATE_LIMITS');
  return { ...DEFAULT_RATE_LIMITS, ...overrides.data };
};
