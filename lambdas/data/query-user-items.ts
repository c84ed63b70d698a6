import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from './client';
import { userPk } from './keys';

/** Every item of a user whose sort key starts with `prefix` (all of them for ''), following pages to the end. */
export const queryUserItems = async (
  userId: string,
  prefix: string,
  order: 'oldest first' | 'newest first' = 'oldest first',
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPk(userId), ...(prefix ? { ':prefix': prefix } : {}) },
        ScanIndexForward: order === 'oldest first',
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};
