import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PassThrough, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SOURCE_FETCH_TIMEOUT_MS, SOURCE_MAX_REDIRECTS, SOURCE_PAGE_MAX_BYTES } from '../contracts/source-link';
import { decodePage } from '../domain/sources/decode-page';
import { checkLink, checkResolvedAddresses, type LinkTarget, type LocalAllowance } from '../domain/sources/link-rules';
import type { FetchedPage, PageFetcher } from '../domain/sources/read-source';
import { httpErrorStatus, SourceUnreadableError, unreadable } from '../domain/sources/unreadable';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name has, as the system resolver gives them (the one lookup of a hop). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export interface WebPageReaderOptions {
  allowance: LocalAllowance;
  /** Tests answer names themselves; production asks the system resolver. */
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Certificates to trust instead of Node's own list (tests only: a certificate made for a test name). */
  ca?: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const LOGIN_STATUSES = new Set([401, 403, 407]);
const GONE_STATUSES = new Set([404, 410]);
const PAGE_TYPES: Record<string, FetchedPage['kind']> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
};
const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL', 'ENODATA']);
const TLS_FAILURE = /^(CERT_|ERR_TLS_|ERR_SSL_)|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH/;

const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; ScriptVoice source reader)',
  accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};

/** Rejects as soon as the read's time is up, whatever the awaited step (a name lookup cannot itself be cancelled). */
const withinTime = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(unreadable('tooSlow'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

/**
 * Node connects to what this answers, and to nothing else: the addresses that were checked. So no second lookup
 * happens between the check and the connection, and a name that answers differently the second time (DNS
 * rebinding) is never asked again. TLS still verifies the certificate against the name, and SNI carries it.
 */
const pinnedLookup =
  (addresses: readonly ResolvedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, addresses.map(({ address, family }) => ({ address, family })));
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };

/** IPv4 first: Lambda outside a VPC has no IPv6 route, and Node tries the next address when one fails. */
const connectOrder = (addresses: readonly ResolvedAddress[]) => [...addresses].sort((a, b) => a.family - b.family);

const addressesOf = async (target: LinkTarget, resolve: Resolver, signal: AbortSignal): Promise<ResolvedAddress[]> => {
  if (target.literal) return [{ address: target.host, family: target.host.includes(':') ? 6 : 4 }];
  const addresses = await withinTime(resolve(target.host), signal);
  checkResolvedAddresses(target, addresses.map(({ address }) => address));
  return connectOrder(addresses);
};

const send = (target: LinkTarget, addresses: readonly ResolvedAddress[], signal: AbortSignal, ca: string | undefined) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const secure = target.url.protocol === 'https:';
    const request = (secure ? https : http).request(
      {
        host: target.host,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'GET',
        headers: REQUEST_HEADERS,
        // A connection of its own each time: a pooled socket would have been checked for another hop.
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
        ...(secure && ca ? { ca } : {}),
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });

const decompressorFor = (encoding: string | undefined): Transform | null => {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return new PassThrough();
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      return null;
  }
};

/**
 * The body, refused the moment it passes `maxBytes` either as sent or as decompressed (so neither a long body
 * nor a small compressed bomb is buffered), and cut off with the rest of the read when the time is up.
 */
const readBody = async (response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> => {
  const decompressor = decompressorFor(response.headers['content-encoding']);
  if (!decompressor) throw unreadable('notWebPage');
  let sent = 0;
  let decoded = 0;
  const chunks: Buffer[] = [];
  const sentLimit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sent += chunk.length;
      callback(sent > maxBytes ? unreadable('tooLarge') : null, chunk);
    },
  });
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      decoded += chunk.length;
      if (decoded > maxBytes) return callback(unreadable('tooLarge'));
      chunks.push(chunk);
      callback();
    },
  });
  await pipeline(response, sentLimit, decompressor, collector, { signal });
  return Buffer.concat(chunks);
};

/** Refuses every answer but a page of the accepted types and size. */
const acceptPage = (response: IncomingMessage, maxBytes: number): FetchedPage['kind'] => {
  const status = response.statusCode ?? 0;
  if (LOGIN_STATUSES.has(status)) throw unreadable('needsLogin');
  if (GONE_STATUSES.has(status)) throw unreadable('notFound');
  if (status < 200 || status >= 300) throw httpErrorStatus(status);
  if (status === 204 || status === 205) throw unreadable('noText');
  const mediaType = (response.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  const kind = PAGE_TYPES[mediaType];
  if (!kind) throw unreadable('notWebPage');
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw unreadable('tooLarge');
  return kind;
};

const asUnreadable = (error: unknown, signal: AbortSignal): SourceUnreadableError => {
  if (error instanceof SourceUnreadableError) return error;
  if (signal.aborted) return unreadable('tooSlow');
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? '');
  if (DNS_FAILURES.has(code)) return unreadable('unknownHost');
  if (TLS_FAILURE.test(code)) return unreadable('certificate');
  return unreadable('unreachable');
};

/**
 * Reads one page for a creator under the rules of lambdas/domain/sources/link-rules.ts: each hop's link checked,
 * its name resolved once and every address checked, the connection made to those addresses only, at most
 * `maxRedirects` redirects (each a new hop), `timeoutMs` for everything, `maxBytes` at most, HTML and plain text only.
 */
export const createWebPageReader = (options: WebPageReaderOptions): PageFetcher => {
  const resolve = options.resolve ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? SOURCE_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? SOURCE_PAGE_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? SOURCE_MAX_REDIRECTS;

  const read = async (link: string, signal: AbortSignal): Promise<FetchedPage> => {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw unreadable('badRedirect');
    }
    for (let redirects = 0; ; redirects++) {
      const target = checkLink(url, options.allowance);
      const addresses = await addressesOf(target, resolve, signal);
      const response = await send(target, addresses, signal, options.ca);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw unreadable('tooManyRedirects');
        try {
          url = new URL(location, target.url);
        } catch {
          throw unreadable('badRedirect');
        }
        continue;
      }
      let kind: FetchedPage['kind'];
      try {
        kind = acceptPage(response, maxBytes);
      } catch (error) {
        response.destroy();
        throw error;
      }
      const body = await readBody(response, maxBytes, signal);
      return { url: target.url.href, kind, body: decodePage(body, response.headers['content-type'], kind === 'html') };
    }
  };

  return async (link) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await read(link, controller.signal);
    } catch (error) {
      throw asUnreadable(error, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
};
