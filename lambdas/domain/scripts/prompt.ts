import { DURATION_LABELS, PLATFORM_LABELS } from '../../contracts/enums';
import { formatTiming } from './text-stats';
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
    'Keep each section close to its word budget. Text marked "word for word" must appear exactly as given.',
    'Never invent statistics or quotes; when a claim needs a source, say so in the script.',
  ].join('\n');
  const sections = plan.sections
    .map(
      (section) =>
        `- ${section.heading} [${formatTiming(section.startSecond)}–${formatTiming(section.endSecond)}], about ${section.words} words: ${section.purpose}`,
    )
    .join('\n');
  const user = [
    `Topic: ${input.topic}`,
    input.details ? `Details from the creator: ${input.details}` : null,
    `Platform: ${PLATFORM_LABELS[input.platform]}. Duration: ${DURATION_LABELS[input.duration]}. Tone: ${input.tone}.`,
    '',
    'Rules:',
    ...plan.rules.map((rule) => `- ${rule}`),
    '',
    'Section plan:',
    sections,
    input.passages.length
      ? ['', 'Passages the creator wrote or said before (match this voice; do not copy them):', ...input.passages.map((p, i) => `<passage ${i + 1}>\n${p}\n</passage ${i + 1}>`)].join('\n')
      : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return { system, user };
};
