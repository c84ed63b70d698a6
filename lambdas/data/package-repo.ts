import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type CreditPackage, creditPackageSchema } from '../contracts/packages';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';

/** Writes the packages (insert or replace); used by the seeders, never by a request. */
export const putPackages = async (packages: readonly CreditPackage[]): Promise<void> => {
  for (let i = 0; i < packages.length; i += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLE_NAME]: packages.slice(i, i + 25).map((pkg) => ({
            PutRequest: { Item: { ...Keys.creditPackage(pkg.sort_order, pkg.id), entity: Entity.creditPackage, ...pkg } },
          })),
        },
      }),
    );
  }
};

/** Active packages ordered by sort_order: the sort key starts with the zero-padded sort order. */
export const listActivePackages = async (): Promise<CreditPackage[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PACKAGE' },
    }),
  );
  return Items.map((item) => creditPackageSchema.parse(item)).filter((pkg) => pkg.is_active);
};
