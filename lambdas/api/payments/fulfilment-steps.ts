import { retrieveCheckoutSession } from '../../adapters/stripe-client';
import { findPackageById } from '../../data/package-repo';
import { getPayment, recordPurchase } from '../../data/payment-repo';
import type { FulfilmentSteps } from '../../domain/payments/fulfil-checkout';

/** The real steps of a fulfilment: Stripe through its adapter, packages and payments through the data layer. */
export const fulfilmentSteps: FulfilmentSteps = {
  retrieveSession: retrieveCheckoutSession,
  findPackage: findPackageById,
  findPayment: getPayment,
  record: recordPurchase,
};
