import type { LocalTool } from '../server';
import { type FakeStripeAccount, successUrlOf } from './account';
import { renderCheckoutNotFound, renderCheckoutPage } from './checkout-page';
import { readBody, sendHtml } from './http';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './local-stripe';
import { deliverCompletedEvent } from './webhook-delivery';

/**
 * The hosted checkout page, on the app's origin at `/_local/checkout/{id}`. Paying marks the session paid,
 * delivers a signed `checkout.session.completed` to the real webhook handler through the local gateway, then
 * redirects to the success URL, as Stripe does.
 */
export const checkoutRoute =
  (account: FakeStripeAccount, appUrl: () => string): LocalTool =>
  async (req, res, path) => {
    const match = /^\/_local\/checkout\/([^/]+)$/.exec(path);
    if (!match) return false;
    const session = account.get(decodeURIComponent(match[1]!));
    if (!session) return sendHtml(res, 404, renderCheckoutNotFound()), true;
    if (req.method === 'GET') return sendHtml(res, 200, renderCheckoutPage(account.pageView(session))), true;
    if (req.method !== 'POST') return false;
    await readBody(req);
    if (session.status === 'expired') return sendHtml(res, 410, renderCheckoutPage(account.pageView(session))), true;
    if (account.pay(session.id)) await deliverCompletedEvent(account, session, appUrl(), LOCAL_STRIPE_WEBHOOK_SECRET);
    res.writeHead(303, { location: successUrlOf(session), 'cache-control': 'no-store' });
    res.end();
    return true;
  };
