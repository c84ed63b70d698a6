/** The routes that cost money share a limit per group: every route of a group counts against the same window. */
export const RATE_LIMIT_GROUPS = ['generate', 'checkout', 'rewrite', 'read-source'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];
