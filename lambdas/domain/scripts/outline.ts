import type { Duration, Platform } from '../../contracts/enums';
import type { Material } from '../../contracts/material';
import { OUTLINE_MESSAGES, type Outline, type OutlineResponse, sectionKindOf } from '../../contracts/outline';
import { BadRequestError } from '../../shared/errors';
import { storiesOf } from './material-plan';
import type { ScriptPlan } from './plan-types';
import { BODY_SECTION, type SectionTemplate, bodyTemplateFor, sectionsFor } from './section-templates';

/** A template as the planner sizes it: the style guide's text for a word-for-word part, the outline's material for a body section. */
export interface ArrangedTemplate extends SectionTemplate {
  text?: string;
  keyPoints?: string[];
  stories?: string[];
}

const refuse = (message: string): never => {
  throw new BadRequestError(message, 'outline.invalid');
};

const sameItems = (a: readonly string[], b: readonly string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * Refuses (400, before any credit is taken) an outline that is not an edit of these inputs' plan: a section id the
 * plan does not have (a section the creator added is a body section, `section-7`), one listed twice, the hook not
 * first, no body section left, or the creator's key points and stories not each placed once, in body sections.
 * Whether the style guide's word-for-word parts are there is settled when planning (arrangeByOutline), as the
 * style guide is read only once the credit is taken.
 */
export const checkOutline = (outline: Outline, { platform, duration, material }: { platform: Platform; duration: Duration; material?: Material }): void => {
  const templates = sectionsFor(platform, duration);
  const known = new Set(templates.map((template) => template.id));
  const added = new RegExp(`^${bodyTemplateFor(platform).idPrefix}-\\d{1,2}$`);
  const ids = outline.sections.map((section) => section.id);
  if (ids.some((id) => !known.has(id) && !added.test(id))) refuse(OUTLINE_MESSAGES.unknownSection);
  if (new Set(ids).size !== ids.length) refuse(OUTLINE_MESSAGES.repeatedSection);
  if (ids[0] !== templates[0]!.id) refuse(OUTLINE_MESSAGES.hookFirst);
  const body = outline.sections.filter((section) => BODY_SECTION.test(section.id));
  if (!body.length) refuse(OUTLINE_MESSAGES.bodyRequired);
  const others = outline.sections.filter((section) => !BODY_SECTION.test(section.id));
  if (others.some((section) => section.keyPoints.length) || !sameItems(body.flatMap((section) => section.keyPoints), material?.key_points ?? [])) {
    refuse(OUTLINE_MESSAGES.keyPointsPlaced);
  }
  if (others.some((section) => section.stories.length) || !sameItems(body.flatMap((section) => section.stories), storiesOf(material?.stories ?? ''))) {
    refuse(OUTLINE_MESSAGES.storiesPlaced);
  }
};

/**
 * The plan's templates in the outline's order, with its headings, its added body sections and its material. The style
 * guide's word-for-word parts stay whatever the outline says: one it lacks (the style guide gained it since the outline
 * was made) goes back where the plan puts it, and one the style guide no longer has is left out.
 */
export const arrangeByOutline = (templates: readonly ArrangedTemplate[], outline: Outline, platform: Platform): ArrangedTemplate[] => {
  const byId = new Map(templates.map((template) => [template.id, template]));
  const body = bodyTemplateFor(platform);
  const arranged = outline.sections.flatMap((section): ArrangedTemplate[] => {
    const template = byId.get(section.id) ?? (BODY_SECTION.test(section.id) ? { id: section.id, heading: body.heading, purpose: body.purpose, weight: body.weight } : undefined);
    return template ? [{ ...template, heading: section.heading, keyPoints: section.keyPoints, stories: section.stories }] : [];
  });
  for (const template of templates) {
    if (!template.text || arranged.some((section) => section.id === template.id)) continue;
    if (template.verbatim === 'intro') arranged.splice(1, 0, template);
    else arranged.push(template);
  }
  return arranged;
};

/** The plan as the outline step shows it: each section's kind, share, timing and material, and how to add one. */
export const outlineView = (plan: ScriptPlan): OutlineResponse => {
  const body = bodyTemplateFor(plan.input.platform);
  const weights = new Map(sectionsFor(plan.input.platform, plan.input.duration).map((template) => [template.id, template.weight]));
  return {
    wordBudget: plan.wordBudget,
    targetSeconds: plan.targetSeconds,
    wordsPerMinute: plan.wordsPerMinute,
    newSection: { idPrefix: body.idPrefix, heading: body.heading, weight: body.weight },
    sections: plan.sections.map((section) => ({
      id: section.id,
      kind: sectionKindOf(section.id, !!section.verbatim),
      heading: section.heading,
      words: section.words,
      startSecond: section.startSecond,
      endSecond: section.endSecond,
      weight: section.verbatim ? 0 : weights.get(section.id) ?? body.weight,
      verbatim: !!section.verbatim,
      keyPoints: section.keyPoints ?? [],
      stories: section.stories ?? [],
    })),
  };
};
