import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { CreditPackage } from '../../contracts/packages';
import type { SessionStore, StoredSession } from './store';

/** Stripe's Checkout Sessions expire after 24 hours. */
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

export interface FakePrice {
  id: string;
  unit_amount: number;
  currency: string;
  product: { id: string; name: string; description: string };
}

export const now = () => Math.floor(Date.now() / 1000);
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const randomId = (prefix: string, length: number) =>
  prefix + Array.from(randomBytes(length), (byte) => BASE62[byte % 62]).join('');

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

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

export const fromSeed = (packages: readonly CreditPackage[]): Map<string, FakePrice> =>
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
 * The local Stripe account: Checkout Sessions for the seeded prices, with Stripe's rules (validation,
 * idempotency keys, expiry after 24 hours) and in Stripe's JSON shapes for the fields the app uses.
 */
export class FakeStripeAccount {
  constructor(
    private readonly prices: Map<string, FakePrice>,
    private readonly store: SessionStore,
  ) {}

  create(params: Record<string, unknown>, idempotencyKey: string | null): { session: StoredSession; replayed: boolean } {
    const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex');
    if (idempotencyKey) {
      const earlier = this.store.all().find((session) => session.idempotency_key === idempotencyKey);
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
    this.store.add(session);
    return { session, replayed: false };
  }

  /** Every session, newest first, as Stripe's list endpoint orders them. */
  list(): StoredSession[] {
    return this.store.all().reverse().map((session) => this.get(session.id)!);
  }

  get(id: string): StoredSession | null {
    const session = this.store.get(id) ?? null;
    if (session?.status === 'open' && session.expires_at <= now()) {
      session.status = 'expired';
      this.store.save();
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
    this.store.save();
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
      // The checkout page is served on the origin the shopper will return to (localhost or 127.0.0.1…).
      url: session.status === 'open' ? `${new URL(session.success_url).origin}/_local/checkout/${session.id}` : null,
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
}

/** Where Stripe sends the buyer after paying: the success URL with the session id filled in. */
export const successUrlOf = (session: StoredSession) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

