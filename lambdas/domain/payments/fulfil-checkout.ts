import type { findPackageById } from '../../data/package-repo';
import type { FulfilmentSource, getPayment, recordPurchase } from '../../data/payment-repo';
import { logger } from '../../shared/logger';
import type { CheckoutSession } from './checkout-session';
import { PaymentSessionNotFoundError, assertPackagePaid, purchaseOf } from './rules';

/**
 * Every step that touches the outside world, given by the handler (lambdas/api/payments/fulfilment-steps.ts):
 * Stripe is an adapter the domain never imports, and tests can replace any one step.
 */
export interface FulfilmentSteps {
  retrieveSession: (sessionId: string) => Promise<CheckoutSession | null>;
  findPackage: typeof findPackageById;
  findPayment: typeof getPayment;
  record: typeof recordPurchase;
}

export interface Fulfilment {
  userId: string;
  sessionId: string;
  /** The credits this session bought: the same on every call for one session. */
  credits: number;
  /** True only for the one call that added them. */
  added: boolean;
}

/**
 * Fulfils a Stripe Checkout Session, shared by verify-payment (`callerId` set) and the webhook: re-reads the
 * session from Stripe (never trusting a payload), checks owner, payment and package, then adds the
 * package's credits exactly once. Stripe's fulfilment guide: both paths, idempotent, `payment_status` checked.
 */
export const fulfilCheckout = async (
  request: { sessionId: string; source: FulfilmentSource; callerId?: string },
  steps: FulfilmentSteps,
): Promise<Fulfilment> => {
  const { sessionId, source, callerId } = request;
  if (callerId !== undefined) {
    // A payment row under the caller's own key proves both ownership and fulfilment: repeats skip Stripe.
    const done = await steps.findPayment(callerId, sessionId);
    if (done) return { userId: callerId, sessionId, credits: done.credits, added: false };
  }
  const session = await steps.retrieveSession(sessionId);
  if (!session) throw new PaymentSessionNotFoundError();
  const { userId, packageId } = purchaseOf(session, callerId);
  const pkg = assertPackagePaid(session, await steps.findPackage(packageId));
  const { payment, added } = await steps.record({
    userId,
    sessionId,
    packageId: pkg.id,
    packageName: pkg.name,
    credits: pkg.credits,
    amountTotal: session.amount_total,
    currency: session.currency,
    source,
  });
  if (added) logger.info('purchase fulfilled', { sessionId, packageId: pkg.id, credits: pkg.credits, source });
  return { userId, sessionId, credits: payment.credits, added };
};
