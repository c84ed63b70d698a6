import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import Stripe from 'stripe';
import * as z from 'zod';
import type { CreditPackage } from '../contracts/packages';
import { CREDIT_PACKAGE_SEED } from '../data/seed/credit-packages';
import type { LocalTool } from './server';
import { renderCheckoutNotFound, renderCheckoutPage } from './stripe-checkout-page';

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local';

/** Stripe's Checkout Sessions expire after 24 hours. */
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

interface FakePrice {
  id: string;
  unit_amount: number;
  currency: string;
  product: { id: string; name: string; description: string };
}

interface StoredSession {
  id: string;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  line_items: { id: string; price: string; quantity: number }[];
  idempotency_key: string | null;
  fingerprint: string;
}

const now = () => Math.floor(Date.now() / 1000);
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomId = (prefix: string, length: number) =>
  prefix + Array.from(randomBytes(length), (byte) => BASE62[byte % 62]).join('');

/** Stripe's form encoding: `line_items[0][price]=…&metadata[package_id]=…` into nested objects and arrays. */
const parseStripeForm = (text: string): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    if (parts.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let node = root as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
};

const createParamsSchema = z.object({
  mode: z.literal('payment', { error: 'The local Stripe stand-in supports mode=payment only' }),
  line_items: z
    .array(z.object({ price: z.string().min(1), quantity: z.coerce.number().int().positive().default(1) }))
    .min(1, 'line_items is required'),
  client_reference_id: z.string().max(200).optional(),
  customer_email: z.string().optional(),
  metadata: z.record(z.string(), z.string()).default({}),
  success_url: z.url(),
  cancel_url: z.url().optional(),
});

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const fromSeed = (packages: readonly CreditPackage[]): Map<string, FakePrice> =>
  new Map(
    packages.map((pkg) => [
      pkg.stripe_price_id,
      {
        id: pkg.stripe_price_id,
        unit_amount: pkg.price_cents,
        currency: 'aud',
        product: { id: `prod_local_${pkg.id}`, name: pkg.name, description: `${pkg.credits} credits` },
      },
    ]),
  );

/**
 * The local Stripe account: Checkout Sessions for the seeded prices, kept in memory (and in a JSON file
 * when the stack persists its data), in Stripe's JSON shapes for the fields the app uses.
 */
class FakeStripeAccount {
  private readonly sessions = new Map<string, StoredSession>();

  constructor(
    private readonly prices: Map<string, FakePrice>,
    private readonly appUrl: () => string,
    private readonly file: string | null,
  ) {
    if (file && existsSync(file)) {
      for (const session of JSON.parse(readFileSync(file, 'utf8')) as StoredSession[]) this.sessions.set(session.id, session);
    }
  }

