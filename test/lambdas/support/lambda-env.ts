import { inject } from 'vitest';

// Handlers parse their environment at import time, so it is in place before any test file imports one.
Object.assign(process.env, inject('lambdaEnv'));
