import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ROUTES } from '../../lambdas/api/routes';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { REPOSITORY_ROOT } from '../../lambdas/local/paths';
import { apiEvent, lambdaContext } from './support/api-event';
import { signedInUser } from './support/cognito-users';
import { mintIdToken } from './support/tokens';

const appUrl = inject('appUrl');
const concretePath = (path: string) => path.replace(/\{\w+\}/g, '01J0000000000000000000000Z');
const userRoutes = ROUTES.filter((route) => route.auth === 'user');

describe('Z1: every protected route refuses every bad token, through the gateway', () => {
  let valid: string;
  let validUserId: string;
  beforeAll(async () => {
    ({ idToken: valid, userId: validUserId } = await signedInUser());
  });

  const past = Math.floor(Date.now() / 1000) - 7200;
  // The refused tokens name these users, so the test can prove nothing was written for them.
  const refusedSubs = [randomUUID(), randomUUID(), randomUUID()];
  const badTokens: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['an expired token', () => mintIdToken({ sub: refusedSubs[0], iat: past, auth_time: past, exp: past + 3600 })],
    ['a tampered signature', () => `${valid.split('.').slice(0, 2).join('.')}.${'A'.repeat(342)}`],
    ["another pool's token", () => mintIdToken({ sub: refusedSubs[1], iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_OtherPool' })],
    ["another client's token", () => mintIdToken({ sub: refusedSubs[2], aud: 'another-client' })],
  ];

  it(`answers 401 in all ${userRoutes.length * badTokens.length} cells, and changes nothing`, async () => {
    const validUserBefore = await allItemsOfUser(validUserId);
    const cells = userRoutes.flatMap((route) => badTokens.map(([name, token]) => ({ route, name, token: token() })));
    const answers = await Promise.all(
      cells.map(async ({ route, name, token }) => {
        const response = await fetch(`${appUrl}${concretePath(route.path)}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: route.method === 'GET' ? undefined : '{}',
        });
        return `${route.method} ${route.path} with ${name}: ${response.status}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(': 401'))).toEqual([]);
    expect(await allItemsOfUser(validUserId)).toEqual(validUserBefore);
    for (const sub of refusedSubs) expect(await allItemsOfUser(sub)).toEqual([]);
  });

  it('lets a valid token through on every protected route (no 401 or 5xx)', async () => {
    for (const route of userRoutes.filter((r) => r.method === 'GET' && !r.path.includes('{'))) {
      const response = await fetch(`${appUrl}${route.path}`, { headers: { authorization: valid } });
      expect(response.status, `${route.method} ${route.path}`).toBe(200);
    }
  });
});

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

describe('Z4: generated bad requests never cause a server error', () => {
  const handlers = new Map<string, ProxyHandler>();
  beforeAll(async () => {
    for (const route of ROUTES) {
      const module = (await import(pathToFileURL(`${REPOSITORY_ROOT}${route.entry}`).href)) as { handler: ProxyHandler };
      handlers.set(route.functionName, module.handler);
    }
  });

  const junk = fc.oneof(
    fc.constant(null),
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.record({ topic: fc.anything(), platform: fc.anything(), duration: fc.anything(), tone: fc.anything() }).map((v) => JSON.stringify(v)),
    fc.record({ name: fc.anything(), size: fc.anything() }).map((v) => JSON.stringify(v)),
    fc.record({ priceId: fc.anything(), sessionId: fc.anything() }).map((v) => JSON.stringify(v)),
    fc.dictionary(fc.constantFrom('intro_template', 'outro_template', 'general_guidance', 'x'), fc.anything()).map((v) => JSON.stringify(v)),
  );

  it('answers 2xx or 4xx to 10,000 requests with random bodies, paths and queries across all routes', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        junk,
        fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
        fc.option(fc.dictionary(fc.constantFrom('limit', 'x'), fc.string({ maxLength: 8 })), { nil: undefined }),
        fc.boolean(),
        async (route, body, id, query, base64) => {
          const event = apiEvent({
            userId: route.auth === 'user' ? randomUUID() : null,
            method: route.method,
            path: route.path,
            rawBody: body === null ? undefined : base64 ? Buffer.from(body).toString('base64') : body,
            pathParameters: route.path.includes('{') ? { id: id ?? '' } : undefined,
            query,
          });
          event.isBase64Encoded = base64 && body !== null;
          if (route.auth === 'stripe-signature') event.headers = { ...event.headers, 'stripe-signature': `t=1,v1=${id ?? ''}` };
          const result = await handlers.get(route.functionName)!(event, lambdaContext);
          statuses.set(result.statusCode, (statuses.get(result.statusCode) ?? 0) + 1);
          expect(result.statusCode, `${route.method} ${route.path} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 10_000 },
    );
    console.info('Z4 statuses', Object.fromEntries(statuses));
  }, 240_000);
});
