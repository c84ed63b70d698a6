import type { APIGatewayProxyEvent } from 'aws-lambda';
import { countRequest } from '../data/rate-limit-repo';
import type { RateLimitGroup } from '../routing/rate-limit-groups';
import { ROUTES } from '../routing/routes';
import { TooManyRequestsError } from './errors';
import { logger } from './logger';
import { recordMetric } from './observability';
import { rateLimitsFrom } from './rate-limits';

const limits = rateLimitsFrom(process.env.RATE_LIMITS);

/** API Gateway (and the local gateway) name the matched route in `httpMethod` + `resource`, as the table does. */
const groupByRoute = new Map<string, RateLimitGroup>(
  ROUTES.flatMap((route) => (route.rateLimit ? [[`${route.method} ${route.path}`, route.rateLimit] as const] : [])),
);

/**
 * Refuses the request with 429 when its route's group is over the user's limit. The group comes from the
 * route table, the same line that grants the Lambda the window writes, so the check and the grant cannot drift.
 */
export const enforceRateLimit = async (event: APIGatewayProxyEvent, userId: string): Promise<void> => {
  const group = groupByRoute.get(`${event.httpMethod} ${event.resource}`);
  if (!group) return;
  const decision = await countRequest(userId, group, limits[group]);
  if (decision.allowed) return;
  // A real creator never gets here: each refusal is worth seeing in the logs.
  logger.info('rate limit reached', { group, retryAfterSeconds: decision.retryAfterSeconds });
  recordMetric('Throttles', 1);
  throw new TooManyRequestsError(decision.retryAfterSeconds);
};
