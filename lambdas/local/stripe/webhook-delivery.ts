import Stripe from 'stripe';
import { type FakeStripeAccount, now, randomId } from './account';
import type { StoredSession } from './store';

/** The signed `checkout.session.completed` Stripe would send, delivered to the app's real webhook route. */
export const deliverCompletedEvent = async (account: FakeStripeAccount, session: StoredSession, appUrl: string, secret: string) => {
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
