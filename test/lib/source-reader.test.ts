import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routing/routes';
import { DEFAULT_RATE_LIMITS } from '../../lambdas/shared/rate-limits';
import { COSTLY_ROUTE_THROTTLING } from '../../lib/constructs/api';
import { synthAppStack } from './support/synth';

type Resource = { Type: string; Properties: Record<string, any> };

const { template } = synthAppStack({ routes: ROUTES });
const resources = template.toJSON().Resources as Record<string, Resource>;
const functions = Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');

describe('the source reader in the AWS stack (issue 30)', () => {
  it('never lets a deployed Lambda fetch loopback pages: no function has SOURCE_FETCH_ALLOW_LOCAL', () => {
    expect(functions.length).toBeGreaterThan(ROUTES.length);
    for (const fn of functions) {
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {}), fn.Properties.Description).not.toContain('SOURCE_FETCH_ALLOW_LOCAL');
    }
    expect(JSON.stringify(template.toJSON())).not.toContain('SOURCE_FETCH_ALLOW_LOCAL');
  });

  it('deploys ReadSource for POST /api/sources/read, behind the user authorizer, with its per-user limit and a stage throttle', () => {
    const route = ROUTES.find((row) => row.functionName === 'ReadSource')!;
    expect(route).toMatchObject({ method: 'POST', path: '/api/sources/read', auth: 'user', rateLimit: 'read-source', grants: {} });
    expect(DEFAULT_RATE_LIMITS['read-source']).toEqual({ requests: 30, windowSeconds: 60 });
    expect(COSTLY_ROUTE_THROTTLING['POST /api/sources/read']).toBeDefined();
    const [readSource] = functions.filter((fn) => fn.Properties.Description === `POST /api/sources/read (${route.entry})`);
    expect(readSource).toBeDefined();
    // It reads no table or bucket of ours: the only table write is its rate window (rate-limit-grants.test.ts).
    expect(Object.keys(readSource!.Properties.Environment.Variables)).not.toContain('BEDROCK_MODEL_ID');
    expect(readSource!.Properties.Timeout).toBe(15);
  });
});
