import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerReason } from '../domain/credits';
import { TABLE_NAME, db } from './client';
import { SortKeyPrefix, userPk } from './keys';

export interface LedgerEntry {
  delta: number;
  reason: LedgerReason;
  created_at: string;
}

/** Every credit movement of a user, oldest first. */
export const listLedgerEntries = async (userId: string): Promise<LedgerEntry[]> => {
  const entries: LedgerEntry[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.ledger },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) entries.push({ delta: item.delta, reason: item.reason, created_at: item.created_at });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return entries;
};
