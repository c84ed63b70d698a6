import { type CreateCheckoutResponse, createCheckoutBodySchema } from '../../contracts/packages';
import { findActivePackageByPriceId } from '../../data/package-repo';
import { PaymentProviderError, createCheckoutSession } from '../../adapters/stripe-client';
import { assertAccountOpen } from '../../domain/account/open-account';
import { PACKAGE_ID_METADATA_KEY } from '../../domain/payments/rules';
import { apiHandler } from '../../shared/api-handler';
import { appUrlFor } from '../../shared/app-origin';
import { NotFoundError } from '../../shared/errors';

/**
 * POST /api/checkout: a Stripe Checkout Session for the package sold at `priceId`. The package is looked up
 * on the server; its price, credits and id reach Stripe from the package record, never from the client.
 */
export const handler = apiHandler({ body: createCheckoutBodySchema }, async ({ body, userId, email, event }) => {
  await assertAccountOpen(userId);
  const pkg = await findActivePackageByPriceId(body.priceId);
  if (!pkg) throw new NotFoundError('package.not_found', 'This credit package is not available.');
  const appUrl = appUrlFor(event.headers.origin);
  const session = await createCheckoutSession({
    priceId: pkg.stripe_price_id,
    userId,
    email,
    metadata: { [PACKAGE_ID_METADATA_KEY]: pkg.id, credits: String(pkg.credits) },
    successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/pricing`,
    // Per request: the SDK's own retry of this call reuses it, so a network blip cannot open two sessions.
    idempotencyKey: `checkout-${userId}-${pkg.id}-${event.requestContext.requestId}`,
  });
  if (!session.url) throw new PaymentProviderError();
  const answer: CreateCheckoutResponse = { url: session.url };
  return { statusCode: 200, body: answer };
});
