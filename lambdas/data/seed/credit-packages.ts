import type { CreditPackage } from '../../contracts/packages';

/**
 * The credit packs on sale, in A$ cents. The local stack seeds these at start and the CDK stack seeds
 * them on deploy; a deployment with real Stripe overrides `stripe_price_id` per package from its config.
 */
export const CREDIT_PACKAGE_SEED: readonly CreditPackage[] = [
  {
    id: 'starter',
    name: 'Starter',
    credits: 10,
    price_cents: 900,
    stripe_price_id: 'price_local_starter',
    badge_text: null,
    sort_order: 1,
    is_active: true,
  },
  {
    id: 'creator',
    name: 'Creator',
    credits: 50,
    price_cents: 3900,
    stripe_price_id: 'price_local_creator',
    badge_text: 'Most Popular',
    sort_order: 2,
    is_active: true,
  },
  {
    id: 'studio',
    name: 'Studio',
    credits: 150,
    price_cents: 9900,
    stripe_price_id: 'price_local_studio',
    badge_text: 'Best Value',
    sort_order: 3,
    is_active: true,
  },
];
