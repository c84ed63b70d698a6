import { inject } from 'vitest';

// Handlers parse their environment at import time, so it is in place before any test file imports one.
Object.assign(process.env, inject('lambdaEnv'), {
  // Tests provoke failures on purpose; their expected error logs would bury the real output.
  POWERTOOLS_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT',
  // Other promises are tested with bursts from one user (C1: 50 generates at once): the limits still count
  // every request there but never refuse one. rate-limits.test.ts runs with the real limits.
  RATE_LIMITS: JSON.stringify({
    generate: { requests: 100_000, windowSeconds: 60 },
    checkout: { requests: 100_000, windowSeconds: 60 },
    rewrite: { requests: 100_000, windowSeconds: 60 },
    'read-source': { requests: 100_000, windowSeconds: 60 },
  }),
});
