import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import Stripe from 'stripe';
import { handler as createCheckout } from '../../../lambdas/api/payments/create-checkout';
import { TABLE_NAME, db } from '../../../lambdas/data/client';
import { SortKeyPrefix, userPk } from '../../../lambdas/data/keys';
import { apiEvent, invoke } from './api-event';

const stripeApiBase = () => process.env.STRIPE_API_BASE!;
const webhookSecret = () => process.env.STRIPE_WEBHOOK_SECRET!;

const stripeHeaders = () => ({ authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` });

export const PRICE = { starter: 'price_local_starter', creator: 'price_local_creator', studio: 'price_local_studio' } as const;

/** Opens a checkout through the real create-checkout handler; answers the session id taken from the url. */
export const openCheckout = async (userId: string, priceId: string = PRICE.creator) => {
  const answer = await invoke<{ url: string }>(createCheckout, apiEvent({ userId, method: 'POST', path: '/api/checkout', body: { priceId } }));
  if (answer.statusCode !== 200) throw new Error(`create-checkout answered ${answer.statusCode}: ${JSON.stringify(answer.body)}`);
  return { url: answer.body.url, sessionId: answer.body.url.split('/').pop()! };
};

/** The session as the (local) Stripe API answers it, line items expanded. */
export const stripeSession = async (sessionId: string): Promise<Record<string, unknown>> => {
  const response = await fetch(`${stripeApiBase()}/v1/checkout/sessions/${sessionId}?expand[0]=line_items`, { headers: stripeHeaders() });
  return (await response.json()) as Record<string, unknown>;
};

/** The ids of every Checkout Session the local Stripe holds for this user (client_reference_id). */
export const sessionIdsOf = async (userId: string): Promise<string[]> => {
  const response = await fetch(`${stripeApiBase()}/v1/checkout/sessions`, { headers: stripeHeaders() });
  const { data } = (await response.json()) as { data: { id: string; client_reference_id: string | null }[] };
  return data.filter((session) => session.client_reference_id === userId).map((session) => session.id);
};

/** Marks the session paid at the local Stripe without the checkout page's webhook delivery. */
export const payQuietly = async (sessionId: string) => {
  const response = await fetch(`${stripeApiBase()}/local/checkout/sessions/${sessionId}/pay`, { method: 'POST', headers: stripeHeaders() });
  if (!response.ok) throw new Error(`pay answered ${response.status}`);
};

interface SignedEventOptions {
  type?: string;
  /** Seconds since the epoch the signature claims. */
  timestamp?: number;
  secret?: string;
  /** Replaces the session object the event carries. */
  object?: Record<string, unknown>;
}

/** A Stripe event for the session, pretty-printed as Stripe sends it, and its Stripe-Signature header. */
export const signedEvent = async (sessionId: string, options: SignedEventOptions = {}) => {
  const object = options.object ?? { ...(await stripeSession(sessionId)), line_items: undefined };
  const payload = JSON.stringify(
    {
      id: `evt_test_${sessionId.slice(-12)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: options.type ?? 'checkout.session.completed',
    },
    null,
    2,
  );
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret(),
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, signature };
};

/** The webhook's API Gateway event: no authorizer claims, Stripe's header, the body as given. */
export const webhookEvent = (payload: string | null, signature: string | null, options: { base64?: boolean } = {}): APIGatewayProxyEvent => {
  const event = apiEvent({ userId: null, method: 'POST', path: '/api/stripe/webhook' });
  return {
    ...event,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
    body: payload === null ? null : options.base64 ? Buffer.from(payload, 'utf8').toString('base64') : payload,
    isBase64Encoded: Boolean(options.base64),
  };
};

/** Every payment row of a user. */
export const paymentRowsOf = async (userId: string) => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.payment },
      ConsistentRead: true,
    }),
  );
  return Items;
};
