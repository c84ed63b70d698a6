import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPageReader, type ResolvedAddress, type Resolver, type WebPageReaderOptions } from '../../../lambdas/adapters/web-page-reader';
import { SOURCE_UNREADABLE_MESSAGES as REFUSED, sourceHttpErrorMessage } from '../../../lambdas/contracts/source-link';
import { NO_LOCAL_ALLOWANCE, parseLocalAllowance } from '../../../lambdas/domain/sources/link-rules';
import { type PageServer, startPageServer, startSecurePageServer, TEST_CERTIFICATE } from '../support/source-pages';

// Every refusal of the fetcher against a real server on 127.0.0.1. Names are answered by a resolver the test
// controls (production asks the system's), so a name can point at any address class without touching DNS; nothing
// here ever connects beyond loopback: every other address is refused before a connection is made.

let pages: PageServer;
let secure: PageServer;

beforeAll(async () => {
  [pages, secure] = await Promise.all([startPageServer(), startSecurePageServer()]);
});
afterAll(async () => {
  await Promise.all([pages.stop(), secure.stop()]);
});

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** A resolver answering from a table, counting how often each name was asked. */
const tableResolver = (table: Record<string, ResolvedAddress[]>) => {
  const asked = new Map<string, number>();
  const resolve: Resolver = async (hostname) => {
    asked.set(hostname, (asked.get(hostname) ?? 0) + 1);
    const answer = table[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  return { resolve, asked };
};

/** The reader as production builds it, with the test server's names allowed as loopback origins and a 1 s clock. */
const readerFor = (overrides: Partial<WebPageReaderOptions> = {}) => {
  const names = tableResolver({ 'pages.localhost': [v4('127.0.0.1')], 'secure.localhost': [v4('127.0.0.1')] });
  const read = createWebPageReader({
    allowance: parseLocalAllowance(`127.0.0.1:${pages.port},pages.localhost:${pages.port},secure.localhost:${secure.port}`),
    resolve: names.resolve,
    timeoutMs: 1_000,
    ca: TEST_CERTIFICATE,
    ...overrides,
  });
  return { read, asked: names.asked };
};

const refusal = async (read: (link: string) => Promise<unknown>, link: string): Promise<string> => {
  try {
    await read(link);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${link} was read`);
};

describe('the web page reader: what it reads', () => {
  it('reads a page on an allowed loopback origin and answers its decoded HTML and final address', async () => {
    const page = await readerFor().read(`${pages.origin}/article`);
    expect(page).toMatchObject({ url: `${pages.origin}/article`, kind: 'html' });
    expect(page.body).toContain('1,284 cyclists a day');
  });

  it('follows 3 redirects (301, 302, 303, 307, 308 alike) and answers the address it ended at', async () => {
    const { read } = readerFor();
    expect((await read(`${pages.origin}/chain?left=3`)).url).toBe(`${pages.origin}/article`);
    for (const status of [301, 303, 307, 308]) {
      expect((await read(`${pages.origin}/redirect?status=${status}&to=/plain`)).url).toBe(`${pages.origin}/plain`);
    }
  });

  it('reads text/plain and application/xhtml+xml, decodes gzip, and honours the declared or <meta> charset', async () => {
    const { read } = readerFor();
    expect(await read(`${pages.origin}/plain`)).toMatchObject({ kind: 'text' });
    expect(await read(`${pages.origin}/xhtml`)).toMatchObject({ kind: 'html' });
    expect((await read(`${pages.origin}/gzip`)).body).toContain('1,284 cyclists a day');
    expect((await read(`${pages.origin}/latin1`)).body).toBe('Café au lait à Montréal');
    expect((await read(`${pages.origin}/meta-charset`)).body).toContain('Crème brûlée for € 5');
  });

  it('reads a page of just under 2 MB sent without a declared length', async () => {
    expect((await readerFor().read(`${pages.origin}/just-under-limit`)).body.length).toBeGreaterThan(1.9 * 1024 * 1024);
  });

  it('asks the resolver once and connects to the address it answered, sending the name as Host', async () => {
    // A name that answers 127.0.0.2 first and a private address afterwards (DNS rebinding): asked twice, the second
    // answer would be refused. The page listens on 127.0.0.2 only, so a lookup of Node's own (which would find
    // nothing, or 127.0.0.1 where a resolver maps *.localhost) could not reach it.
    const other = await startPageServer('127.0.0.2');
    try {
      let calls = 0;
      const rebinding: Resolver = async () => (++calls === 1 ? [v4('127.0.0.2')] : [v4('10.0.0.1')]);
      const read = createWebPageReader({ allowance: parseLocalAllowance(`rebind.localhost:${other.port}`), resolve: rebinding, timeoutMs: 1_000 });
      const page = await read(`http://rebind.localhost:${other.port}/article`);
      expect(page.body).toContain('1,284 cyclists a day');
      expect(calls).toBe(1);
      expect(other.hosts.get('/article')).toEqual([`rebind.localhost:${other.port}`]);
    } finally {
      await other.stop();
    }
  });

  it('resolves each redirect hop once, under the same rules', async () => {
    const { read, asked } = readerFor();
    await read(`http://pages.localhost:${pages.port}/redirect?to=${encodeURIComponent(`http://pages.localhost:${pages.port}/chain?left=2`)}`);
    expect(asked.get('pages.localhost')).toBe(4);
  });

  it('over https, connects to the checked address while TLS checks the certificate against the name', async () => {
    const { read } = readerFor();
    const page = await read(`https://secure.localhost:${secure.port}/article`);
    expect(page.url).toBe(`https://secure.localhost:${secure.port}/article`);
    expect(page.body).toContain('1,284 cyclists a day');
    // The same server under a name its certificate does not carry.
    const other = createWebPageReader({
      allowance: parseLocalAllowance(`other.localhost:${secure.port}`),
      resolve: async () => [v4('127.0.0.1')],
      timeoutMs: 1_000,
      ca: TEST_CERTIFICATE,
    });
    expect(await refusal(other, `https://other.localhost:${secure.port}/article`)).toBe(REFUSED.certificate);
    // And a certificate nobody trusts: Node's own list, as in production.
    expect(await refusal(readerFor({ ca: undefined }).read, `https://secure.localhost:${secure.port}/article`)).toBe(REFUSED.certificate);
  });
});

