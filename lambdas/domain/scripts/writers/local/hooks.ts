import { type HookApproach, type HookOption, HOOK_APPROACHES } from '../../../../contracts/script-extras';
import { countWords, draftedWords } from '../../../../contracts/script-text';
import { storiesOf } from '../../material-plan';
import type { ScriptPlan } from '../../plan-types';
import { type Gap, gapText } from './composed';
import { type DraftContext, draftContext } from './draft-context';
import { hookFigureOf, withMarker } from './source-notes';
import { asSentence, bare, lowerFirst } from './text';

/** A hook before the creator's opener and its placeholder are added: its lines, and what its placeholder asks for. */
export interface HookDraft {
  lines: string[];
  gap: Gap;
}

// An opener that runs into its subject ("welcome to another episode on") introduces the topic itself.
export const DANGLING = /\s(?:about|at|from|in|into|of|on|over|through|with)$/i;
// Fewer words than this are not worth asking for (composed.ts).
const MIN_GAP_WORDS = 4;

const gap = (what: string): Gap => ({ what, words: 0 });

/** The opener leads the hook and runs into the topic ("Welcome to another episode on this: …"), so the hook need not say it. */
const openerSaysTopic = (context: DraftContext) => !!context.opener && !context.openerAfterHook && DANGLING.test(context.opener);

const firstSentence = (text: string) => text.match(/^.*?[.!?…](?=\s|$)/su)?.[0] ?? text;

const draft = (line: string | null, what: string): HookDraft => ({ lines: line ? [line] : [], gap: gap(what) });

/** The topic asked as a question and answered with the creator's first key point (or their own question, when it is one). */
const question = (context: DraftContext): HookDraft[] => {
  const point = context.allPoints[0]?.trim();
  const topic = bare(context.plan.input.topic);
  const own = point && /\?["'”’)]*$/u.test(point) ? draft(`Here's a question for you: ${lowerFirst(point)}`, 'why it matters') : null;
  const answered = point && !own ? draft(openerSaysTopic(context) ? `Want to know the first thing? It's this: ${lowerFirst(bare(point))}.` : `${topic}? Here's the first thing to know: ${lowerFirst(bare(point))}.`, 'why that matters') : null;
  const asked = openerSaysTopic(context) ? null : draft(`${topic}?`, 'the first thing to know about it, in a line or two');
  return [own, answered, asked, draft(null, 'your hook as a question the script answers')].filter((each): each is HookDraft => each !== null);
};

/** A figure from the sources, with its marker; else the creator's last key point said as the one thing to remember. */
const boldClaim = (context: DraftContext): HookDraft[] => {
  const figure = hookFigureOf(context.plan);
  const point = context.allPoints.at(-1);
  return [
    figure ? draft(`Here's the headline: ${lowerFirst(withMarker(figure))}`, context.resolveWords('what that means for your {viewers}')) : null,
    point ? draft(context.resolve(`If you remember one thing from this {video}, make it this: ${lowerFirst(bare(point))}.`), 'why that is true') : null,
    point ? draft(`Remember this: ${lowerFirst(bare(point))}.`, 'why that is true') : null,
    draft(null, 'your boldest claim, one the script backs up'),
  ].filter((each): each is HookDraft => each !== null);
};

/** The opening of the creator's first story: the rest of it is told in the section it illustrates. */
const storyFirst = (context: DraftContext): HookDraft[] => {
  const planned = context.plan.sections.flatMap((section) => section.stories ?? []);
  const story = planned[0] ?? storiesOf(context.plan.input.material?.stories ?? '')[0];
  return [story ? draft(`First, a story: ${lowerFirst(bare(firstSentence(story)))}.`, 'where that story leads') : null, draft(null, 'the story or the result that opens this')].filter(
    (each): each is HookDraft => each !== null,
  );
};

const BUILDERS: Record<HookApproach, (context: DraftContext) => HookDraft[]> = { question, 'bold-claim': boldClaim, 'story-first': storyFirst };

/**
 * The hook of one approach, built only from the creator's material: the fullest form that fits in `room` words (a
 * 30-second hook has room for a question, not its answer), else a placeholder for the creator to fill in.
 */
export const hookDraft = (context: DraftContext, approach: HookApproach, room: number): HookDraft => {
  const candidates = BUILDERS[approach](context);
  return candidates.find((candidate) => countWords(candidate.lines.join(' ')) <= room) ?? candidates.at(-1)!;
};

/**
 * The creator's opener at the start of `lines`: run into the topic when it dangles ("Welcome to another episode on
 * this: How to prune tomatoes."), else before the first line after a comma.
 */
export const openWith = (context: DraftContext, lines: readonly string[]): string[] => {
  const { opener } = context;
  if (!opener) return [...lines];
  if (DANGLING.test(opener)) return [`${opener} this: ${asSentence(context.plan.input.topic)}`, ...lines];
  return lines[0] ? [`${opener}, ${lowerFirst(lines[0])}`, ...lines.slice(1)] : [`${opener}.`];
};

/** A hook's text under its heading: its lines as one paragraph, then a placeholder for what it lacks of `words`. */
const hookText = (lines: readonly string[], what: string, words: number): string => {
  const said = lines.join(' ');
  const lacking = words - countWords(said);
  return [said, lacking >= MIN_GAP_WORDS ? gapText({ what, words: lacking }) : ''].filter(Boolean).join('\n\n');
};

/**
 * The script's three hooks (issue 34): the one the script opens with (`written`, whatever wrote it) and one of each
 * other approach, built from the creator's material in their opener, sized to the words `written` says and asks for.
 */
export const offlineHookOptions = (plan: ScriptPlan, written: string): HookOption[] => {
  const context = draftContext(plan, {});
  const words = draftedWords(written);
  const room = words - (context.openerAfterHook ? 0 : countWords(openWith(context, []).join(' ')));
  return HOOK_APPROACHES.map((approach, index) => {
    if (index === 0) return { approach, text: written.trim() };
    const { lines, gap: asked } = hookDraft(context, approach, room);
    return { approach, text: hookText(context.openerAfterHook ? lines : openWith(context, lines), asked.what, words) };
  });
};
