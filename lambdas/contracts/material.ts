import * as z from 'zod';

/**
 * "Your material" (issue 30): what the creator gives a script beyond its topic, so that it says what they know
 * instead of what a model invents. Shared by the /generate form and the generate-script body.
 */
export const KEY_POINTS_MAX = 20;
export const KEY_POINT_MAX_LENGTH = 300;
export const STORIES_MAX_LENGTH = 2000;
export const SOURCES_MAX = 5;
export const SOURCE_TEXT_MAX_LENGTH = 20_000;
export const SOURCE_TITLE_MAX_LENGTH = 300;
export const SOURCE_URL_MAX_LENGTH = 2048;

export const MATERIAL_MESSAGES = {
  tooManyKeyPoints: `Add at most ${KEY_POINTS_MAX} key points`,
  keyPointTooLong: `Each key point must be less than ${KEY_POINT_MAX_LENGTH} characters`,
  storiesTooLong: `Stories and examples must be less than ${STORIES_MAX_LENGTH} characters`,
  tooManySources: `Add at most ${SOURCES_MAX} sources`,
  sourceTextRequired: 'A pasted source needs its text',
  sourceTextTooLong: `A source must be less than ${SOURCE_TEXT_MAX_LENGTH.toLocaleString('en-AU')} characters`,
  sourceTitleTooLong: `A source's title must be less than ${SOURCE_TITLE_MAX_LENGTH} characters`,
  sourceUrlInvalid: 'A source link must be a web address (http or https)',
} as const;

const sourceText = z
  .string({ error: MATERIAL_MESSAGES.sourceTextRequired })
  .trim()
  .min(1, { error: MATERIAL_MESSAGES.sourceTextRequired })
  .max(SOURCE_TEXT_MAX_LENGTH, { error: MATERIAL_MESSAGES.sourceTextTooLong });
const sourceTitle = z.string().trim().max(SOURCE_TITLE_MAX_LENGTH, { error: MATERIAL_MESSAGES.sourceTitleTooLong });

/** A web page the server read when the creator added it (POST /api/sources/read), or text they pasted. */
export const sourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('link'),
    url: z.url({ protocol: /^https?$/, error: MATERIAL_MESSAGES.sourceUrlInvalid }).max(SOURCE_URL_MAX_LENGTH, { error: MATERIAL_MESSAGES.sourceUrlInvalid }),
    title: sourceTitle,
    text: sourceText,
  }),
  z.object({ kind: z.literal('text'), title: sourceTitle, text: sourceText }),
]);
export type Source = z.infer<typeof sourceSchema>;

export const materialSchema = z.object({
  /** What the script must say, one per line in the form; blank lines are dropped. */
  key_points: z
    .array(z.string().trim().max(KEY_POINT_MAX_LENGTH, { error: MATERIAL_MESSAGES.keyPointTooLong }))
    .transform((points) => points.filter((point) => point !== ''))
    .pipe(z.array(z.string()).max(KEY_POINTS_MAX, { error: MATERIAL_MESSAGES.tooManyKeyPoints }))
    .default([]),
  /** First-hand stories and examples only the creator can tell. */
  stories: z.string().trim().max(STORIES_MAX_LENGTH, { error: MATERIAL_MESSAGES.storiesTooLong }).default(''),
  /** Numbered in this order: the script cites the first as [1]. */
  sources: z.array(sourceSchema).max(SOURCES_MAX, { error: MATERIAL_MESSAGES.tooManySources }).default([]),
});
export type Material = z.infer<typeof materialSchema>;
export type MaterialInput = z.input<typeof materialSchema>;

export const EMPTY_MATERIAL: Material = { key_points: [], stories: '', sources: [] };

export const hasMaterial = (material: Material | null | undefined): material is Material =>
  !!material && (material.key_points.length > 0 || material.stories !== '' || material.sources.length > 0);

/** A gap the writer could not fill from the material: `[[fill in: what belongs here]]`, never spoken. */
export const PLACEHOLDER = /\[\[\s*fill in:[^\]]*\]\]/giu;
/** A claim's source, `[2]` or `[1, 3]`: a number in brackets, never spoken. */
export const SOURCE_MARKER = /\[\d{1,2}(?:\s*,\s*\d{1,2})*\]/gu;

export const placeholder = (what: string): string => `[[fill in: ${what.replace(/[[\]]/g, '')}]]`;

export const countPlaceholders = (markdown: string): number => markdown.match(PLACEHOLDER)?.length ?? 0;

/** The words the placeholders ask for: each says "about N words" for the part of the plan it stands in. */
export const placeholderWords = (markdown: string): number =>
  (markdown.match(PLACEHOLDER) ?? []).reduce((sum, gap) => sum + Number(/about\s+(\d+)\s+words/i.exec(gap)?.[1] ?? 0), 0);
