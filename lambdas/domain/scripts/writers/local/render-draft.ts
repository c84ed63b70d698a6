import { DURATION_LABELS, PLATFORM_LABELS } from '../../../../contracts/enums';
import { hasMaterial } from '../../../../contracts/material';
import { formatTiming } from '../../../../contracts/script-text';
import type { ScriptPlan } from '../../plan-types';
import { type Composed, gapText, spokenWordsOf } from './composed';

/** A section as markdown: its heading and timing mark, an on-screen cue, its paragraphs, its placeholder, its notes. */
const renderSection = (composed: Composed): string => {
  const { section } = composed;
  const cue = composed.cue ? `\n\n**On screen:** ${composed.cue}` : '';
  const paragraphs = [composed.lines.join(' '), ...composed.stories, composed.sources.join(' '), composed.gap?.words ? gapText(composed.gap) : '']
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
  const notes = composed.notes.map((note) => `\n\n> ${note}`).join('');
  return `## ${section.heading} [${formatTiming(section.startSecond)}–${formatTiming(section.endSecond)}]${cue}\n\n${paragraphs}${notes}`;
};

/** The draft's markdown: the title, a note saying how it was drafted, and every section. */
export const renderDraft = (plan: ScriptPlan, sections: readonly Composed[]): string => {
  const { input } = plan;
  const asksForMore = sections.some((composed) => composed.gap?.words);
  const said = sections.reduce((sum, composed) => sum + spokenWordsOf(composed), 0);
  // Key points are always said: when they alone run past the length, the creator reads it here, not from a stopwatch.
  const overLength = said > plan.wordBudget * 1.1 ? ` Your key points take about ${said} words, more than this length holds: a longer duration fits them.` : '';
  const from = hasMaterial(input.material) ? 'your plan and your material' : 'your plan';
  return [
    `# ${input.topic}`,
    `> ${PLATFORM_LABELS[input.platform]} · ${DURATION_LABELS[input.duration]} · ${input.tone} · about ${plan.wordBudget} words at ${plan.wordsPerMinute} words per minute. Drafted offline from ${from}, with nothing made up${asksForMore ? ': each “fill in” is yours to say' : ''}.${overLength}`,
    ...sections.map(renderSection),
  ].join('\n\n');
};
