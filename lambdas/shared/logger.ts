import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per Lambda; the handler stack adds the request context. */
export const logger = new Logger({ serviceName: 'scriptvoice' });