  create(params: Record<string, unknown>, idempotencyKey: string | null): { session: StoredSession; replayed: boolean } {
    const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex');
    if (idempotencyKey) {
      const earlier = [...this.sessions.values()].find((session) => session.idempotency_key === idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
      }
      if (earlier) return { session: earlier, replayed: true };
    }
    const parsed = createParamsSchema.safeParse(params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new StripeApiError(400, { type: 'invalid_request_error', message: issue.message, param: issue.path.join('.') });
    }
    parsed.data.line_items.forEach((item, i) => {
      if (!this.prices.has(item.price)) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such price: '${item.price}'`,
          param: `line_items[${i}][price]`,
        });
      }
    });
    const created = now();
    const session: StoredSession = {
      id: randomId('cs_test_', 58),
      created,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: parsed.data.client_reference_id ?? null,
      customer_email: parsed.data.customer_email ?? null,
      metadata: parsed.data.metadata,
      success_url: parsed.data.success_url,
      cancel_url: parsed.data.cancel_url ?? null,
      line_items: parsed.data.line_items.map((item) => ({ id: randomId('li_', 24), price: item.price, quantity: item.quantity })),
      idempotency_key: idempotencyKey,
      fingerprint,
    };
    this.sessions.set(session.id, session);
    this.persist();
    return { session, replayed: false };
  }

  /** Every session, newest first, as Stripe's list endpoint orders them. */
  list(): StoredSession[] {
    return [...this.sessions.keys()].reverse().map((id) => this.get(id)!);
  }

  get(id: string): StoredSession | null {
    const session = this.sessions.get(id) ?? null;
    if (session?.status === 'open' && session.expires_at <= now()) {
      session.status = 'expired';
      this.persist();
    }
    return session;
  }

  /** Marks an open session paid; answers whether it changed (a paid one stays as it was). */
  pay(id: string): boolean {
    const session = this.get(id);
    if (!session || session.status !== 'open') return false;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = randomId('pi_', 24);
    this.persist();
    return true;
  }

  private lineItems(session: StoredSession) {
    const data = session.line_items.map((item) => {
      const price = this.prices.get(item.price)!;
      const amount = price.unit_amount * item.quantity;
      return {
        id: item.id,
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: price.product.name,
        price: {
          id: price.id,
          object: 'price',
          active: true,
          currency: price.currency,
          livemode: false,
          product: price.product.id,
          type: 'one_time',
          unit_amount: price.unit_amount,
        },
        quantity: item.quantity,
      };
    });
    return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
  }

  /** The session as Stripe's API answers it; `line_items` only when expanded, as in Stripe. */
  toJson(session: StoredSession, expandLineItems = false) {
    const lineItems = this.lineItems(session);
    const amount = lineItems.data.reduce((sum, item) => sum + item.amount_total, 0);
    return {
      id: session.id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: session.cancel_url,
      client_reference_id: session.client_reference_id,
      created: session.created,
      currency: lineItems.data[0]?.currency ?? 'aud',
      customer_email: session.customer_email,
      expires_at: session.expires_at,
      livemode: false,
      metadata: session.metadata,
      mode: 'payment',
      payment_intent: session.payment_intent,
      payment_method_types: ['card'],
      payment_status: session.payment_status,
      status: session.status,
      success_url: session.success_url,
      url: session.status === 'open' ? `${this.appUrl()}/_local/checkout/${session.id}` : null,
      ...(expandLineItems ? { line_items: lineItems } : {}),
    };
  }

  pageView(session: StoredSession) {
    const firstPrice = this.prices.get(session.line_items[0]!.price)!;
    const json = this.toJson(session);
    return {
      id: session.id,
      productName: firstPrice.product.name,
      description: firstPrice.product.description,
      amountTotal: json.amount_total,
      currency: json.currency,
      cancelUrl: session.cancel_url,
      successUrl: successUrlOf(session),
      status: session.status,
    };
  }

  private persist() {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify([...this.sessions.values()], null, 2));
  }
}

/** Where Stripe sends the buyer after paying: the success URL with the session id filled in. */
const successUrlOf = (session: StoredSession) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_', 14), ...headers });
  res.end(JSON.stringify(body));
};

const sendHtml = (res: ServerResponse, status: number, html: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
};

/** The signed `checkout.session.completed` Stripe would send, delivered to the app's real webhook route. */
const deliverCompletedEvent = async (account: FakeStripeAccount, session: StoredSession, appUrl: string, secret: string) => {
  const event = {
    id: randomId('evt_', 24),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: account.toJson(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
  };
  // Pretty-printed like Stripe's own deliveries, so a handler that re-serialises the body fails its check.
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  try {
    const response = await fetch(`${appUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) console.warn(`[stripe] webhook answered ${response.status} for ${session.id}`);
  } catch (error) {
    console.warn(`[stripe] webhook delivery failed for ${session.id}:`, error);
  }
};

export interface LocalStripe {
  /** 'local': the stand-in below; 'test': the developer's own Stripe account in test mode. */
  mode: 'local' | 'test';
  /** What the Lambdas need in their environment to reach this Stripe. */
  lambdaEnv: Record<string, string>;
  /** The seed with the Stripe price ids this Stripe knows. */
  pricedPackages: (seed: readonly CreditPackage[]) => CreditPackage[];
  /** The checkout page under `/_local/checkout/`. */
  localTool: LocalTool;
  description: string;
  stop: () => Promise<void>;
}

const priceIdsSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'STRIPE_PRICE_IDS must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.enum(CREDIT_PACKAGE_SEED.map((pkg) => pkg.id) as [string, ...string[]]), z.string().regex(/^price_\w+$/)));

/**
 * Uses the developer's Stripe test mode when `STRIPE_SECRET_KEY` is set in their environment (with the
 * `whsec_` of `stripe listen` and their own price ids); refuses live keys, which must never run locally.
 */
const realStripe = (env: NodeJS.ProcessEnv): LocalStripe => {
  const key = env.STRIPE_SECRET_KEY!;
  if (!/^(sk|rk)_test_/.test(key)) throw new Error('STRIPE_SECRET_KEY must be a test-mode key (sk_test_…) when running locally.');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret || webhookSecret === LOCAL_STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_SECRET_KEY is set, so the local stack uses Stripe test mode: also set STRIPE_WEBHOOK_SECRET to the whsec_… that `stripe listen --forward-to localhost:3000/api/stripe/webhook` prints.',
    );
  }
  const priceIds = priceIdsSchema.safeParse(env.STRIPE_PRICE_IDS ?? '');
  if (!priceIds.success) {
    throw new Error(
      `With STRIPE_SECRET_KEY set, STRIPE_PRICE_IDS must map each package id to a price of your test account, e.g. '{"starter":"price_…","creator":"price_…","studio":"price_…"}' (${priceIds.error.issues[0]?.message}).`,
    );
  }
  return {
    mode: 'test',
    lambdaEnv: { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhookSecret },
    pricedPackages: (seed) => seed.map((pkg) => ({ ...pkg, stripe_price_id: priceIds.data[pkg.id] ?? pkg.stripe_price_id })),
    localTool: async () => false,
    description: 'Stripe test mode (STRIPE_SECRET_KEY); webhooks through `stripe listen`',
    stop: async () => undefined,
  };
};

