import type { APIGatewayProxyEvent } from 'aws-lambda';
import { constructWebhookEvent, getWebhookSecret, isSignatureError, rereadWebhookSecret } from '../../adapters/stripe-client';
import { fulfilCheckout } from '../../domain/payments/fulfil-checkout';
import { fulfilmentSteps } from './fulfilment-steps';
import { NotACreditPurchaseError, PaymentNotPaidError, PaymentSessionNotFoundError } from '../../domain/payments/rules';
import { apiHandler } from '../../shared/api-handler';
import { AccountDeletedError, BadRequestError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { recordMetric } from '../../shared/observability';

const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const invalidSignature = () => new BadRequestError('Invalid Stripe signature', 'webhook.invalid_signature');

/** The exact bytes Stripe signed: API Gateway may hand them over base64-encoded. */
const rawBody = (event: APIGatewayProxyEvent): Buffer | null => {
  if (event.body === null || event.body === undefined || event.body === '') return null;
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
};

const verifiedEvent = async (payload: Buffer, signature: string) => {
  try {
    return constructWebhookEvent(payload, signature, await getWebhookSecret());
  } catch (error) {
    if (!isSignatureError(error)) throw invalidSignature();
  }
  const rotated = await rereadWebhookSecret();
  if (!rotated) throw invalidSignature();
  try {
    return constructWebhookEvent(payload, signature, rotated);
  } catch {
    throw invalidSignature();
  }
};

/** Refusals that no retry can change: answered 200 so Stripe stops resending; anything else is retried. */
const isFinal = (error: unknown) =>
  error instanceof PaymentSessionNotFoundError ||
  error instanceof PaymentNotPaidError ||
  error instanceof NotACreditPurchaseError ||
  error instanceof AccountDeletedError;

/**
 * POST /api/stripe/webhook: Stripe's signature on the raw body (300 s tolerance) instead of a Cognito token.
 * A completed or late-succeeded Checkout Session is fulfilled exactly as verify-payment does; every other
 * event type is acknowledged and ignored.
 */
export const handler = apiHandler({ public: true }, async ({ event }) => {
  const signature = event.headers['stripe-signature'];
  const payload = rawBody(event);
  if (!signature || !payload) throw invalidSignature();
  const stripeEvent = await verifiedEvent(payload, signature).catch((error: unknown) => {
    recordMetric('WebhookRefused', 1);
    throw error;
  });
  if (!FULFILLING_EVENTS.has(stripeEvent.type)) {
    recordMetric('WebhookIgnored', 1);
    return { statusCode: 200, body: { received: true } };
  }

  const sessionId = (stripeEvent.data.object as { id?: unknown }).id;
  if (typeof sessionId !== 'string') throw new BadRequestError('The event carries no Checkout Session', 'webhook.invalid_event');
  try {
    await fulfilCheckout({ sessionId, source: 'webhook' }, fulfilmentSteps);
    recordMetric('WebhookFulfilled', 1);
  } catch (error) {
    if (!isFinal(error)) throw error;
    recordMetric('WebhookIgnored', 1);
    logger.warn('webhook event not fulfilled', { eventId: stripeEvent.id, sessionId, reason: (error as Error).message });
  }
  return { statusCode: 200, body: { received: true } };
});
