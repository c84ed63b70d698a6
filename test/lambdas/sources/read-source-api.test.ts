import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWebPageReader } from '../../../lambdas/adapters/web-page-reader';
import { handler, readSourceHandler } from '../../../lambdas/api/sources/read-source';
import {
  type ReadSourceResponse,
  readSourceBodySchema,
  readSourceResponseSchema,
  SOURCE_TEXT_MAX_CHARACTERS,
  SOURCE_UNREADABLE_MESSAGES as REFUSED,
  SOURCE_URL_MESSAGES,
} from '../../../lambdas/contracts/source-link';
import { classifyAddress, isIpLiteral } from '../../../lambdas/domain/sources/address-rules';
import { parseLocalAllowance } from '../../../lambdas/domain/sources/link-rules';
import { SAMPLE_ARTICLE } from '../../../lambdas/local/sample-pages';
import { apiEvent, invoke } from '../support/api-event';
import { type PageServer, startPageServer } from '../support/source-pages';

// The real handler (the whole middy stack) with the environment the local stack gives it: the allowance lets the
// stack's own origin through, where it serves its sample pages (lambdas/local/sample-pages.ts), and nothing else.
const appUrl = inject('appUrl');
const sample = (name: string) => `${appUrl}/_local/sample-pages/${name}`;

type Answer = ReadSourceResponse & { error?: { code: string; message: string } };
const read = (url: unknown, via = handler) =>
  invoke<Answer>(via, apiEvent({ method: 'POST', path: '/api/sources/read', body: url === undefined ? {} : { url } }));

const expectRefused = async (url: string, message: string) => {
  const answer = await read(url);
  expect(answer.statusCode, url).toBe(422);
  expect(answer.body.error).toEqual({ code: 'source.unreadable', message });
};

/** False for a link whose host is a public IP address, as the contract would read it. */
const notPublicAddress = (link: string) => {
  const parsed = readSourceBodySchema.safeParse({ url: link });
  if (!parsed.success) return true;
  const { hostname } = new URL(parsed.data.url);
  return !isIpLiteral(hostname) || classifyAddress(hostname) !== 'public';
};

let pages: PageServer;
beforeAll(async () => {
  pages = await startPageServer();
});
afterAll(async () => {
  await pages.stop();
});

describe('POST /api/sources/read', () => {
  it("answers the article's title, address, text and word count", async () => {
    const answer = await read(sample('article'));
    expect(answer.statusCode).toBe(200);
    expect(readSourceResponseSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({ url: sample('article'), title: SAMPLE_ARTICLE.title, truncated: false });
    expect(answer.body.text).toContain(`This year the count found ${SAMPLE_ARTICLE.figure} on the old timber bridge alone`);
    expect(answer.body.text).not.toMatch(/Weather|Privacy|analytics/);
    expect(answer.body.words).toBeGreaterThan(100);
    expect(answer.body.words).toBeLessThan(200);
  });

  it('answers the address the link ended at after a redirect, and reads a plain text page', async () => {
    expect((await read(sample('moved'))).body.url).toBe(sample('article'));
    const notes = await read(`  ${sample('notes')}  `);
    expect(notes.body).toMatchObject({ url: sample('notes'), title: 'Notes on the bridge count', words: 32 });
  });

  it('cuts a long page at 20,000 characters and says so', { timeout: 30_000 }, async () => {
    const long = readSourceHandler(createWebPageReader({ allowance: parseLocalAllowance(`127.0.0.1:${pages.port}`) }));
    const answer = await read(`${pages.origin}/large-article?bytes=${1024 * 1024}`, long);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.truncated).toBe(true);
    expect(answer.body.text.length).toBeLessThanOrEqual(SOURCE_TEXT_MAX_CHARACTERS);
    expect(answer.body.text.length).toBeGreaterThan(SOURCE_TEXT_MAX_CHARACTERS - 200);
  });

  it.each([
    [undefined, SOURCE_URL_MESSAGES.required],
    ['', SOURCE_URL_MESSAGES.required],
    ['   ', SOURCE_URL_MESSAGES.required],
    [42, SOURCE_URL_MESSAGES.required],
    [`https://example.com/${'a'.repeat(2030)}`, SOURCE_URL_MESSAGES.tooLong],
    ['not a link at all', SOURCE_URL_MESSAGES.malformed],
    ['http://', SOURCE_URL_MESSAGES.malformed],
    ['https://exa mple.com/', SOURCE_URL_MESSAGES.malformed],
  ])('answers 400 for %o: %s', async (url, message) => {
    const answer = await read(url);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error?.message).toBe(message);
  });

  it.each([
    ['members', REFUSED.needsLogin],
    ['report.pdf', REFUSED.notWebPage],
    ['large', REFUSED.tooLarge],
    ['to-metadata', REFUSED.privateAddress],
    ['redirect-chain', REFUSED.tooManyRedirects],
    ['no-such-page', REFUSED.notFound],
  ])('answers 422 for the sample page %s: %s', async (name, message) => {
    await expectRefused(sample(name), message);
  });

  it('answers 422 for addresses off the public internet, whatever their form', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/', 'http://10.0.0.1/', 'http://2130706433/', 'http://[::ffff:127.0.0.1]/', 'http://localhost/']) {
      await expectRefused(url, REFUSED.privateAddress);
    }
  });

  it('answers 422 for other schemes, ports, user names and loopback origins the allowance does not name', async () => {
    await expectRefused('ftp://example.com/file', REFUSED.scheme);
    await expectRefused('file:///etc/passwd', REFUSED.scheme);
    await expectRefused('javascript:alert(document.cookie)', REFUSED.scheme);
    await expectRefused('https://example.com:8443/', REFUSED.port);
    await expectRefused(`http://user:pass@${new URL(appUrl).host}/_local/sample-pages/article`, REFUSED.credentials);
    await expectRefused(`${pages.origin}/article`, REFUSED.port);
  });

  it('gives up on the slow sample page when the 10 s are up', { timeout: 20_000 }, async () => {
    const startedAt = performance.now();
    await expectRefused(sample('slow'), REFUSED.tooSlow);
    const seconds = (performance.now() - startedAt) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(9.9);
    expect(seconds).toBeLessThan(12);
  });

  it('never answers 500, whatever the link (property)', { timeout: 60_000 }, async () => {
    // The deployed handler's stack with a resolver that knows no name, so arbitrary links never reach real DNS; links
    // to a public IP address are left out, since those would be fetched (tests reach loopback only).
    const offline = readSourceHandler(
      createWebPageReader({
        allowance: parseLocalAllowance(undefined),
        resolve: async () => Promise.reject(Object.assign(new Error('no such name'), { code: 'ENOTFOUND' })),
        timeoutMs: 500,
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })).filter(notPublicAddress), async (url) => {
        const answer = await read(url, offline);
        expect([400, 422]).toContain(answer.statusCode);
        expect(answer.body.error?.message).toMatch(/^(This page could not be read: |Enter a link|Links must|This is not a web address)/);
      }),
      // Each run also counts against the user's rate window in DynamoDB Local.
      { numRuns: 60 },
    );
  });
});
