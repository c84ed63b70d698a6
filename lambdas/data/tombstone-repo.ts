import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';

// DynamoDB only: the checkout and payment Lambdas read the tombstone and must not bundle the S3 client for it.
const TOMBSTONE_DAYS = 30;

/** Records that the account was deleted, before anything is removed, so nothing can recreate its profile. */
export const markAccountDeleted = async (userId: string): Promise<void> => {
  const now = new Date();
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        ...Keys.deletedAccount(userId),
        entity: Entity.deletedAccount,
        deleted_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + TOMBSTONE_DAYS * 24 * 60 * 60,
      },
    }),
  );
};

/** Whether the account has a tombstone: it was deleted, and a token issued before must write nothing. */
export const isAccountDeleted = async (userId: string): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConsistentRead: true, ProjectionExpression: 'pk' }),
  );
  return Item !== undefined;
};