/** Each class the rules refuse, as an address a name might resolve to. */
const REFUSED_ADDRESSES: [string, ResolvedAddress][] = [
  ['loopback', v4('127.0.0.1')],
  ['loopback, elsewhere in 127/8', v4('127.53.0.2')],
  ['IPv6 loopback', v6('::1')],
  ['private 10/8', v4('10.0.0.1')],
  ['private 172.16/12', v4('172.31.255.254')],
  ['private 192.168/16', v4('192.168.1.1')],
  ['unique local fc00::/7', v6('fd12:3456::1')],
  ['link-local 169.254/16', v4('169.254.1.1')],
  ['link-local fe80::/10', v6('fe80::1')],
  ['carrier-grade NAT 100.64/10', v4('100.64.0.1')],
  ['multicast 224/4', v4('224.0.0.251')],
  ['IPv6 multicast', v6('ff02::1')],
  ['unspecified 0.0.0.0', v4('0.0.0.0')],
  ['unspecified 0/8', v4('0.1.2.3')],
  ['IPv6 unspecified', v6('::')],
  ['broadcast', v4('255.255.255.255')],
  ['AWS metadata', v4('169.254.169.254')],
  ['AWS metadata over IPv6', v6('fd00:ec2::254')],
  ['Alibaba metadata', v4('100.100.100.200')],
  ['Azure wireserver', v4('168.63.129.16')],
  ['benchmarking 198.18/15', v4('198.18.0.1')],
  ['documentation 192.0.2/24', v4('192.0.2.1')],
  ['reserved 240/4', v4('240.0.0.1')],
  ['IPv4-mapped loopback', v6('::ffff:127.0.0.1')],
  ['IPv4-mapped metadata', v6('::ffff:a9fe:a9fe')],
  ['IPv4-compatible loopback', v6('::7f00:1')],
  ['NAT64 of a private address', v6('64:ff9b::a00:1')],
  ['6to4 of a private address', v6('2002:c0a8:101::1')],
  ['Teredo with a private server', v6('2001:0:a00:1::1')],
  ['IPv6 documentation', v6('2001:db8::1')],
];

