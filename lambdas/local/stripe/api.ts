import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeStripeAccount, StripeApiError } from './account';
import { parseStripeForm } from './form';
import { readBody, sendJson } from './http';
import { LOCAL_STRIPE_SECRET_KEY } from './local-stripe';

const missingSession = (id: string, param?: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such checkout.session: '${id}'`,
    ...(param ? { param } : {}),
  });

const route = async (account: FakeStripeAccount, req: IncomingMessage, res: ServerResponse) => {
  if (req.headers.authorization !== `Bearer ${LOCAL_STRIPE_SECRET_KEY}`) {
    throw new StripeApiError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
  }
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
  if (url.pathname === '/v1/checkout/sessions' && req.method === 'POST') {
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const { session, replayed } = account.create(parseStripeForm(await readBody(req)), key);
    return sendJson(res, 200, account.toJson(session), replayed ? { 'idempotent-replayed': 'true' } : {});
  }
  if (url.pathname === '/v1/checkout/sessions' && req.method === 'GET') {
    const data = account.list().map((session) => account.toJson(session));
    return sendJson(res, 200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
  }
  if (sessionPath && req.method === 'GET') {
    const id = decodeURIComponent(sessionPath[1]!);
    const session = account.get(id);
    if (!session) throw missingSession(id, 'session');
    const expand = [...url.searchParams].filter(([name]) => /^expand(\[\d*\])?$/.test(name)).map(([, value]) => value);
    return sendJson(res, 200, account.toJson(session, expand.includes('line_items')));
  }
  // Not a Stripe endpoint: lets tests pay a session without the checkout page's webhook delivery.
  const payPath = /^\/local\/checkout\/sessions\/([^/]+)\/pay$/.exec(url.pathname);
  if (payPath && req.method === 'POST') {
    const id = decodeURIComponent(payPath[1]!);
    const session = account.get(id);
    if (!session) throw missingSession(id);
    account.pay(id);
    return sendJson(res, 200, account.toJson(session, true));
  }
  throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
};

/**
 * Stripe's Checkout Sessions API on its own port (`POST /v1/checkout/sessions`, `GET /v1/checkout/sessions[/{id}]`,
 * Bearer auth, form-encoded bodies, idempotency keys, Stripe's error bodies), which the production `stripe`
 * SDK reaches unchanged through its host/port/protocol options.
 */
export const startStripeApi = async (account: FakeStripeAccount): Promise<{ endpoint: string; stop: () => Promise<void> }> => {
  const server = createServer(async (req, res) => {
    try {
      await route(account, req, res);
    } catch (error) {
      if (error instanceof StripeApiError) return sendJson(res, error.status, { error: error.body });
      console.error('[stripe]', error);
      sendJson(res, 500, { error: { type: 'api_error', message: 'Local Stripe stand-in failed' } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
