import type { CreditPackage } from '../../contracts/packages';
import type { CheckoutSession } from './checkout-session';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors';

/** The metadata key create-checkout writes and fulfilment reads; its value is a package id, not a number. */
export const PACKAGE_ID_METADATA_KEY = 'package_id';

export class PaymentSessionNotFoundError extends NotFoundError {
  constructor() {
    super('payment.session_not_found', 'No payment session found.');
  }
}

export class PaymentNotOwnedError extends ForbiddenError {
  constructor() {
    super('payment.forbidden', 'This payment belongs to another account.');
  }
}

export class PaymentNotPaidError extends ConflictError {
  constructor() {
    super('payment.not_paid', 'This payment has not been completed.');
  }
}

export class NotACreditPurchaseError extends ConflictError {
  constructor(readonly reason: string) {
    super('payment.invalid_session', 'This payment session is not a ScriptVoice credit purchase.');
  }
}

/**
 * Whose purchase a session is and which package it bought, read only from Stripe's own record of the
 * session (never from anything a client sent). With `callerId` (verify-payment) the session must be the
 * caller's: that is checked first, so another user's session reveals nothing, not even whether it was paid.
 */
export const purchaseOf = (session: CheckoutSession, callerId?: string): { userId: string; packageId: string } => {
  const userId = session.client_reference_id;
  if (callerId !== undefined && userId !== callerId) throw userId ? new PaymentNotOwnedError() : new NotACreditPurchaseError('no client_reference_id');
  if (!userId) throw new NotACreditPurchaseError('no client_reference_id');
  if (session.payment_status !== 'paid') throw new PaymentNotPaidError();
  const packageId = session.metadata[PACKAGE_ID_METADATA_KEY];
  if (!packageId) throw new NotACreditPurchaseError('no package id in metadata');
  return { userId, packageId };
};

/**
 * The package must be the one actually paid for: its Stripe price must be among the session's line items.
 * Metadata can only be written with our secret key, so a mismatch means a session we did not make this way.
 */
export const assertPackagePaid = (session: CheckoutSession, pkg: CreditPackage | null): CreditPackage => {
  if (!pkg) throw new NotACreditPurchaseError('unknown package');
  if (!session.price_ids.includes(pkg.stripe_price_id)) throw new NotACreditPurchaseError('package price not among the line items');
  return pkg;
};
