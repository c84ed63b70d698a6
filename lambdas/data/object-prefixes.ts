/**
 * Key prefixes the bucket configuration must know too (lifecycle rules), in a module without environment
 * parsing so the CDK app can import it.
 */

/** Account exports live under this prefix of the scripts bucket; a lifecycle rule removes them after a day. */
export const EXPORTS_PREFIX = 'exports/';
