/**
 * Evaluated before the Tracer loads the X-Ray SDK (the first import of ./observability). Outside Lambda (no
 * AWS_EXECUTION_ENV) Powertools turns tracing off, yet the SDK's default automatic mode still installs an
 * async hook (cls-hooked) on the whole process that made every await about 15 times slower in `npm start` and
 * the tests; manual mode installs none. In Lambda the variable is set and tracing keeps its automatic mode.
 */
if (!process.env.AWS_EXECUTION_ENV) process.env.AWS_XRAY_MANUAL_MODE ??= 'true';

export {};
