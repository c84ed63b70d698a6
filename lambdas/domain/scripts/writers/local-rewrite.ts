import { splitSections } from '../../../contracts/script-sections';
import { spokenWords } from '../../../contracts/script-text';
import type { RewriteRequest, ScriptPlan } from '../plan-types';
import { joinAlternatives } from '../rewrite-alternatives';
import { offlinePassage } from './local-passage';
import { sentenceKey } from './local/text';

/** Drafts the plan (draftScript). */
type Draft = (plan: ScriptPlan, options: { variant: string; rewriting?: { sectionId: string; avoid: ReadonlySet<string> } }) => string;

const VARIANTS = 8;

/** The plan's section the rewrite is about: by its heading, else by its place in the script. */
const plannedIndex = (plan: ScriptPlan, section: NonNullable<RewriteRequest['section']>): number => {
  const byHeading = plan.sections.findIndex((planned) => planned.heading.toLowerCase() === section.title.toLowerCase());
  if (byHeading >= 0) return byHeading;
  return Math.min(section.index, plan.sections.length - 1);
};

/** Every sentence the script's other sections say, as sentenceKey keys: a rewritten section says none of them again. */
const saidElsewhere = (current: string, index: number): Set<string> =>
  new Set(
    splitSections(current)
      .sections.filter((_, i) => i !== index)
      .flatMap((other) => other.body.split(/(?<=[.!?…])\s+|\n+/).map(sentenceKey))
      .filter(Boolean),
  );

/**
 * One offline take of a section or the whole script: the plan drafted again with other lines (a variant seed), the
 * asked-for section at its target length, saying nothing another section of the script says and none of the texts
 * already `taken`; null when no variant differs from those.
 */
const draftOne = (request: RewriteRequest, draft: Draft, alternative: number, taken: readonly string[]): string | null => {
  const { plan, current, section, instruction, targetWords } = request;
  const index = section ? plannedIndex(plan, section) : -1;
  const scaled: ScriptPlan = section
    ? {
        ...plan,
        wordBudget: Math.max(1, plan.wordBudget - plan.sections[index]!.words + targetWords),
        sections: plan.sections.map((planned, i) => (i === index ? { ...planned, words: targetWords } : planned)),
      }
    : scaleWholePlan(plan, targetWords);
  // Drafts are cheap: a few variants, and the one nearest the target length that says something new.
  const before = (section ? section.body : current).trim();
  const rewriting = section ? { sectionId: plan.sections[index]!.id, avoid: saidElsewhere(current, section.index) } : undefined;
  let best: { text: string; miss: number } | null = null;
  for (let attempt = 0; attempt < VARIANTS && best?.miss !== 0; attempt++) {
    const seed = alternative === 0 ? `rewrite ${attempt}` : `rewrite ${alternative}.${attempt}`;
    const markdown = draft(scaled, { variant: `${seed}\n${instruction ?? ''}\n${current}`, rewriting });
    const text = section ? (splitSections(markdown).sections[index]?.body ?? markdown) : markdown;
    const miss = Math.abs(spokenWords(text) - targetWords);
    if (text.trim() !== before && !taken.includes(text) && (!best || miss < best.miss)) best = { text, miss };
  }
  return best?.text ?? (alternative === 0 ? before : null);
};

/**
 * The offline rewrite. A section or the whole script is drafted again from the plan (draftOne), once or as up to
 * three different takes; it cannot follow an instruction's wording, and "shorter" and "longer" reach it as the target
 * length. A passage it cannot rephrase: it offers the creator's related material instead (offlinePassage).
 */
export const draftRewrite = (request: RewriteRequest, draft: Draft): string => {
  if (request.passage) return offlinePassage(request);
  const texts: string[] = [];
  for (let alternative = 0; alternative < request.alternatives; alternative++) {
    const text = draftOne(request, draft, alternative, texts);
    if (text !== null) texts.push(text);
  }
  return request.alternatives === 1 ? texts[0]! : joinAlternatives(texts);
};

const scaleWholePlan = (plan: ScriptPlan, targetWords: number): ScriptPlan => {
  const factor = targetWords / Math.max(1, plan.wordBudget);
  return {
    ...plan,
    wordBudget: Math.max(1, Math.round(targetWords)),
    sections: plan.sections.map((planned) => (planned.verbatim ? planned : { ...planned, words: Math.max(1, Math.round(planned.words * factor)) })),
  };
};
