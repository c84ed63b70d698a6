import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { TABLE_NAME, db } from './client';
import type { GuardedPut } from './credit-repo';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

/** Retried requests are recognised for a day. */
const RETENTION_SECONDS = 24 * 60 * 60;

const idempotencyRecordSchema = z.object({
  status: z.enum(['pending', 'done']),
  script_id: z.string(),
  request_hash: z.string(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;

/** The record to write together with the debit: only the first request with this key may write it. */
export const idempotencyGuard = (userId: string, key: string, scriptId: string, requestHash: string): GuardedPut => ({
  item: {
    ...Keys.idempotency(userId, key),
    entity: Entity.idempotency,
    status: 'pending',
    script_id: scriptId,
    request_hash: requestHash,
    expires_at: Math.floor(Date.now() / 1000) + RETENTION_SECONDS,
  },
  conditionExpression: 'attribute_not_exists(pk)',
});

export const getIdempotencyRecord = async (userId: string, key: string): Promise<IdempotencyRecord | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.idempotency(userId, key), ConsistentRead: true }));
  return Item ? parseItem(idempotencyRecordSchema, Item, 'idempotency record') : null;
};

export const completeIdempotencyRecord = async (userId: string, key: string): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: Keys.idempotency(userId, key),
      UpdateExpression: 'SET #status = :done',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
};
