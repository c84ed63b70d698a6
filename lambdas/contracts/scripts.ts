import * as z from 'zod';
import { DURATIONS, PLATFORMS, TONES, requiredChoice } from './enums';
import { DETAILS_MAX_LENGTH, TOPIC_MAX_LENGTH } from './limits';
import { materialSchema } from './material';
import { outlineSchema } from './outline';
import { scriptExtrasSchema } from './script-extras';
import { voiceIdSchema } from './voices';

/** Spec §5, generate form; the same schema validates the form and the generate-script body. */
export const generateScriptBodySchema = z.object({
  topic: z
    .string({ error: 'Topic is required' })
    .trim()
    .min(1, { error: 'Topic is required' })
    .max(TOPIC_MAX_LENGTH, { error: `Topic must be less than ${TOPIC_MAX_LENGTH} characters` }),
  details: z
    .string()
    .trim()
    .max(DETAILS_MAX_LENGTH, { error: `Details must be less than ${DETAILS_MAX_LENGTH} characters` })
    .optional(),
  platform: requiredChoice(PLATFORMS, 'Platform is required'),
  duration: requiredChoice(DURATIONS, 'Duration is required'),
  tone: requiredChoice(TONES, 'Tone is required'),
  /** The creator's key points, stories and sources (issue 30); absent or empty means the topic alone. */
  material: materialSchema.optional(),
  /** The plan as the creator approved it on /generate (issue 34); absent means the plan as made. */
  outline: outlineSchema.optional(),
  /** The voice to write in (docs/voices.md); absent means the last one used. */
  voiceId: voiceIdSchema.optional(),
});
export type GenerateScriptBody = z.infer<typeof generateScriptBodySchema>;

export const WRITERS = ['bedrock', 'openai', 'local'] as const;
export type WriterName = (typeof WRITERS)[number];

/** A script as the library lists it. */
export const scriptSummarySchema = z.object({
  id: z.string(),
  topic: z.string(),
  platform: z.enum(PLATFORMS),
  duration: z.enum(DURATIONS),
  tone: z.enum(TONES),
  created_at: z.string(),
  /** 0–100, null until the user had a processed document when it was written. */
  voice_match: z.number().min(0).max(100).nullable(),
  word_count: z.number().int().nonnegative(),
  estimated_seconds: z.number().int().nonnegative(),
  /** The voice it was written in (docs/voices.md); absent on scripts from before voices: the default voice. */
  voice_id: z.string().optional(),
});
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;

/** A whole script: its row (spec §3) plus what the planner measured and which writer drafted it. */
export const scriptSchema = scriptSummarySchema.extend({
  user_id: z.string(),
  details: z.string().nullable(),
  file_path: z.string(),
  word_count: z.number().int().nonnegative(),
  estimated_seconds: z.number().int().nonnegative(),
  /** The speaking rate the script was planned at; its versions' timing marks and lengths use it. Absent on older scripts. */
  words_per_minute: z.number().positive().optional(),
  /** 'local' means drafted offline from the plan, without a language model. */
  writer: z.enum(WRITERS),
  /** 0–100: how close the script's style is to the user's documents; null until they have one processed. */
  voice_match: z.number().min(0).max(100).nullable(),
  /** The version the row describes (docs/versions.md); absent on scripts from before versions: then the script's id. */
  current_version_id: z.string().optional(),
  /** How many versions there are; absent means 1. */
  version_count: z.number().int().positive().optional(),
  /** When the current version was made, if after the first. */
  updated_at: z.string().optional(),
  /** Where the material the script was written from is stored; absent when it had none. */
  material_path: z.string().optional(),
  /** Where its hooks, titles and post are stored (issue 34); absent on scripts from before them. */
  extras_path: z.string().optional(),
});
export type Script = z.infer<typeof scriptSchema>;

export const generateScriptResponseSchema = z.object({ script: scriptSchema });
export type GenerateScriptResponse = z.infer<typeof generateScriptResponseSchema>;

/**
 * The script, its current markdown, the material it was written from (null when it had none) and its hooks, titles
 * and post (null for a script from before them).
 */
export const getScriptResponseSchema = z.object({
  script: scriptSchema,
  body: z.string(),
  material: materialSchema.nullable().default(null),
  extras: scriptExtrasSchema.nullable().default(null),
});

/** PATCH /api/scripts/{id}: a new topic, with the generate form's rules and messages (spec §5). */
export const renameScriptBodySchema = z.object({ topic: generateScriptBodySchema.shape.topic });
export type RenameScriptBody = z.infer<typeof renameScriptBodySchema>;

/** What PATCH /api/scripts/{id} (the renamed row) and POST /api/scripts/{id}/duplicate (the new script's row) answer. */
export const scriptResponseSchema = z.object({ script: scriptSchema });
export type ScriptResponse = z.infer<typeof scriptResponseSchema>;

/** The topic of a copy: "Copy of {topic}", cut to the topic's limit (never through a character). */
export const copyTopicOf = (topic: string) => {
  const cut = `Copy of ${topic}`.slice(0, TOPIC_MAX_LENGTH);
  return (/[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
};
export type GetScriptResponse = z.infer<typeof getScriptResponseSchema>;

/**
 * One page of the library, newest first. `next_cursor` is opaque: pass it back as `cursor` for the next page;
 * null means there is nothing older. A page may hold fewer than `limit` scripts (a search reads a bounded
 * number of rows per request) and still have a next cursor.
 */
export const listScriptsResponseSchema = z.object({ scripts: z.array(scriptSummarySchema), next_cursor: z.string().nullable() });
export type ListScriptsResponse = z.infer<typeof listScriptsResponseSchema>;

export const MAX_SCRIPTS_PAGE = 50;
/** The longest search text: a topic's length. */
export const SCRIPT_SEARCH_MAX_LENGTH = TOPIC_MAX_LENGTH;

const optionalFilter = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: () => `${name} must be one of ${values.join(', ')}` }).optional();

/** GET /api/scripts: the library's query. Search matches the topic, ignoring case; filters combine with AND. */
export const listScriptsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_SCRIPTS_PAGE, { error: `limit must be at most ${MAX_SCRIPTS_PAGE}` })
    .default(5),
  cursor: z.string().min(1, { error: 'cursor is not valid' }).max(200, { error: 'cursor is not valid' }).optional(),
  q: z
    .string()
    .trim()
    .max(SCRIPT_SEARCH_MAX_LENGTH, { error: `Search must be less than ${SCRIPT_SEARCH_MAX_LENGTH} characters` })
    .transform((value) => value || undefined)
    .optional(),
  platform: optionalFilter(PLATFORMS, 'platform'),
  duration: optionalFilter(DURATIONS, 'duration'),
  tone: optionalFilter(TONES, 'tone'),
  /** Only the scripts written in this voice (docs/voices.md). */
  voiceId: voiceIdSchema.optional(),
});
export type ListScriptsQuery = z.infer<typeof listScriptsQuerySchema>;

/** Any id up to 64 characters is looked up; one that matches no script is a 404, as a mistyped link should be. */
export const scriptIdPathSchema = z.object({ id: z.string().min(1).max(64) });

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Download name (spec §8): the topic lowercased with non-alphanumerics as hyphens, a dash, the created
 * date as YYYY-MM-DD in the viewer's own time zone, and .txt.
 */
export const scriptDownloadName = (topic: string, createdAt: string | Date, extension = 'txt'): string => {
  const date = new Date(createdAt);
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${topic.toLowerCase().replace(/[^a-z0-9]/gu, '-')}-${day}.${extension}`;
};
