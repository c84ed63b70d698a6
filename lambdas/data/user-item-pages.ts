import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from './client';
import { userPk } from './keys';

type Item = Record<string, unknown>;

const keyCondition = (userId: string, prefix: string) => ({
  KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
  ExpressionAttributeValues: { ':pk': userPk(userId), ...(prefix ? { ':prefix': prefix } : {}) },
});

/**
 * The user's items whose sort key starts with `prefix`, one query page (at most 1 MB) at a time in key order, so
 * an account of any size is walked in bounded memory. `attributes` narrows what each page carries.
 */
export async function* userItemPages(userId: string, prefix: string, attributes?: readonly string[]): AsyncGenerator<Item[]> {
  const projection = attributes
    ? {
        ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
      }
    : {};
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ TableName: TABLE_NAME, ...keyCondition(userId, prefix), ...projection, ConsistentRead: true, ExclusiveStartKey }),
    );
    if (page.Items?.length) yield page.Items;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** How many items the user has under `prefix`: a count query reads keys but returns none of them. */
export const countUserItems = async (userId: string, prefix: string): Promise<number> => {
  let count = 0;
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ TableName: TABLE_NAME, ...keyCondition(userId, prefix), Select: 'COUNT', ExclusiveStartKey }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
};

/** One of the user's single items (profile, style guide, voice profile) as stored, or null. */
export const getUserItem = async (userId: string, sortKey: string): Promise<Item | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: userPk(userId), sk: sortKey }, ConsistentRead: true }));
  return Item ?? null;
};
