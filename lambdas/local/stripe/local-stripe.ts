import type { CreditPackage } from '../../contracts/packages';
import type { LocalTool } from '../server';

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local';

/** The Stripe the local stack runs against: the stand-in, or the developer's own account in test mode. */
export interface LocalStripe {
  /** 'local': the stand-in below; 'test': the developer's own Stripe account in test mode. */
  mode: 'local' | 'test';
  /** What the Lambdas need in their environment to reach this Stripe. */
  lambdaEnv: Record<string, string>;
  /** The seed with the Stripe price ids this Stripe knows. */
  pricedPackages: (seed: readonly CreditPackage[]) => CreditPackage[];
  /** The checkout page under `/_local/checkout/`. */
  localTool: LocalTool;
  description: string;
  stop: () => Promise<void>;
}