/**
 * The local Stripe: a tiny Stripe API (`POST /v1/checkout/sessions`, `GET /v1/checkout/sessions[/{id}]`,
 * Bearer auth, form-encoded bodies, idempotency keys) on its own port, which the production `stripe` SDK
 * reaches unchanged through its host/port/protocol options, and the checkout page on the app's origin.
 * Paying marks the session paid, delivers a signed `checkout.session.completed` to the real webhook handler
 * through the local gateway, then redirects to the success URL, as Stripe does.
 */
export const startStripe = async (options: {
  appUrl: () => string;
  /** Where sessions persist across restarts; null keeps them in memory. */
  file: string | null;
  env?: NodeJS.ProcessEnv;
}): Promise<LocalStripe> => {
  const env = options.env ?? process.env;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_SECRET_KEY !== LOCAL_STRIPE_SECRET_KEY) return realStripe(env);

  const account = new FakeStripeAccount(fromSeed(CREDIT_PACKAGE_SEED), options.appUrl, options.file);

  const api = createServer(async (req, res) => {
    try {
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
        const session = account.get(decodeURIComponent(sessionPath[1]!));
        if (!session) {
          throw new StripeApiError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${decodeURIComponent(sessionPath[1]!)}'`,
            param: 'session',
          });
        }
        const expand = [...url.searchParams].filter(([name]) => /^expand(\[\d*\])?$/.test(name)).map(([, value]) => value);
        return sendJson(res, 200, account.toJson(session, expand.includes('line_items')));
      }
      // Not a Stripe endpoint: lets tests pay a session without the checkout page's webhook delivery.
      const payPath = /^\/local\/checkout\/sessions\/([^/]+)\/pay$/.exec(url.pathname);
      if (payPath && req.method === 'POST') {
        const id = decodeURIComponent(payPath[1]!);
        const session = account.get(id);
        if (!session) throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` });
        account.pay(id);
        return sendJson(res, 200, account.toJson(session, true));
      }
      throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
    } catch (error) {
      if (error instanceof StripeApiError) return sendJson(res, error.status, { error: error.body });
      console.error('[stripe]', error);
      sendJson(res, 500, { error: { type: 'api_error', message: 'Local Stripe stand-in failed' } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  const localTool: LocalTool = async (req, res, path) => {
    const match = /^\/_local\/checkout\/([^/]+)$/.exec(path);
    if (!match) return false;
    const session = account.get(decodeURIComponent(match[1]!));
    if (!session) return sendHtml(res, 404, renderCheckoutNotFound()), true;
    if (req.method === 'GET') return sendHtml(res, 200, renderCheckoutPage(account.pageView(session))), true;
    if (req.method !== 'POST') return false;
    await readBody(req);
    if (session.status === 'expired') return sendHtml(res, 410, renderCheckoutPage(account.pageView(session))), true;
    if (account.pay(session.id)) await deliverCompletedEvent(account, session, options.appUrl(), LOCAL_STRIPE_WEBHOOK_SECRET);
    res.writeHead(303, { location: successUrlOf(session), 'cache-control': 'no-store' });
    res.end();
    return true;
  };

  return {
    mode: 'local',
    lambdaEnv: {
      STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: endpoint,
    },
    pricedPackages: (seed) => [...seed],
    localTool,
    description: `${endpoint} (local stand-in; checkout pages at /_local/checkout/…)`,
    stop: () =>
      new Promise<void>((resolve) => {
        api.close(() => resolve());
        api.closeAllConnections();
      }),
  };
};
