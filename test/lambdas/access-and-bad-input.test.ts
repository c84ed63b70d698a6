import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ROUTES } from '../../lambdas/routing/routes';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { REPOSITORY_ROOT } from '../../lambdas/local/paths';
import { listDocumentRecords } from '../../lambdas/data/document-repo';
import { apiEvent, invoke } from './support/api-event';
import { deleteDoc, documentFilesOf, newUser, processDoc, requestUpload, sendFile, usageOf } from './support/documents';
import { balanceOf, ledgerOf, scriptRowsOf, storedFilesOf, validBody } from './support/scripts';
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

type RouteHandler = Parameters<typeof invoke>[0];

/** Percent signs that do not start a valid UTF-8 escape (issue 12 hole 1). */
const MALFORMED_ESCAPES = ['%', '%Z', '%ZZ', '%0', '%%', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF', '%F0%9F%98'];

describe('Z4: generated bad requests never cause a server error', () => {
  const handlers = new Map<string, RouteHandler>();
  beforeAll(async () => {
    for (const route of ROUTES) {
      const module = (await import(pathToFileURL(`${REPOSITORY_ROOT}${route.entry}`).href)) as { handler: RouteHandler };
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

  /** What a path id may be when API Gateway hands it over raw: undecodable percent-encoding, any code point. */
  const malformedPercent = fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...MALFORMED_ESCAPES), fc.string({ maxLength: 8 }))
    .map(([before, escape, after]) => `${before}${escape}${after}`);
  const oddId = fc.oneof(fc.string({ maxLength: 80 }), malformedPercent, fc.string({ unit: 'binary', maxLength: 40 }));

  it('answers 2xx or 4xx to 10,000 requests with random bodies, paths and queries across all routes', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        junk,
        fc.option(oddId, { nil: undefined }),
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
          const result = await invoke(handlers.get(route.functionName)!, event);
          statuses.set(result.statusCode, (statuses.get(result.statusCode) ?? 0) + 1);
          expect(result.statusCode, `${route.method} ${route.path} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 10_000 },
    );
    console.info('Z4 statuses', Object.fromEntries(statuses));
  }, 240_000);

  it('answers 2xx or 4xx in the JSON error shape to 1,000 paths with malformed percent-encoding through the gateway', async () => {
    const { idToken } = await signedInUser();
    const idRoutes = ROUTES.filter((route) => route.path.includes('{'));
    const segment = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9._~-]{0,6}$/), fc.constantFrom(...MALFORMED_ESCAPES), fc.stringMatching(/^[A-Za-z0-9%._~-]{0,6}$/))
      .map(([before, escape, after]) => `${before}${escape}${after}`);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...idRoutes, ...ROUTES), segment, async (route, bad) => {
        const path = route.path.includes('{') ? route.path.replace(/\{\w+\}/, bad) : `${route.path}/${bad}`;
        const response = await fetch(`${appUrl}${path}`, {
          method: route.method,
          headers: { authorization: idToken, 'content-type': 'application/json' },
          body: route.method === 'GET' ? undefined : '{}',
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
        if (response.status >= 400) expect(await response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      }),
      { numRuns: 1_000 },
    );
    console.info('Z4 malformed-path statuses', Object.fromEntries(statuses));
  }, 120_000);

  it('answers 0 server errors to 60 random concurrent process/delete/generate/upload interleavings, and the books stay balanced', async () => {
    const operation = fc.record({
      kind: fc.constantFrom('process', 'delete', 'generate', 'upload'),
      pick: fc.nat(),
      key: fc.option(fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002'), { nil: undefined }),
      delay: fc.integer({ min: 0, max: 25 }),
    });
    const statuses = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 12 }), async (operations) => {
        const userId = await newUser();
        const ids: string[] = [];
        for (const text of ['So this is how I talk. Honestly, it is simple.', 'Alright, that is it from me, catch you next time.']) {
          const { body } = await requestUpload(userId, 'notes.txt', text.length);
          await sendFile(body.upload, text);
          ids.push(body.document.id);
        }
        const run = async (op: (typeof operations)[number]) => {
          await new Promise((resolve) => setTimeout(resolve, op.delay));
          const id = ids[op.pick % ids.length]!;
          if (op.kind === 'process') return processDoc(userId, id);
          if (op.kind === 'delete') return deleteDoc(userId, id);
          if (op.kind === 'upload') return requestUpload(userId, 'more.txt', 1 + (op.pick % 5000));
          const event = apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody });
          if (op.key) event.headers = { ...event.headers, 'idempotency-key': op.key };
          return invoke(handlers.get('GenerateScript')!, event);
        };
        const answers = await Promise.all(operations.map(async (op) => ({ kind: op.kind, answer: await run(op) })));
        for (const { kind, answer } of answers) {
          const key = `${kind} ${answer.statusCode}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
        expect(answers.filter(({ answer }) => answer.statusCode >= 500).map(({ kind, answer }) => `${kind} ${answer.statusCode}`)).toEqual([]);

        const [usage, balance, ledger, scripts, scriptFiles, records, documentFiles] = await Promise.all([
          usageOf(userId),
          balanceOf(userId),
          ledgerOf(userId),
          scriptRowsOf(userId),
          storedFilesOf(userId),
          listDocumentRecords(userId),
          documentFilesOf(userId),
        ]);
        expect(usage.counter).toBe(usage.rows);
        expect(balance.total).toBe(ledger.total);
        expect(balance.total).toBeGreaterThanOrEqual(0);
        expect(scripts).toHaveLength(ledger.debits - ledger.refunds);
        // Each script's markdown and its hooks and post (issue 34), nothing else.
        expect(scriptFiles.sort()).toEqual(scripts.flatMap((row) => [row.file_path, row.extras_path]).sort());
        const live = new Set(records.map((record) => record.id));
        const orphans = documentFiles.filter((key) => !key.startsWith('voice/') && !live.has(key.split('/').pop()!.replace(/\.json$/, '')));
        expect(orphans).toEqual([]);
      }),
      { numRuns: 60 },
    );
    console.info('Z4 interleaving statuses', Object.fromEntries(statuses));
  }, 180_000);
});
