import * as z from 'zod';
import { WRITERS } from './scripts';
import { apiErrorBodySchema } from './errors';

/**
 * Rewrites are proposed, then accepted (docs/versions.md): POST /api/scripts/{id}/rewrite streams a proposal for a
 * passage, a section or the whole script and stores nothing but the proposal; POST …/rewrite/{proposalId}/accept
 * makes the chosen alternative the script's next version; POST …/rewrite/{proposalId}/stop stops one being written.
 */
export const REWRITE_INSTRUCTION_MAX_LENGTH = 200;
/** A longer passage is a section's work: rewrite the section. */
export const PASSAGE_MAX_LENGTH = 5_000;
export const ALTERNATIVES_MAX = 3;

export const REWRITE_MESSAGES = {
  instructionTooLong: `Instruction must be less than ${REWRITE_INSTRUCTION_MAX_LENGTH} characters`,
  passageTooLong: `Select at most ${PASSAGE_MAX_LENGTH.toLocaleString('en-AU')} characters to rewrite, or rewrite the whole section`,
  passageMismatch: 'The selection does not match its text. Select the passage again.',
  sectionAndPassage: 'Rewrite a section or a passage, not both',
  wholeAlternatives: 'Three alternatives are for a passage or a section: the whole script is rewritten once',
  alternatives: 'Ask for 1 or 3 alternatives',
} as const;

/** The selected words, as character offsets into the current version's markdown and the text found there. */
export const passageSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    text: z.string().min(1, { error: REWRITE_MESSAGES.passageMismatch }).max(PASSAGE_MAX_LENGTH, { error: REWRITE_MESSAGES.passageTooLong }),
  })
  .refine((passage) => passage.end - passage.start === passage.text.length, { error: REWRITE_MESSAGES.passageMismatch });
export type Passage = z.infer<typeof passageSchema>;

/**
 * What to rewrite: a passage (`passage`), one `## ` section (`section`, its index as splitSections counts), or with
 * neither the whole script; `alternatives` 3 asks for three different takes (a passage or a section only), in one request.
 */
export const rewriteBodySchema = z
  .object({
    section: z.number().int().min(0).nullable().default(null),
    passage: passageSchema.optional(),
    instruction: z.string().trim().max(REWRITE_INSTRUCTION_MAX_LENGTH, { error: REWRITE_MESSAGES.instructionTooLong }).optional(),
    alternatives: z.union([z.literal(1), z.literal(3)], { error: REWRITE_MESSAGES.alternatives }).default(1),
    base_version_id: z.string().min(1).max(64),
  })
  .refine((body) => !(body.passage && body.section !== null), { error: REWRITE_MESSAGES.sectionAndPassage })
  .refine((body) => body.alternatives === 1 || body.passage !== undefined || body.section !== null, { error: REWRITE_MESSAGES.wholeAlternatives });
export type RewriteBody = z.infer<typeof rewriteBodySchema>;
export type RewriteBodyInput = z.input<typeof rewriteBodySchema>;

/** Where the proposal goes: the passage's range (whitespace at its edges left out), a section, or the whole script. */
export const rewriteTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('passage'), start: z.number().int().min(0), end: z.number().int().min(0) }),
  z.object({ kind: z.literal('section'), index: z.number().int().min(0), title: z.string() }),
  z.object({ kind: z.literal('whole') }),
]);
export type RewriteTarget = z.infer<typeof rewriteTargetSchema>;

/** A proposal as written: the text it would replace and each alternative, kept an hour for Accept. */
export const rewriteProposalSchema = z.object({
  id: z.string(),
  script_id: z.string(),
  /** The version it was written from: Accept refuses once the script has moved on. */
  base_version_id: z.string(),
  target: rewriteTargetSchema,
  instruction: z.string().nullable(),
  /** What Accept replaces: the passage, the section's text, or the whole script. */
  original: z.string(),
  /** Each as Accept would put it in place of `original`. */
  alternatives: z.array(z.string()).min(1).max(ALTERNATIVES_MAX),
  writer: z.enum(WRITERS),
  expires_at: z.string(),
});
export type RewriteProposal = z.infer<typeof rewriteProposalSchema>;

/** The buffered answer of POST /api/scripts/{id}/rewrite (without `Accept: application/x-ndjson`). */
export const rewriteProposalResponseSchema = z.object({ proposal: rewriteProposalSchema });
export type RewriteProposalResponse = z.infer<typeof rewriteProposalResponseSchema>;

export const rewriteStartEventSchema = z.object({
  type: z.literal('start'),
  /** Names the proposal for Stop (and, once done, for Accept). */
  proposal_id: z.string(),
  target: rewriteTargetSchema,
  /** The heading line of the section rewritten or holding the passage; null for the whole script or the preamble. */
  heading: z.string().nullable(),
  original: z.string(),
  /** Spoken words each alternative aims at. */
  words: z.number().int().positive(),
  alternatives: z.union([z.literal(1), z.literal(3)]),
  writer: z.enum(WRITERS),
});
export type RewriteStartEvent = z.infer<typeof rewriteStartEventSchema>;
/** A piece of alternative `alternative` (0-based) as it is written. */
export const rewriteTextEventSchema = z.object({ type: z.literal('text'), alternative: z.number().int().min(0), text: z.string() });
export const rewriteDoneEventSchema = z.object({ type: z.literal('done'), proposal: rewriteProposalSchema });
export const rewriteErrorEventSchema = z.object({ type: z.literal('error'), error: apiErrorBodySchema.shape.error });
export const rewriteEventSchema = z.discriminatedUnion('type', [rewriteStartEventSchema, rewriteTextEventSchema, rewriteDoneEventSchema, rewriteErrorEventSchema]);
export type RewriteEvent = z.infer<typeof rewriteEventSchema>;

export const rewriteProposalPathSchema = z.object({ id: z.string().min(1).max(64), proposalId: z.string().min(1).max(64) });

/** POST /api/scripts/{id}/rewrite/{proposalId}/accept: which alternative (0-based) becomes the next version. */
export const acceptRewriteBodySchema = z.object({
  alternative: z.number({ error: 'Choose an alternative' }).int().min(0).max(ALTERNATIVES_MAX - 1, { error: 'Choose an alternative' }),
});
export type AcceptRewriteBody = z.infer<typeof acceptRewriteBodySchema>;
