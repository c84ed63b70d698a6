import * as z from 'zod';
import { apiErrorBodySchema } from './errors';
import { scriptSchema } from './scripts';

/**
 * Streamed generation (docs/streaming.md). `POST /api/scripts` with `Accept: application/x-ndjson` answers
 * errors found before any credit is spent (400, 401, 402, 409, 429) as ordinary JSON error answers; once the
 * credit is taken it answers 200 with one JSON event per line, in this order:
 *
 *   plan    at once: the script's id and the section plan with timings and word budgets
 *   text    0..n deltas of the script's markdown as the writer produces them (join them in order)
 *   done    the stored script, exactly as GET /api/scripts/{id} returns it
 *   error   instead of done: nothing was stored and the credit is back
 *
 * A retry with the same Idempotency-Key whose script is finished answers `done` alone.
 */
export const GENERATION_STREAM_CONTENT_TYPE = 'application/x-ndjson';

export const plannedSectionSchema = z.object({
  id: z.string(),
  heading: z.string(),
  startSecond: z.number(),
  endSecond: z.number(),
  /** Spoken words planned for the section. */
  words: z.number().int().nonnegative(),
  /** The creator's key points the plan places here, each in exactly one section (issue 30). */
  keyPoints: z.array(z.string()).default([]),
  /** The creator's stories the plan tells here as the section's example. */
  stories: z.array(z.string()).default([]),
});
export type PlannedSectionView = z.infer<typeof plannedSectionSchema>;

export const planEventSchema = z.object({
  type: z.literal('plan'),
  /** The id the script will have; also what POST /api/scripts/{id}/stop takes. */
  scriptId: z.string(),
  wordBudget: z.number().int().positive(),
  targetSeconds: z.number().int().positive(),
  wordsPerMinute: z.number().positive(),
  sections: z.array(plannedSectionSchema),
});

export const textEventSchema = z.object({ type: z.literal('text'), text: z.string() });

export const doneEventSchema = z.object({ type: z.literal('done'), script: scriptSchema });

export const errorEventSchema = z.object({ type: z.literal('error'), error: apiErrorBodySchema.shape.error });

export const generationEventSchema = z.discriminatedUnion('type', [planEventSchema, textEventSchema, doneEventSchema, errorEventSchema]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;
export type PlanEvent = z.infer<typeof planEventSchema>;
