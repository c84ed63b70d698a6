import * as z from 'zod';

export const creditBreakdownSchema = z.object({
  subscription: z.number().int(),
  rollover: z.number().int(),
  purchased: z.number().int(),
  total: z.number().int(),
});
export type CreditBreakdown = z.infer<typeof creditBreakdownSchema>;

/** GET /api/me: what the dashboard, generate and documents screens need about the signed-in user. */
export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  credits: creditBreakdownSchema,
  storage: z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() }),
  hasProcessedDocument: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