describe('the web page reader: every address class it refuses', () => {
  it.each(REFUSED_ADDRESSES)('refuses a name that resolves to %s (%o) before connecting', async (_label, address) => {
    const names = tableResolver({ 'site.example': [address] });
    const { read } = readerFor({ resolve: names.resolve });
    expect(await refusal(read, 'http://site.example/article')).toBe(REFUSED.privateAddress);
    expect(names.asked.get('site.example')).toBe(1);
  });

  it('refuses a name when any one of its addresses is refused, even listed after a public one', async () => {
    const names = tableResolver({ 'mixed.example': [v4('93.184.215.14'), v4('10.1.2.3')], 'mixed6.example': [v6('2606:4700::1'), v6('fe80::1')] });
    const { read } = readerFor({ resolve: names.resolve });
    expect(await refusal(read, 'https://mixed.example/')).toBe(REFUSED.privateAddress);
    expect(await refusal(read, 'https://mixed6.example/')).toBe(REFUSED.privateAddress);
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:80/admin',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0/',
    'https://0x7f.0.0.1/',
    'http://3232235777/',
  ])('refuses the literal address %s without resolving anything', async (link) => {
    const { read, asked } = readerFor();
    expect(await refusal(read, link)).toBe(REFUSED.privateAddress);
    expect(asked.size).toBe(0);
  });

  it('refuses a name resolving to loopback on the standard port, and on an allowed origin any non-loopback address', async () => {
    const { read } = readerFor({ resolve: tableResolver({ 'localhost': [v4('127.0.0.1'), v6('::1')] }).resolve });
    expect(await refusal(read, 'http://localhost/')).toBe(REFUSED.privateAddress);
    const lan = createWebPageReader({
      allowance: parseLocalAllowance(`localhost:${pages.port}`),
      resolve: tableResolver({ localhost: [v4('10.0.0.1')] }).resolve,
      timeoutMs: 1_000,
    });
    expect(await refusal(lan, `http://localhost:${pages.port}/article`)).toBe(REFUSED.privateAddress);
  });

  it('answers a name that does not resolve as such', async () => {
    expect(await refusal(readerFor().read, 'https://no-such-site.example/')).toBe(REFUSED.unknownHost);
  });
});

describe('the web page reader: redirects', () => {
  const to = (target: string, status = 302) => `${pages.origin}/redirect?status=${status}&to=${encodeURIComponent(target)}`;

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/', REFUSED.privateAddress],
    ['a private address', 'http://10.0.0.1/', REFUSED.privateAddress],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/', REFUSED.privateAddress],
    ['a decimal loopback', 'http://2130706433/', REFUSED.privateAddress],
    ['a name resolving to a private address', 'http://intranet.example/', REFUSED.privateAddress],
    ['another loopback port', 'http://127.0.0.1:9/', REFUSED.port],
    ['a file', 'file:///etc/passwd', REFUSED.scheme],
    ['ftp', 'ftp://ftp.example/file', REFUSED.scheme],
    ['a link with a password', 'http://user:secret@pages.localhost/', REFUSED.credentials],
  ])('refuses a redirect to %s', async (_label, target, message) => {
    const { read } = readerFor({ resolve: tableResolver({ 'intranet.example': [v4('10.20.30.40')], 'pages.localhost': [v4('127.0.0.1')] }).resolve });
    expect(await refusal(read, to(target))).toBe(message);
  });

  it('refuses a redirect to a private address made with 307 and 308 too', async () => {
    const { read } = readerFor();
    for (const status of [301, 303, 307, 308]) expect(await refusal(read, to('http://192.168.1.1/', status))).toBe(REFUSED.privateAddress);
  });

  it('refuses the 4th redirect', async () => {
    expect(await refusal(readerFor().read, `${pages.origin}/chain?left=4`)).toBe(REFUSED.tooManyRedirects);
  });
});

