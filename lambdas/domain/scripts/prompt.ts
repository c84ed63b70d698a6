import { DURATION_LABELS, PLATFORM_LABELS } from '../../contracts/enums';
import { formatTiming } from '../../contracts/script-text';
import { materialBlock } from './material-prompt';
import type { ScriptPlan } from './plan-types';

export interface WriterPrompt {
  system: string;
  user: string;
}

/** The prompt a language-model writer receives: the plan, the rules, and the creator's own passages. */
export const buildPrompt = (plan: ScriptPlan): WriterPrompt => {
  const { input } = plan;
  const system = [
    "You are ScriptVoice, a scriptwriter who writes in the creator's own voice, never in a generic AI voice.",
    'Write only the script, in Markdown: one "## Heading [m:ss–m:ss]" line per planned section, in order, then the words to be spoken.',
    'Keep the whole script within 10% of its spoken-word budget and each section close to its own. Only words read aloud count: not headings, timing marks or "On screen:" cues.',
    'Text marked "word for word" must appear exactly as given.',
  ].join('\n');
  const sections = plan.sections
    .map(
      (section) =>
        `- ${section.heading} [${formatTiming(section.startSecond)}–${formatTiming(section.endSecond)}], ${section.verbatim ? `${section.words} words, word for word` : `about ${section.words} spoken words`}: ${section.purpose}`,
    )
    .join('\n');
  const user = [
    `Topic: ${input.topic}`,
    input.details ? `Details from the creator: ${input.details}` : null,
    `Platform: ${PLATFORM_LABELS[input.platform]}. Duration: ${DURATION_LABELS[input.duration]}. Tone: ${input.tone}.`,
    `Budget: ${plan.wordBudget} spoken words in total (between ${Math.ceil(plan.wordBudget * 0.9)} and ${Math.floor(plan.wordBudget * 1.1)}), for about ${plan.targetSeconds} seconds at ${plan.wordsPerMinute} words per minute; the section plan shares them out.`,
    '',
    'Rules:',
    ...plan.rules.map((rule) => `- ${rule}`),
    '',
    'Section plan:',
    sections,
    materialBlock(input.material ?? null, plan.sections.map((section) => ({ heading: section.heading, keyPoints: section.keyPoints ?? [], stories: section.stories ?? [] }))),
    input.passages.length
      ? ['', 'Passages the creator wrote or said before, as examples of their voice (match how they speak; do not copy them):', ...input.passages.map((p, i) => `<passage ${i + 1}>\n${p}\n</passage ${i + 1}>`)].join('\n')
      : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return { system, user };
};
