import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type CreditPackage, creditPackageSchema } from '../contracts/packages';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

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

/**
 * Every package, active or not, ordered by sort_order: the sort key starts with the zero-padded sort order.
 * The catalogue is one partition of a handful of rows, read whole in one Query; the lookups below pick from
 * it because a package's key needs its sort order, which neither a Stripe price id nor a session knows.
 */
export const listAllPackages = async (): Promise<CreditPackage[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PACKAGE' },
    }),
  );
  return Items.map((item) => parseItem(creditPackageSchema, item, 'credit package'));
};

/** Active packages ordered by sort_order. */
export const listActivePackages = async (): Promise<CreditPackage[]> =>
  (await listAllPackages()).filter((pkg) => pkg.is_active);

/** The active package sold at this Stripe price, or null: what create-checkout may sell. */
export const findActivePackageByPriceId = async (priceId: string): Promise<CreditPackage | null> =>
  (await listActivePackages()).find((pkg) => pkg.stripe_price_id === priceId) ?? null;

/**
 * A package by id, active or not: a payment for a package withdrawn after checkout still gets its credits.
 */
export const findPackageById = async (packageId: string): Promise<CreditPackage | null> =>
  (await listAllPackages()).find((pkg) => pkg.id === packageId) ?? null;
