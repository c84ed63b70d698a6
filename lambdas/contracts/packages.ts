import * as z from 'zod';

/** credit_packages of spec §3. */
export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_cents: z.number().int().positive(),
  credits: z.number().int().positive(),
  stripe_price_id: z.string(),
  badge_text: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** GET /api/packages: the active packages, ordered by sort_order. */
export const listPackagesResponseSchema = z.object({ packages: z.array(creditPackageSchema) });
export type ListPackagesResponse = z.infer<typeof listPackagesResponseSchema>;

/**
 * POST /api/checkout (create-checkout): only the package's Stripe price id. Price and credits always come
 * from the server's package record; any other field a client sends is dropped.
 */
export const createCheckoutBodySchema = z.object({
  priceId: z
    .string({ error: 'Please choose a credit package' })
    .trim()
    .min(1, 'Please choose a credit package')
    .max(255, 'Unknown credit package')
    .regex(/^price_\w+$/, 'Unknown credit package'),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

/** The payment provider's checkout page, to which the browser navigates. */
export const createCheckoutResponseSchema = z.object({ url: z.url() });
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

/** A Stripe Checkout Session id as Stripe makes them (`cs_test_…`, `cs_live_…`). */
export const checkoutSessionIdSchema = z
  .string({ error: 'No payment session found.' })
  .trim()
  .min(1, 'No payment session found.')
  .max(255, 'Invalid payment session')
  .regex(/^cs_\w+$/, 'Invalid payment session');

/** POST /api/checkout/verify (verify-payment). */
export const verifyPaymentBodySchema = z.object({ sessionId: checkoutSessionIdSchema });
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** Payment verification result of spec §3: the same answer on every repeat for one session. */
export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  creditsAdded: z.number().int().nonnegative(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
