import * as z from 'zod';
import { KEY_POINTS_MAX, KEY_POINT_MAX_LENGTH, STORIES_MAX_LENGTH } from './material';

/**
 * The outline step (issue 34, docs/around-the-draft.md): the plan of a script shown before anything is written, edited
 * by the creator (sections renamed, moved, deleted or added; key points and stories moved), then written as edited.
 * Shared by POST /api/scripts/outline, the generate-script body and the /generate form.
 */
export const OUTLINE_MAX_SECTIONS = 12;
export const SECTION_HEADING_MAX_LENGTH = 60;

export const OUTLINE_MESSAGES = {
  headingRequired: 'Each section needs a heading',
  headingTooLong: `Section headings must be at most ${SECTION_HEADING_MAX_LENGTH} characters`,
  tooManySections: `An outline has at most ${OUTLINE_MAX_SECTIONS} sections`,
  noSections: 'An outline needs its sections',
  unknownSection: 'The outline has a section this plan does not know. Review the outline again.',
  repeatedSection: 'Each section can be in the outline only once',
  hookFirst: 'The hook stays first in the outline',
  verbatimKept: 'The intro and outro from your Style Guide stay in the outline, word for word',
  bodyRequired: 'Keep at least one main section',
  keyPointsPlaced: 'Place every key point in one main section, once',
  storiesPlaced: 'Place every story in one main section, once',
} as const;

/**
 * What a section is for, by the plan's section ids: the hook (hook, cold open), the intro, the body (beats, sections,
 * segments: the only sections that carry key points and stories), the asks (reminder, call to action), the closing,
 * and the style guide's word-for-word intro or outro.
 */
export const SECTION_KINDS = ['hook', 'intro', 'body', 'reminder', 'cta', 'closing', 'verbatim'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const KIND_BY_ID: Record<string, SectionKind> = {
  hook: 'hook',
  'cold-open': 'hook',
  intro: 'intro',
  beat: 'body',
  section: 'body',
  segment: 'body',
  reminder: 'reminder',
  cta: 'cta',
  outro: 'closing',
  'sign-off': 'closing',
};

/** The kind of the plan's section `id` (`section-3` is a body section); a word-for-word section is 'verbatim'. */
export const sectionKindOf = (id: string, verbatim: boolean): SectionKind => (verbatim ? 'verbatim' : KIND_BY_ID[id.replace(/-\d+$/, '')] ?? 'body');

const heading = z
  .string({ error: OUTLINE_MESSAGES.headingRequired })
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { error: OUTLINE_MESSAGES.headingRequired }).max(SECTION_HEADING_MAX_LENGTH, { error: OUTLINE_MESSAGES.headingTooLong }));

/** One section of an edited outline, as the generate body carries it: the plan's id (or a new body id), its heading, its material. */
export const outlineSectionSchema = z.object({
  id: z.string().max(40, { error: OUTLINE_MESSAGES.unknownSection }).regex(/^[a-z]+(?:-[a-z]+)*(?:-\d{1,2})?$/, { error: OUTLINE_MESSAGES.unknownSection }),
  heading,
  keyPoints: z.array(z.string().trim().max(KEY_POINT_MAX_LENGTH)).max(KEY_POINTS_MAX, { error: OUTLINE_MESSAGES.keyPointsPlaced }).default([]),
  stories: z.array(z.string().trim().max(STORIES_MAX_LENGTH)).max(KEY_POINTS_MAX, { error: OUTLINE_MESSAGES.storiesPlaced }).default([]),
});
export type OutlineSection = z.infer<typeof outlineSectionSchema>;

export const outlineSchema = z.object({
  sections: z
    .array(outlineSectionSchema, { error: OUTLINE_MESSAGES.noSections })
    .min(1, { error: OUTLINE_MESSAGES.noSections })
    .max(OUTLINE_MAX_SECTIONS, { error: OUTLINE_MESSAGES.tooManySections }),
});
export type Outline = z.infer<typeof outlineSchema>;
export type OutlineInput = z.input<typeof outlineSchema>;

/** A section of the plan as the outline step shows it: what it is, its share of the length, and the material placed in it. */
export const outlineSectionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(SECTION_KINDS),
  heading: z.string(),
  words: z.number().int().nonnegative(),
  startSecond: z.number(),
  endSecond: z.number(),
  /** Its share of the words left after the word-for-word parts; 0 for a word-for-word section. */
  weight: z.number().nonnegative(),
  /** The style guide's intro or outro, said word for word: its words are fixed. */
  verbatim: z.boolean(),
  keyPoints: z.array(z.string()),
  stories: z.array(z.string()),
});
export type OutlineSectionView = z.infer<typeof outlineSectionViewSchema>;

/** POST /api/scripts/outline: the plan for the form's inputs, free; nothing is written or charged. */
export const outlineResponseSchema = z.object({
  wordBudget: z.number().int().positive(),
  targetSeconds: z.number().int().positive(),
  wordsPerMinute: z.number().positive(),
  /** How a section the creator adds is made: ids `${idPrefix}-${n}`, headings `${heading} ${n}`, this share of the length. */
  newSection: z.object({ idPrefix: z.string(), heading: z.string(), weight: z.number().positive() }),
  sections: z.array(outlineSectionViewSchema),
});
export type OutlineResponse = z.infer<typeof outlineResponseSchema>;

/** A section's claim on the length: a share (weight) of the flexible words, or a fixed count (a word-for-word part). */
export interface SectionShare {
  weight: number;
  /** Set for a word-for-word section: its own word count, whatever the budget. */
  fixedWords?: number;
}

export interface SectionLayout {
  words: number;
  startSecond: number;
  endSecond: number;
}

const MIN_SECTION_WORDS = 5;

/**
 * Each section's words and timing: word-for-word sections keep their own count, the others share what is left of
 * `wordBudget` by weight (at least 5 words each), one after another at `wordsPerMinute`. The planner and the outline
 * editor both lay a plan out with it, so the times the creator sees while editing are the ones the script is written to.
 */
export const layoutSections = (sections: readonly SectionShare[], wordBudget: number, wordsPerMinute: number): SectionLayout[] => {
  const fixedWords = sections.reduce((sum, section) => sum + (section.fixedWords ?? 0), 0);
  const flexible = sections.filter((section) => section.fixedWords === undefined);
  const totalWeight = flexible.reduce((sum, section) => sum + section.weight, 0);
  const flexibleWords = Math.max(flexible.length * MIN_SECTION_WORDS, wordBudget - fixedWords);
  let elapsedWords = 0;
  return sections.map((section) => {
    const words =
      section.fixedWords ?? (totalWeight > 0 ? Math.max(MIN_SECTION_WORDS, Math.round((flexibleWords * section.weight) / totalWeight)) : MIN_SECTION_WORDS);
    const startSecond = Math.round((elapsedWords * 60) / wordsPerMinute);
    elapsedWords += words;
    return { words, startSecond, endSecond: Math.round((elapsedWords * 60) / wordsPerMinute) };
  });
};
