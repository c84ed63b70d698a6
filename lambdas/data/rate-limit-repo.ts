import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { RateLimit } from '../shared/rate-limits';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Only writers that keep losing the race to open a new window go round again; a few rounds settle any burst. */
const MAX_ROUNDS = 8;

const COUNT = { '#count': 'count' };

/** The window as the refused update found it, in DynamoDB's own attribute format (no document client here). */
const refusedWindowSchema = z.object({ window_start: z.object({ N: z.coerce.number() }).optional() });

const expiresAt = (windowEndMs: number) => Math.ceil(windowEndMs / 1000) + 60;

/** Counts one request in the open window; answers what the window held when the count did not fit. */
const countInOpenWindow = async (key: ReturnType<typeof Keys.rateWindow>, limit: RateLimit, now: number) => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key,
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'window_start > :cutoff AND #count < :requests',
        ExpressionAttributeNames: COUNT,
        ExpressionAttributeValues: { ':one': 1, ':cutoff': now - limit.windowSeconds * 1000, ':requests': limit.requests },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { counted: true as const };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { window_start } = parseItem(refusedWindowSchema, error.Item ?? {}, `rate window (pk ${key.pk}, sk ${key.sk})`);
    return { counted: false as const, windowStart: window_start?.N ?? null };
  }
};

/** Opens a new window with this request as its first, unless another request replaced the old one first. */
const openWindow = async (key: ReturnType<typeof Keys.rateWindow>, limit: RateLimit, now: number, previousStart: number | null) => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET window_start = :now, #count = :one, entity = :entity, expires_at = :expires',
        ConditionExpression: previousStart === null ? 'attribute_not_exists(pk)' : 'window_start = :previous',
        ExpressionAttributeNames: COUNT,
        ExpressionAttributeValues: {
          ':now': now,
          ':one': 1,
          ':entity': Entity.rateWindow,
          ':expires': expiresAt(now + limit.windowSeconds * 1000),
          ...(previousStart === null ? {} : { ':previous': previousStart }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/**
 * Counts one request of a user against a limit, atomically under any concurrency. A window opens with the
 * user's first request and lasts `windowSeconds`; within it at most `requests` are counted, the rest are
 * refused with the seconds until it closes. Refused requests are not counted, so a client that waits as told
 * gets in.
 */
export const countRequest = async (userId: string, group: string, limit: RateLimit, now = Date.now()): Promise<RateDecision> => {
  const key = Keys.rateWindow(userId, group);
  const windowMs = limit.windowSeconds * 1000;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const outcome = await countInOpenWindow(key, limit, now);
    if (outcome.counted) return { allowed: true };
    const { windowStart } = outcome;
    if (windowStart !== null && windowStart > now - windowMs) {
      // Another Lambda may have opened the window a moment after this request read the clock.
      const secondsLeft = Math.ceil((windowStart + windowMs - now) / 1000);
      return { allowed: false, retryAfterSeconds: Math.min(limit.windowSeconds, Math.max(1, secondsLeft)) };
    }
    if (await openWindow(key, limit, now, windowStart)) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: 1 };
};
