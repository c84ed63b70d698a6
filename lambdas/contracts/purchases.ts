import * as z from 'zod';

/**
 * One credit purchase from the user's payment records, as the account page's history shows it. `package_name` is the
 * pack's name when it was bought (null on records made before names were kept, when no pack has that id any more);
 * `amount_cents` and `currency` are what Stripe charged (AUD), null when Stripe reported no amount.
 */
export const purchaseSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  package_id: z.string(),
  package_name: z.string().nullable(),
  credits: z.number().int(),
  amount_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const MAX_PURCHASES_PAGE = 50;

/** GET /api/me/payments: newest first; `cursor` is the `next_cursor` of the page before. */
export const listPurchasesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_PURCHASES_PAGE, { error: `limit must be at most ${MAX_PURCHASES_PAGE}` })
    .default(20),
  cursor: z.string().min(1, { error: 'cursor is not valid' }).max(300, { error: 'cursor is not valid' }).optional(),
});
export type ListPurchasesQuery = z.infer<typeof listPurchasesQuerySchema>;

/** One page of the purchase history, newest first; `next_cursor` is null when nothing older is left. */
export const listPurchasesResponseSchema = z.object({ purchases: z.array(purchaseSchema), next_cursor: z.string().nullable() });
export type ListPurchasesResponse = z.infer<typeof listPurchasesResponseSchema>;