describe('the web page reader: size, time, type and status', () => {
  it('refuses a page that declares more than 2 MB, without waiting for its body', async () => {
    const startedAt = performance.now();
    expect(await refusal(readerFor({ timeoutMs: 5_000 }).read, `${pages.origin}/big-declared`)).toBe(REFUSED.tooLarge);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('refuses a page that sends more than 2 MB without declaring it, and a small gzip that inflates past 2 MB', async () => {
    const { read } = readerFor({ timeoutMs: 5_000 });
    expect(await refusal(read, `${pages.origin}/big-chunked`)).toBe(REFUSED.tooLarge);
    expect(await refusal(read, `${pages.origin}/gzip-bomb`)).toBe(REFUSED.tooLarge);
  });

  it('gives up on a page whose headers come late, at the clock (1 s here, 10 s in production)', async () => {
    const startedAt = performance.now();
    expect(await refusal(readerFor().read, `${pages.origin}/slow-headers`)).toBe(REFUSED.tooSlow);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(950);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('gives up on a body that keeps dripping past the clock', async () => {
    const startedAt = performance.now();
    expect(await refusal(readerFor().read, `${pages.origin}/slow-body`)).toBe(REFUSED.tooSlow);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('counts the clock over the whole read, redirects included', async () => {
    const startedAt = performance.now();
    expect(await refusal(readerFor().read, `${pages.origin}/redirect?to=/slow-body`)).toBe(REFUSED.tooSlow);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it.each(['/pdf', '/json', '/image', '/no-type'])('refuses %s as not a web page', async (path) => {
    expect(await refusal(readerFor().read, `${pages.origin}${path}`)).toBe(REFUSED.notWebPage);
  });

  it.each([
    ['/status/401', REFUSED.needsLogin],
    ['/status/403', REFUSED.needsLogin],
    ['/status/404', REFUSED.notFound],
    ['/status/410', REFUSED.notFound],
    ['/status/500', sourceHttpErrorMessage(500)],
    ['/status/503', sourceHttpErrorMessage(503)],
    ['/no-content', REFUSED.noText],
  ])('answers %s with its message', async (path, message) => {
    expect(await refusal(readerFor().read, `${pages.origin}${path}`)).toBe(message);
  });

  it('answers a closed port as unreachable', async () => {
    const closed = await startPageServer();
    await closed.stop();
    const read = createWebPageReader({ allowance: parseLocalAllowance(`127.0.0.1:${closed.port}`), timeoutMs: 1_000 });
    expect(await refusal(read, `${closed.origin}/article`)).toBe(REFUSED.unreachable);
  });
});

describe('the web page reader: the link rules', () => {
  it.each([
    ['ftp://pages.localhost/file', REFUSED.scheme],
    ['file:///etc/passwd', REFUSED.scheme],
    ['javascript:alert(1)', REFUSED.scheme],
    ['data:text/html,<p>hi</p>', REFUSED.scheme],
    ['gopher://site.example:70/', REFUSED.scheme],
    ['http://site.example:8080/', REFUSED.port],
    ['https://site.example:22/', REFUSED.port],
    ['http://site.example:6379/', REFUSED.port],
    ['http://user:pass@site.example/', REFUSED.credentials],
    ['http://user@site.example/', REFUSED.credentials],
  ])('refuses %s', async (link, message) => {
    const { read, asked } = readerFor();
    expect(await refusal(read, link)).toBe(message);
    expect(asked.size).toBe(0);
  });

  it('refuses a user name and password even on an allowed origin', async () => {
    expect(await refusal(readerFor().read, `http://user:pass@127.0.0.1:${pages.port}/article`)).toBe(REFUSED.credentials);
  });

  it('without the local allowance refuses the test server, by address and by port', async () => {
    const read = createWebPageReader({ allowance: NO_LOCAL_ALLOWANCE, resolve: tableResolver({ 'pages.localhost': [v4('127.0.0.1')] }).resolve, timeoutMs: 1_000 });
    expect(await refusal(read, `${pages.origin}/article`)).toBe(REFUSED.port);
    expect(await refusal(read, `http://pages.localhost:${pages.port}/article`)).toBe(REFUSED.port);
    expect(await refusal(read, 'http://pages.localhost/article')).toBe(REFUSED.privateAddress);
    expect(await refusal(read, 'http://127.0.0.1/article')).toBe(REFUSED.privateAddress);
  });

  it('lets through exactly the allowed origins: another port or another loopback name stays refused', async () => {
    const read = createWebPageReader({ allowance: parseLocalAllowance(`127.0.0.1:${pages.port}`), resolve: tableResolver({ localhost: [v4('127.0.0.1')] }).resolve, timeoutMs: 1_000 });
    expect((await read(`${pages.origin}/article`)).kind).toBe('html');
    expect(await refusal(read, `http://localhost:${pages.port}/article`)).toBe(REFUSED.port);
    expect(await refusal(read, `http://127.0.0.2:${pages.port}/article`)).toBe(REFUSED.port);
    expect(await refusal(read, `http://127.0.0.1:${pages.port + 1}/article`)).toBe(REFUSED.port);
  });
});
