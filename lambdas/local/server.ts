import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { APP_SHELL_FILE } from '../contracts/prerendered-pages';
import type { RuntimeConfig } from '../contracts/runtime-config';
import { securityHeaders } from '../shared/security-headers';
import type { Mailbox } from './mailbox';
import { renderMailboxPage } from './mailbox-page';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type ApiGateway = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>;
/** A local tool under `/_local`; answers true when it handled the request. */
export type LocalTool = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;

/** Bodies above this are refused before they reach a handler, as API Gateway's 10 MB payload limit does. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
};

const ownPath = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/config.json' || path.startsWith('/_local/');

export interface AppServerOptions {
  port: number;
  config: RuntimeConfig;
  gateway: ApiGateway;
  mailbox: Mailbox;
  localTools: readonly LocalTool[];
  /** Sources the app's scripts may connect to besides itself (local Cognito and S3). */
  connectSources: readonly string[];
  /** Serves the production build from this folder, or hands the web app to Vite's dev middleware. */
  web: { distDirectory: string } | { viteMiddleware: Middleware };
}

/** The one local origin: web app, `/config.json`, the API gateway under `/api` and the local tools under `/_local`. */
export const startAppServer = async (options: AppServerOptions): Promise<{ server: Server; url: string }> => {
  const headers = securityHeaders(options.connectSources);
  const webMiddleware: Middleware =
    'distDirectory' in options.web
      ? sirv(options.web.distDirectory, {
          // Paths without a file get the empty app shell; the prerendered public pages are their own files.
          single: APP_SHELL_FILE,
          etag: true,
          // The .br and .gz copies precompress() wrote: text answers go out compressed, as CloudFront sends them.
          brotli: true,
          gzip: true,
          setHeaders: (res, pathname) => {
            if (pathname.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
            else res.setHeader('cache-control', 'no-cache');
          },
        })
      : options.web.viteMiddleware;

  const servesBuild = 'distDirectory' in options.web;
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Every answer carries them, as CloudFront's policy adds them to S3's and API Gateway's alike; only Vite's
    // dev pages go without, since its hot reload needs inline scripts.
    if (servesBuild || ownPath(path)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      if (path.startsWith('/api/') || path === '/api') {
        const body = await readBody(req);
        if (body === null) {
          send(res, 413, 'application/json', JSON.stringify({ error: { code: 'request.too_large', message: 'Request body too large' } }));
          return;
        }
        await options.gateway(req, res, body);
        return;
      }
      if (path === '/config.json') return send(res, 200, 'application/json', JSON.stringify(options.config));
      if (path === '/_local/mail.json') return send(res, 200, 'application/json', JSON.stringify(options.mailbox.list()));
      if (path === '/_local/mail') return send(res, 200, 'text/html; charset=utf-8', renderMailboxPage(options.mailbox.list()));
      if (path.startsWith('/_local/')) {
        for (const tool of options.localTools) if (await tool(req, res, path)) return;
        return send(res, 404, 'text/plain', 'Not found');
      }
      webMiddleware(req, res, () => send(res, 404, 'text/plain', 'Not found'));
    } catch (error) {
      console.error('[server]', error);
      if (!res.headersSent) send(res, 500, 'text/plain', 'Internal error');
      else res.end();
    }
  });

  // Node closes an idle kept-alive connection after 5 s by default, and a client that sends on it at that moment
  // gets a reset (seen as ECONNRESET in a journey that paused about 5 s between two requests). Clients keep idle
  // connections far longer, so the server now outlasts them rather than racing them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return { server, url: `http://localhost:${port}` };
};
