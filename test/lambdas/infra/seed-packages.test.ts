import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditPackage } from '../../../lambdas/contracts/packages';
import { Entity, Keys } from '../../../lambdas/data/keys';
import { CREDIT_PACKAGE_SEED } from '../../../lambdas/data/seed/credit-packages';
import { ensureTable } from '../../../lambdas/local/dynamo';

type Seeder = (event: CloudFormationCustomResourceEvent, context: Context) => Promise<void>;

// The custom resource runs against DynamoDB Local, on a table of its own: the shared one holds the packages
// the other test files sell, and seeding rewrites that whole partition.
const TABLE = `seed-packages-${randomUUID()}`;
const dynamo = new DynamoDBClient({});
const db = DynamoDBDocumentClient.from(dynamo);

/** The seeder as a fresh Lambda container on `tableName` would load it (the table is read at import). */
const loadSeeder = async (tableName: string): Promise<Seeder> => {
  vi.resetModules();
  vi.stubEnv('TABLE_NAME', tableName);
  return (await import('../../../lambdas/infra/seed-packages')).handler;
};

/** Where CloudFormation's presigned response URL would take the answer. */
const answers: { body: Record<string, unknown>; contentType: string | undefined }[] = [];
const cloudFormation = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    answers.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), contentType: req.headers['content-type'] });
    res.end();
  });
});
let responseUrl = '';

const event = (RequestType: 'Create' | 'Update' | 'Delete', properties: Record<string, string> = {}) =>
  ({
    RequestType,
    ServiceToken: 'arn',
    ResponseURL: responseUrl,
    StackId: 'stack',
    RequestId: 'request',
    LogicalResourceId: 'Packages',
    ResourceType: 'Custom::CreditPackages',
    ResourceProperties: { ServiceToken: 'arn', SeedHash: 'h', ...properties },
    ...(RequestType === 'Create' ? {} : { PhysicalResourceId: 'credit-packages' }),
  }) as unknown as CloudFormationCustomResourceEvent;
const context = { logStreamName: 'stream' } as Context;

/** Every item of the packages partition, keys and all, in sort-key order. */
const storedPackages = async () => {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'PACKAGE' } }),
  );
  return Items;
};
const asStored = (pkg: CreditPackage) => ({ ...Keys.creditPackage(pkg.sort_order, pkg.id), entity: Entity.creditPackage, ...pkg });
const putDirectly = (pkg: CreditPackage) => db.send(new PutCommand({ TableName: TABLE, Item: asStored(pkg) }));
const clearPackages = async () => {
  for (const { pk, sk } of await storedPackages()) await db.send(new DeleteCommand({ TableName: TABLE, Key: { pk, sk } }));
};

let seed: Seeder;
beforeAll(async () => {
  await ensureTable(dynamo, TABLE);
  await new Promise<void>((resolve) => cloudFormation.listen(0, '127.0.0.1', resolve));
  responseUrl = `http://127.0.0.1:${(cloudFormation.address() as AddressInfo).port}/response`;
  seed = await loadSeeder(TABLE);
});
afterAll(async () => {
  await new Promise<void>((resolve) => cloudFormation.close(() => resolve()));
  await dynamo.send(new DeleteTableCommand({ TableName: TABLE }));
});
beforeEach(async () => {
  answers.length = 0;
  await clearPackages();
});

const [starter, creator, studio] = CREDIT_PACKAGE_SEED as [CreditPackage, CreditPackage, CreditPackage];
const success = { body: expect.objectContaining({ Status: 'SUCCESS', PhysicalResourceId: 'credit-packages', RequestId: 'request' }), contentType: undefined };

describe('credit package seed custom resource, on DynamoDB Local', () => {
  it("Create stores the three seeded packages with their keys, the deployment's live price ids where configured, and answers SUCCESS", async () => {
    await seed(event('Create', { PriceIdOverrides: JSON.stringify({ creator: 'price_live_creator' }) }), context);
    expect(await storedPackages()).toEqual([asStored(starter), asStored({ ...creator, stripe_price_id: 'price_live_creator' }), asStored(studio)]);
    expect(answers).toEqual([success]);
  });

  it('is idempotent: running the same seed again (an Update, twice) leaves the same three items', async () => {
    await seed(event('Create'), context);
    const first = await storedPackages();
    await seed(event('Update'), context);
    await seed(event('Update'), context);
    expect(first).toEqual(CREDIT_PACKAGE_SEED.map(asStored));
    expect(await storedPackages()).toEqual(first);
    expect(answers).toEqual([success, success, success]);
  });

  it('puts a seeded package back as the seed says when it was changed since, and keeps a package the seed does not name', async () => {
    const legacy: CreditPackage = { ...starter, id: 'legacy', name: 'Legacy', stripe_price_id: 'price_legacy', sort_order: 9, is_active: false };
    await putDirectly({ ...creator, name: 'Creator (old)', price_cents: 100, badge_text: null, is_active: false });
    await putDirectly(legacy);
    await seed(event('Update'), context);
    expect(await storedPackages()).toEqual([...CREDIT_PACKAGE_SEED.map(asStored), asStored(legacy)]);
  });

  it('an Update with a new live price id replaces the one the Create wrote', async () => {
    await seed(event('Create', { PriceIdOverrides: JSON.stringify({ studio: 'price_live_1' }) }), context);
    await seed(event('Update', { PriceIdOverrides: JSON.stringify({ studio: 'price_live_2' }) }), context);
    expect((await storedPackages()).map((item) => item.stripe_price_id)).toEqual(['price_local_starter', 'price_local_creator', 'price_live_2']);
  });

  it('Delete leaves the packages where they are', async () => {
    await seed(event('Create'), context);
    await seed(event('Delete'), context);
    expect(await storedPackages()).toEqual(CREDIT_PACKAGE_SEED.map(asStored));
    expect(answers).toEqual([success, success]);
  });

  it('answers FAILED with the log stream, writing nothing, when the price id overrides are not JSON', async () => {
    await seed(event('Create', { PriceIdOverrides: '{creator:' }), context);
    expect(await storedPackages()).toEqual([]);
    expect(answers).toEqual([{ body: expect.objectContaining({ Status: 'FAILED', Reason: expect.stringContaining('stream') }), contentType: undefined }]);
  });

  it('answers FAILED instead of hanging the deployment when DynamoDB refuses the write (no such table)', async () => {
    const seedMissingTable = await loadSeeder(`missing-${randomUUID()}`);
    await seedMissingTable(event('Create'), context);
    expect(answers).toEqual([{ body: expect.objectContaining({ Status: 'FAILED', Reason: expect.stringContaining('stream') }), contentType: undefined }]);
  });
});
