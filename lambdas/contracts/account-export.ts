import * as z from 'zod';

/** Where an export stands: being built in the background, ready to download, or given up on. */
export const EXPORT_STATES = ['preparing', 'ready', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/**
 * The user's latest export (docs/export-and-deletion.md). `done` of `total` files are in the zip so far.
 * When ready, `download_url` is a short-lived presigned link to the zip, made afresh on every read, and
 * `download_expires_at` says until when it works.
 */
export const exportJobSchema = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  size_bytes: z.number().int().nonnegative().nullable(),
  download_url: z.string().nullable(),
  download_expires_at: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** GET /api/me/export (the latest export, or null) and POST /api/me/export (202: the export just started, or the one still preparing). */
export const exportJobResponseSchema = z.object({ export: exportJobSchema.nullable() });
export type ExportJobResponse = z.infer<typeof exportJobResponseSchema>;

/** DELETE /api/me answers 204 when everything is gone, or 202 with this when the rest finishes in the background. */
export const accountDeletionResponseSchema = z.object({ status: z.literal('continuing') });
