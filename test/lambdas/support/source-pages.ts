import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** The article every "it is read" test expects back. */
export const ARTICLE = {
  title: 'Council counts 1,284 cyclists on the timber bridge',
  figure: '1,284 cyclists a day',
};

export const articleHtml = (paragraphs = 4) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${ARTICLE.title} | Wattle Crossing Gazette</title>
<style>.menu{display:flex}</style><script>var tracking = "SCRIPT TEXT MUST NOT APPEAR";</script></head>
<body>
<nav class="menu"><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/classifieds">Classifieds</a></nav>
<main><article>
<h1>${ARTICLE.title}</h1>
${Array.from(
  { length: paragraphs },
  (_, i) => `<p>Paragraph ${i + 1}. The spring count found ${ARTICLE.figure} on the old timber bridge, more than on both road bridges
together, and the council's engineer says the deck can be replaced in stages while it stays open to riders and walkers.</p>`,
).join('\n')}
</article></main>
<footer><p>FOOTER TEXT MUST NOT APPEAR</p></footer>
</body></html>`;

/** A page of about `bytes` bytes: the article's paragraphs repeated, with menus and related links between them. */
export const largeArticleHtml = (bytes: number) => {
  const page = articleHtml(1);
  const paragraph = `<p>The spring count found ${ARTICLE.figure} on the old timber bridge, more than on both road bridges together, and the engineer says the deck can be replaced in stages.</p>
