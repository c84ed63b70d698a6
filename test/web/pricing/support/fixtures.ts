import type { CreditPackage } from '@contracts/packages';

/** The three seeded packages as the API lists them. */
export const PACKAGES: CreditPackage[] = [
  { id: 'starter', name: 'Starter', credits: 10, price_cents: 900, stripe_price_id: 'price_starter', badge_text: null, sort_order: 1, is_active: true },
  { id: 'creator', name: 'Creator', credits: 50, price_cents: 3900, stripe_price_id: 'price_creator', badge_text: 'Most Popular', sort_order: 2, is_active: true },
  { id: 'studio', name: 'Studio', credits: 150, price_cents: 9900, stripe_price_id: 'price_studio', badge_text: 'Best Value', sort_order: 3, is_active: true },
];
