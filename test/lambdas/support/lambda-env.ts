import { inject } from 'vitest';

// Handlers parse their environment at import time, so it is in place before any test file imports one.
Object.assign(process.env, inject('lambdaEnv'), {
  // Tests provoke failures on purpose; their expected error logs would bury the real output.
  POWERTOOLS_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT',
});