<div class="related"><ul><li><a href="/a">Related story</a></li><li><a href="/b">Another story</a></li></ul></div>\n`;
  const repeats = Math.max(0, Math.floor((bytes - page.length) / paragraph.length));
  return page.replace('</article>', `${paragraph.repeat(repeats)}</article>`);
};

const CERTIFICATE_FILE = new URL('../../fixtures/sources/secure-localhost.cert.pem', import.meta.url);
const KEY_FILE = new URL('../../fixtures/sources/secure-localhost.key.pem', import.meta.url);
/** Trusted by the tests' reader only: a self-signed certificate for `secure.localhost`. */
export const TEST_CERTIFICATE = readFileSync(CERTIFICATE_FILE, 'utf8');

const MB = 1024 * 1024;

export interface PageServer {
  /** http://127.0.0.1:port (or the loopback address it listens on) */
  origin: string;
  port: number;
  /** The Host header of every request, by path, in order. */
  hosts: Map<string, string[]>;
  stop: () => Promise<void>;
}

const send = (res: ServerResponse, status: number, type: string | null, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...headers });
  res.end(body);
};

const drip = (req: IncomingMessage, res: ServerResponse, totalMs: number) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.write('<!doctype html><html><head><title>Slow</title></head><body><p>');
  const timer = setInterval(() => res.write('drip '), 100);
  const end = setTimeout(() => {
    clearInterval(timer);
    res.end('</p></body></html>');
  }, totalMs);
  req.socket.once('close', () => {
    clearInterval(timer);
    clearTimeout(end);
  });
};

const streamBytes = (res: ServerResponse, total: number) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const chunk = Buffer.from(`<p>${'x'.repeat(16 * 1024 - 7)}</p>`);
  let sent = 0;
  const more = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
};

/** Every page the reader's tests need, one path each. */
const route = (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://pages');
  const path = url.pathname;
  const status = /^\/status\/(\d{3})$/.exec(path);
  if (status) return send(res, Number(status[1]), 'text/html', `<html><head><title>${status[1]}</title></head><body><p>Status page</p></body></html>`);
  switch (path) {
    case '/article':
      return send(res, 200, 'text/html; charset=utf-8', articleHtml());
    case '/large-article':
      return send(res, 200, 'text/html; charset=utf-8', largeArticleHtml(Number(url.searchParams.get('bytes') ?? MB)));
    case '/plain':
      return send(res, 200, 'text/plain; charset=utf-8', `Bridge count notes\r\n\r\nThe spring count found ${ARTICLE.figure}.\r\nThe road bridges carried fewer.`);
    case '/plain-long-first-line':
      return send(res, 200, 'text/plain', `${'A first line that goes on and on. '.repeat(10)}\n\nSecond paragraph.`);
    case '/xhtml':
      return send(res, 200, 'application/xhtml+xml', articleHtml().replace('<!doctype html>', '<?xml version="1.0" encoding="utf-8"?>'));
    case '/latin1':
      return send(res, 200, 'text/plain; charset=iso-8859-1', Buffer.from('Café au lait à Montréal', 'latin1'));
    case '/meta-charset':
      return send(
        res,
        200,
        'text/html',
        Buffer.from('<html><head><meta charset="windows-1252"><title>Caf\xe9</title></head><body><p>Cr\xe8me br\xfbl\xe9e for \x80 5</p></body></html>', 'latin1'),
      );
    case '/gzip':
      return send(res, 200, 'text/html; charset=utf-8', gzipSync(articleHtml()), { 'content-encoding': 'gzip' });
    case '/gzip-bomb':
      return send(res, 200, 'text/html', gzipSync(Buffer.alloc(5 * MB, 0x20)), { 'content-encoding': 'gzip' });
    case '/redirect':
      return send(res, Number(url.searchParams.get('status') ?? 302), 'text/plain', '', { location: url.searchParams.get('to') ?? '/article' });
    case '/chain': {
      const left = Number(url.searchParams.get('left') ?? 0);
      return send(res, 302, 'text/plain', '', { location: left > 1 ? `/chain?left=${left - 1}` : '/article' });
    }
    case '/pdf':
      return send(res, 200, 'application/pdf', '%PDF-1.4\n%%EOF\n');
    case '/json':
      return send(res, 200, 'application/json', '{"title":"not a page"}');
    case '/image':
      return send(res, 200, 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    case '/no-type':
      return send(res, 200, null, '<html><body><p>No type</p></body></html>');
    case '/binary-as-text':
      return send(res, 200, 'text/plain', Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 0, 1, 2, 0, 0]));
    case '/empty':
      return send(res, 200, 'text/html', '<html><head><title>Empty</title></head><body></body></html>');
    case '/no-content':
      return send(res, 204, null, '');
    case '/big-declared':
      // Declares 3 MB and sends only the start: the reader must refuse on the header alone.
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * MB) });
      res.write('<html><body>');
      return;
    case '/big-chunked':
      return streamBytes(res, 3 * MB);
    case '/just-under-limit':
      return streamBytes(res, 2 * MB - 64 * 1024);
    case '/slow-headers': {
      const timer = setTimeout(() => send(res, 200, 'text/html', articleHtml()), 3_000);
      req.socket.once('close', () => clearTimeout(timer));
      return;
    }
    case '/slow-body':
      return drip(req, res, 3_000);
    default:
      return send(res, 404, 'text/html', '<html><body><p>Not found</p></body></html>');
  }
};

const listen = async (server: Server, host: string): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
};

const serve = async (server: Server, scheme: 'http' | 'https', host = '127.0.0.1'): Promise<PageServer> => {
  const hosts = new Map<string, string[]>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://pages').pathname;
    hosts.set(path, [...(hosts.get(path) ?? []), req.headers.host ?? '']);
    route(req, res);
  });
  const port = await listen(server, host);
  return {
    origin: `${scheme}://${host}:${port}`,
    port,
    hosts,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The pages on http://127.0.0.1 (or another loopback address) on a free port. */
export const startPageServer = (host = '127.0.0.1') => serve(createServer(), 'http', host);

/** The same pages over https, with the certificate for `secure.localhost`. */
export const startSecurePageServer = () =>
  serve(createTlsServer({ cert: TEST_CERTIFICATE, key: readFileSync(KEY_FILE, 'utf8') }) as unknown as Server, 'https');
