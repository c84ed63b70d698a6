import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import * as z from 'zod';
import type { CheckoutSession } from '../domain/payments/checkout-session';
import { HttpError } from '../shared/errors';
import { parseEnv } from '../shared/env';

/**
 * Locally (and in tests) the keys are plain environment variables; in AWS the environment only names the
 * Secrets Manager secrets, whose values are read once per cold start and never logged.
 * `STRIPE_API_BASE` points the production SDK at the local Stripe stand-in.
 */
const env = parseEnv({
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_KEY_SECRET_NAME: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET_SECRET_NAME: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
});

/** How long a webhook-signature failure waits before the webhook secret may be read again. */
const SECRET_REREAD_INTERVAL_MS = 60_000;

let secretsManager: SecretsManagerClient | undefined;

const readSecret = async (secretId: string): Promise<string> => {
  secretsManager ??= new SecretsManagerClient({});
  const { SecretString } = await secretsManager.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
  return SecretString.trim();
};

const resolve = (plain: string | undefined, secretName: string | undefined, what: string): Promise<string> => {
  if (plain) return Promise.resolve(plain);
  if (secretName) return readSecret(secretName);
  return Promise.reject(new Error(`Stripe is not configured: no ${what}`));
};

/** A value read once and kept; a failed read is forgotten so the next request tries again. */
const cached = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return {
    get: () => {
      value ??= load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
      return value;
    },
    forget: () => {
      value = undefined;
    },
  };
};

const apiLocation = (base: string | undefined) => {
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
  };
};

const stripe = cached(async () => {
  const key = await resolve(env.STRIPE_SECRET_KEY, env.STRIPE_SECRET_KEY_SECRET_NAME, 'secret key');
  // One retry on network errors: the SDK sends it with the same idempotency key, so it cannot duplicate.
  return new Stripe(key, { maxNetworkRetries: 1, timeout: 10_000, ...apiLocation(env.STRIPE_API_BASE) });
});

const webhookSecret = cached(() => resolve(env.STRIPE_WEBHOOK_SECRET, env.STRIPE_WEBHOOK_SECRET_SECRET_NAME, 'webhook secret'));
let webhookSecretReadAt = 0;

/** The webhook signing secret. */
export const getWebhookSecret = async (): Promise<string> => {
  const secret = await webhookSecret.get();
  webhookSecretReadAt ||= Date.now();
  return secret;
};

/**
 * After a signature failure: the secret again if it may have changed since it was read (a rotated secret
 * reaches warm instances this way), at most once a minute, or null when there is nothing new to try.
 */
export const rereadWebhookSecret = async (): Promise<string | null> => {
  if (env.STRIPE_WEBHOOK_SECRET || Date.now() - webhookSecretReadAt < SECRET_REREAD_INTERVAL_MS) return null;
  const previous = await webhookSecret.get();
  webhookSecret.forget();
  webhookSecretReadAt = Date.now();
  const current = await webhookSecret.get();
  return current === previous ? null : current;
};

/** Stripe's recommended tolerance between the signature's timestamp and our clock, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks a webhook's signature on the exact bytes received and answers the event, or throws. The SDK only
 * refuses timestamps too far in the past; one too far in the future is refused here as well, so a signature
 * made ahead of time cannot be held back and replayed later.
 */
export const constructWebhookEvent = (payload: Buffer, signature: string, secret: string, now = Date.now()): Stripe.Event => {
  const event = Stripe.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  // Whole seconds, as the SDK counts a timestamp's age.
  if (!Number.isFinite(timestamp) || Math.abs(Math.floor(now / 1000) - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new Stripe.errors.StripeSignatureVerificationError(signature, payload, { message: 'Timestamp outside the tolerance zone' });
  }
  return event;
};

export type { CheckoutSession };

export const isSignatureError = (error: unknown): boolean => error instanceof Stripe.errors.StripeSignatureVerificationError;

const narrow = (session: Stripe.Checkout.Session): CheckoutSession => ({
  id: session.id,
  url: session.url ?? null,
  status: session.status,
  payment_status: session.payment_status,
  client_reference_id: session.client_reference_id,
  metadata: session.metadata ?? {},
  amount_total: session.amount_total,
  currency: session.currency,
  price_ids: (session.line_items?.data ?? []).flatMap((item) => (item.price ? [item.price.id] : [])),
});

/** Stripe could not be reached or refused our own request: never the user's fault, so a 502 they may retry. */
export class PaymentProviderError extends HttpError {
  constructor() {
    super(502, 'payment.provider_unavailable', 'The payment provider could not be reached. Please try again.');
  }
}

const providerFailure = (error: unknown): never => {
  if (error instanceof Stripe.errors.StripeError) {
    throw Object.assign(new PaymentProviderError(), { cause: { type: error.type, code: error.code, statusCode: error.statusCode, message: error.message } });
  }
  throw error;
};

export interface CheckoutSessionRequest {
  priceId: string;
  userId: string;
  email: string | undefined;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** Creates a card Checkout Session in payment mode for one unit of one price. */
export const createCheckoutSession = async (request: CheckoutSessionRequest): Promise<CheckoutSession> => {
  const client = await stripe.get();
  try {
    const session = await client.checkout.sessions.create(
      {
        mode: 'payment',
        // Cards settle at once, so a completed session is a paid one; async methods would complete unpaid.
        allowed_payment_method_types: ['card'],
        line_items: [{ price: request.priceId, quantity: 1 }],
        client_reference_id: request.userId,
        ...(request.email ? { customer_email: request.email } : {}),
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return narrow(session);
  } catch (error) {
    return providerFailure(error);
  }
};

/** The session with its line items, or null when Stripe has no such session. */
export const retrieveCheckoutSession = async (sessionId: string): Promise<CheckoutSession | null> => {
  const client = await stripe.get();
  try {
    return narrow(await client.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] }));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing')) {
      return null;
    }
    return providerFailure(error);
  }
};
