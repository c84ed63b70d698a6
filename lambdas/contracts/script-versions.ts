import * as z from 'zod';
import { documentSchema } from './documents';
import { scriptSchema } from './scripts';

/**
 * After the first draft (docs/versions.md): every generation, saved edit, rewrite and restore is a version of the
 * script; the script row always describes the current one (its body, word count, length, voice match).
 */
/**
 * 'copied': the first version of a duplicate, the text of the script it was copied from. 'hook': another of the
 * script's hook options put in (issue 34): the writer's words, as a rewrite's are.
 */
export const VERSION_KINDS = ['generated', 'edited', 'rewritten', 'restored', 'copied', 'hook'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const SCRIPT_BODY_MAX_LENGTH = 100_000;

export const scriptVersionSchema = z.object({
  id: z.string(),
  script_id: z.string(),
  /** 1 for the generated draft, then 2, 3…: what the Versions list shows. */
  number: z.number().int().positive(),
  kind: z.enum(VERSION_KINDS),
  created_at: z.string(),
  word_count: z.number().int().nonnegative(),
  estimated_seconds: z.number().int().nonnegative(),
  voice_match: z.number().min(0).max(100).nullable(),
  /** What made it, in words: "Rewrote “Hook”: punchier hook", "Restored version 1". */
  note: z.string().nullable(),
});
export type ScriptVersion = z.infer<typeof scriptVersionSchema>;

export const scriptVersionPathSchema = z.object({ id: z.string().min(1).max(64), versionId: z.string().min(1).max(64) });

/** GET /api/scripts/{id}/versions: newest first; the first is the current one. */
export const listVersionsResponseSchema = z.object({ versions: z.array(scriptVersionSchema) });
export type ListVersionsResponse = z.infer<typeof listVersionsResponseSchema>;

/** GET /api/scripts/{id}/versions/{versionId}: one version and its markdown. */
export const getVersionResponseSchema = z.object({ version: scriptVersionSchema, body: z.string() });
export type GetVersionResponse = z.infer<typeof getVersionResponseSchema>;

/**
 * PUT /api/scripts/{id}: saves an edit as a new version. `base_version_id` is the version the editor started from:
 * when another tab saved in between, 409 `script.version_conflict` and nothing is lost (the client keeps its text).
 */
export const saveScriptBodySchema = z.object({
  body: z
    .string({ error: 'Script cannot be empty' })
    .trim()
    .min(1, { error: 'Script cannot be empty' })
    .max(SCRIPT_BODY_MAX_LENGTH, { error: `Script must be less than ${SCRIPT_BODY_MAX_LENGTH.toLocaleString('en-AU')} characters` }),
  base_version_id: z.string().min(1).max(64),
});
export type SaveScriptBody = z.infer<typeof saveScriptBodySchema>;

/** What PUT /api/scripts/{id}, restore and a finished rewrite answer: the script row (now current) and the new version. */
export const scriptVersionResponseSchema = z.object({ script: scriptSchema, version: scriptVersionSchema, body: z.string() });
export type ScriptVersionResponse = z.infer<typeof scriptVersionResponseSchema>;

/** POST /api/scripts/{id}/versions/{versionId}/restore: a new version with that version's text. Empty body. */

/**
 * Add to my voice learns from the creator's own words only (docs/versions.md): below this many in a version there is
 * too little to learn a voice from, and the version is refused.
 */
export const VOICE_DOCUMENT_MIN_WORDS = 50;

/** "212 of 540 words are yours": how the dialog and the refusal count the creator's share. */
export const yourWordsText = (yours: number, total: number) => `${yours.toLocaleString('en')} of ${total.toLocaleString('en')} words are yours`;

/** Why a version with too few of the creator's words is refused, in the dialog and in the 400 answer alike. */
export const tooFewOfYourWordsMessage = (yours: number, total: number, minimum = VOICE_DOCUMENT_MIN_WORDS) =>
  `Only ${yourWordsText(yours, total)}: edit the script in your own words first (at least ${minimum}).`;

/**
 * GET /api/scripts/{id}/voice-document: what Add to my voice would learn from the current version, before the
 * creator agrees. `yours` counts the creator's words in their own sentences (what the document would hold);
 * `left_out` their words changed inside sentences that are still mostly the model's.
 */
export const voiceDocumentPreviewSchema = z.object({
  version_id: z.string(),
  version_number: z.number().int().positive(),
  yours: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  left_out: z.number().int().nonnegative(),
  minimum: z.number().int().positive(),
  already_added: z.boolean(),
});
export type VoiceDocumentPreview = z.infer<typeof voiceDocumentPreviewSchema>;

/**
 * POST /api/scripts/{id}/voice-document body: the version the creator saw counted. When another tab made a newer
 * version meanwhile, 409 `script.version_conflict`, so what is stored is what they agreed to. Optional.
 */
export const addToVoiceBodySchema = z.object({ version_id: z.string().min(1).max(64).optional() });

/**
 * POST /api/scripts/{id}/voice-document: the creator's own sentences of the current version become one of their
 * voice documents (a .txt, counted in storage, processed as an upload). 201 with the processed document and what
 * changed in the 'Your voice' summary, one line each ("Questions: 1 sentence in 14 → 1 in 12").
 */
export const addToVoiceResponseSchema = z.object({ document: documentSchema, voice_changes: z.array(z.string()) });
export type AddToVoiceResponse = z.infer<typeof addToVoiceResponseSchema>;
