import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditPackage } from '../../../lambdas/contracts/packages';
import { CREDIT_PACKAGE_SEED } from '../../../lambdas/data/seed/credit-packages';

const putPackages = vi.fn<(packages: readonly CreditPackage[]) => Promise<void>>();
vi.mock('../../../lambdas/data/package-repo', () => ({ putPackages: (p: readonly CreditPackage[]) => putPackages(p) }));

const responses: { body: Record<string, unknown>; contentType: string | undefined }[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    responses.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), contentType: req.headers['content-type'] });
    res.end();
  });
});
let responseUrl = '';
let handler: (event: CloudFormationCustomResourceEvent, context: Context) => Promise<void>;

beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 'table');
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  responseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/response`;
  ({ handler } = await import('../../../lambdas/infra/seed-packages'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  responses.length = 0;
  putPackages.mockReset().mockResolvedValue();
});

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

describe('credit package seed custom resource', () => {
  it('writes the seed with the configured live price ids, and reports success', async () => {
    await handler(event('Create', { PriceIdOverrides: JSON.stringify({ creator: 'price_live' }) }), context);
    expect(putPackages).toHaveBeenCalledWith(
      CREDIT_PACKAGE_SEED.map((pkg) => (pkg.id === 'creator' ? { ...pkg, stripe_price_id: 'price_live' } : pkg)),
    );
    expect(responses).toEqual([
      {
        body: expect.objectContaining({ Status: 'SUCCESS', PhysicalResourceId: 'credit-packages', RequestId: 'request' }),
        contentType: undefined,
      },
    ]);
  });

  it('rewrites the packages on update and leaves them on delete', async () => {
    await handler(event('Update'), context);
    expect(putPackages).toHaveBeenCalledWith(CREDIT_PACKAGE_SEED);
    await handler(event('Delete'), context);
    expect(putPackages).toHaveBeenCalledTimes(1);
    expect(responses.map((r) => r.body.Status)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('reports failure to CloudFormation instead of hanging the deployment', async () => {
    putPackages.mockRejectedValue(new Error('throttled'));
    await handler(event('Create'), context);
    expect(responses).toEqual([
      { body: expect.objectContaining({ Status: 'FAILED', Reason: expect.stringContaining('stream') }), contentType: undefined },
    ]);
  });
});
