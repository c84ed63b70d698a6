import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { cancellationCodes, onlyConflicts, writeTransaction } from '../../lambdas/data/conditions';
import { Keys } from '../../lambdas/data/keys';

const counterKey = (userId: string) => Keys.styleGuide(userId);

const readCount = async (userId: string) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: counterKey(userId), ConsistentRead: true }))).Item?.count;

afterEach(() => vi.restoreAllMocks());

describe('writeTransaction: the one transaction path of the data layer', () => {
  // DynamoDB Local runs transactions one at a time and never cancels one for a conflict, so the retry
  // decision is checked on the cancellation codes AWS sends (one per item of the transaction).
  it.each([
    { codes: ['TransactionConflict'], retried: true },
    { codes: ['None', 'TransactionConflict', 'None'], retried: true },
    { codes: ['ConditionalCheckFailed'], retried: false },
    { codes: ['TransactionConflict', 'ConditionalCheckFailed'], retried: false },
    { codes: ['TransactionConflict', 'ThrottlingError'], retried: false },
    { codes: ['None', 'None'], retried: false },
  ])('tries a cancellation $codes again: $retried', ({ codes, retried }) => {
    expect(onlyConflicts(codes)).toBe(retried);
  });

  it('does not try again what was not a cancelled transaction', () => {
    expect(onlyConflicts(null)).toBe(false);
  });

  it('throws a failed condition on the first attempt with its cancellation codes, writing nothing', async () => {
    const userId = randomUUID();
    const send = vi.spyOn(db, 'send');
    const failing = writeTransaction([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: counterKey(userId),
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.profile(userId), ConditionExpression: 'attribute_exists(pk)' } },
    ]);
    const error = await failing.catch((thrown: unknown) => thrown);
    expect(cancellationCodes(error)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await readCount(userId)).toBeUndefined();
  });
});
