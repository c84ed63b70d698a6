import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import * as z from 'zod';
import type { CreditPackage } from '../contracts/packages';
import { putPackages } from '../data/package-repo';
import { CREDIT_PACKAGE_SEED } from '../data/seed/credit-packages';
import { logger } from '../shared/logger';

const PHYSICAL_RESOURCE_ID = 'credit-packages';

const propertiesSchema = z.object({
  PriceIdOverrides: z
    .string()
    .default('{}')
    .transform((text) => z.record(z.string(), z.string().min(1)).parse(JSON.parse(text))),
});

/** The seed, with the deployment's live Stripe price ids in place of the local ones where configured. */
export const packagesToSeed = (priceIdOverrides: Record<string, string>): CreditPackage[] =>
  CREDIT_PACKAGE_SEED.map((pkg) => ({ ...pkg, stripe_price_id: priceIdOverrides[pkg.id] ?? pkg.stripe_price_id }));

const respond = async (
  event: CloudFormationCustomResourceEvent,
  status: 'SUCCESS' | 'FAILED',
  reason: string,
): Promise<void> => {
  const body = JSON.stringify({
    Status: status,
    Reason: reason,
    PhysicalResourceId: 'PhysicalResourceId' in event ? event.PhysicalResourceId : PHYSICAL_RESOURCE_ID,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: {},
  });
  // A byte body keeps fetch from adding a content-type the presigned response URL was not signed with.
  const response = await fetch(event.ResponseURL, { method: 'PUT', body: Buffer.from(body) });
  if (!response.ok) throw new Error(`CloudFormation response upload failed with ${response.status}`);
};

/**
 * CloudFormation custom resource: writes the credit packages on every create and update (the stack passes a
 * hash of the seed, so a changed seed is an update). Delete leaves them: they live and die with the table.
 * It always answers CloudFormation, so a failure fails the deployment instead of hanging it.
 */
export const handler = async (event: CloudFormationCustomResourceEvent, context: Context): Promise<void> => {
  try {
    if (event.RequestType !== 'Delete') {
      const { PriceIdOverrides } = propertiesSchema.parse(event.ResourceProperties);
      await putPackages(packagesToSeed(PriceIdOverrides));
    }
    await respond(event, 'SUCCESS', 'Credit packages seeded');
  } catch (error) {
    logger.error('seeding credit packages failed', { error: error as Error });
    await respond(event, 'FAILED', `Seeding credit packages failed; see log stream ${context.logStreamName}`);
  }
};
