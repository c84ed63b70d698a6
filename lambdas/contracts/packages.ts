import { z } from 'zod';

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
