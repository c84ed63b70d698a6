import * as z from 'zod';

/** The one error shape every API answer uses: `{ error: { code, message } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** First issue's message, as the spec shows only the first validation message. */
export const firstIssueMessage = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid request';
