import { countWords } from '../../../../contracts/script-text';
import { type Composed, spokenWordsOf } from './composed';
import type { DraftContext } from './draft-context';
import { CALLS_TO_ACTION, GOODBYE, REMINDERS } from './lines';
import { remindersFrom } from './reminders';
import { openWith } from './hooks';
import { bare, capitalise, shuffled } from './text';

/** The platform's stock lines, in order, while they fit the section (at least one). */
const sayWhileRoom = (context: DraftContext, composed: Composed, lines: readonly string[]) => {
  let left = composed.section.words - spokenWordsOf(composed);
  for (const line of lines.map(context.resolve)) {
    if (countWords(line) > left && composed.lines.length) break;
    composed.lines.push(line);
    left -= countWords(line);
  }
};

/**
 * The asks: the creator's own interaction reminders where the plan asks the audience for something (said to them
 * when their form allows, else kept as notes for the creator), else the platform's stock reminder or call to action.
 */
export const addAsks = (context: DraftContext, sections: readonly Composed[]): void => {
  const { plan, random } = context;
  const { platform } = plan.input;
  const reminders = remindersFrom(plan.input.styleGuide?.interaction_reminders);
  const home =
    sections.find((c) => c.kind === 'reminder') ?? sections.find((c) => c.kind === 'cta') ?? sections.find((c) => c.kind === 'closing') ?? sections.filter((c) => c.kind === 'body').at(-1)!;
  home.lines.push(...reminders.spoken);
  home.notes.push(...reminders.notes.map((note) => `Your reminder, to say in your own words: ${note}`));
  for (const composed of sections) {
    if (composed.kind === 'reminder' && !reminders.spoken.length) sayWhileRoom(context, composed, REMINDERS[platform === 'podcast' ? 'podcast' : 'youtube']);
    if (composed.kind === 'cta') sayWhileRoom(context, composed, shuffled(platform === 'instagram' ? CALLS_TO_ACTION.instagram : CALLS_TO_ACTION.tiktok, random));
  }
};

/**
 * The creator's opener as the script's first words (or, when it greets or introduces them, as the first words after
 * the hook: issue 34), and their sign-off as its last before a word-for-word outro.
 */
export const frameWithVoice = (context: DraftContext, sections: readonly Composed[]): void => {
  const { plan } = context;
  const composed = sections.filter((each) => each.kind !== 'verbatim');
  const first = context.openerAfterHook ? composed.find((each) => each.kind !== 'hook') : composed[0];
  if (first) first.lines.splice(0, first.lines.length, ...openWith(context, first.lines));
  const last = composed.at(-1);
  const signOff = plan.input.voice?.signOffs[0] ? bare(plan.input.voice.signOffs[0]) : '';
  if (last && signOff && !sections.at(-1)!.section.verbatim) last.lines.push(`${capitalise(signOff)}.`);
  else if (last?.kind === 'closing') last.lines.push(context.resolve(GOODBYE));
};
