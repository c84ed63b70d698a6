import type { ScriptPlan, ScriptWriter } from '../plan-types';
import { draftRewrite } from './local-rewrite';
import { streamAtPace } from './paced-stream';
import { addAsks, frameWithVoice } from './local/asks';
import { balanceGaps, type Composed, kindOf } from './local/composed';
import { type DraftOptions, draftContext } from './local/draft-context';
import { renderDraft } from './local/render-draft';
import { draftSections } from './local/section-drafts';
import { addSourceNotes } from './local/source-notes';

export type { DraftOptions };

/**
 * The offline draft of a plan, used when no language model is configured (issue 30): the creator's outline in their
 * voice, made only of what they gave it and never of generic advice (docs/material.md), in named steps:
 * 1. each section's own words (section-drafts.ts): the topic in the hook; the key points previewed in the intro;
 *    each body section's key points, stories and details; the recap in the closing; the templates word for word;
 * 2. the asks (asks.ts): the creator's reminders, else the platform's reminder or call to action;
 * 3. the creator's opener first and sign-off last, one signature phrase leading into the first key point;
 * 4. the source sentences that bear on each body section, with their markers (source-notes.ts);
 * 5. a placeholder where a section has less to say than its share, sized so that the words said plus the words asked
 *    for meet the plan's budget (composed.ts), and the markdown (render-draft.ts).
 */
export const draftScript = (plan: ScriptPlan, options: DraftOptions = {}): string => {
  const context = draftContext(plan, options);
  const sections: Composed[] = plan.sections.map((section) => ({ section, kind: kindOf(section), lines: [], stories: [], sources: [], notes: [], cue: null, gap: null }));
  draftSections(context, sections);
  addAsks(context, sections);
  frameWithVoice(context, sections);
  addSourceNotes(context, sections, !!options.variant);
  balanceGaps(sections, plan.wordBudget);
  return renderDraft(plan, sections);
};

/**
 * The offline writer: drafts the script at once, then hands it out at `wordsPerSecond` (0: in one piece), so
 * the app without a model streams as it does with one.
 */
export const createLocalWriter = ({ wordsPerSecond = 0 }: { wordsPerSecond?: number } = {}): ScriptWriter => ({
  name: 'local',
  async write(plan, options = {}) {
    const markdown = draftScript(plan);
    await streamAtPace(markdown, wordsPerSecond, options);
    return markdown;
  },
  async rewrite(request, options = {}) {
    const text = draftRewrite(request, draftScript);
    await streamAtPace(text, wordsPerSecond, options);
    return text;
  },
});

export const localWriter = createLocalWriter();
