import { placeholder } from '../../../../contracts/material';
import { HOOK_APPROACHES } from '../../../../contracts/script-extras';
import { countWords } from '../../../../contracts/script-text';
import { type Composed, spokenWordsOf } from './composed';
import type { DraftContext } from './draft-context';
import { hookDraft, openWith } from './hooks';
import { asSentence, bare, lowerFirst, shortened, spokenList } from './text';

const SHORT_FORM: ReadonlySet<string> = new Set(['tiktok', 'instagram']);
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];

/** Key points short and few enough to be said as one list (the intro's preview, the closing's recap). */
const listable = (points: readonly string[]) => points.length >= 2 && points.length <= 5 && points.every((point) => countWords(point) <= 10);

const roomIn = (composed: Composed) => composed.section.words - spokenWordsOf(composed);

/** The hook opens with a question (issue 34: the first of the three hooks, the others kept beside the script). */
const draftHook = (context: DraftContext, composed: Composed) => {
  const opener = context.openerAfterHook ? 0 : countWords(openWith(context, []).join(' '));
  const { lines, gap } = hookDraft(context, HOOK_APPROACHES[0], composed.section.words - opener);
  composed.lines.push(...lines);
  composed.gap = gap;
};

/** The intro previews the key points when they can be said as one list. */
const draftIntro = (context: DraftContext, composed: Composed) => {
  const { allPoints, resolve, resolveWords, introducesCreator } = context;
  const preview = resolve(`{I'll} cover ${NUMBER_WORDS[allPoints.length]} things in this {video}: ${spokenList(allPoints.map(lowerFirst))}.`);
  if (listable(allPoints) && countWords(preview) <= composed.section.words) composed.lines.push(preview);
  composed.gap = { what: resolveWords(introducesCreator ? 'what this {video} covers and why it matters' : 'who you are and what this {video} covers'), words: 0 };
};

/**
 * A body section: its key points first, in the creator's order (always said); then its stories and the creator's
 * details while the section has room (a story that does not fit becomes a note for the creator).
 */
const draftBody = (context: DraftContext, composed: Composed, bodyIndex: number, bodySections: number, leadsWithSignature: boolean) => {
  const { section } = composed;
  const points = section.keyPoints ?? [];
  const said = points.map(asSentence);
  if (said[0] && leadsWithSignature) said[0] = `${context.signature}: ${lowerFirst(said[0])}`;
  composed.lines.push(...said);
  for (const story of (section.stories ?? []).map(asSentence)) {
    if (context.avoided(story, composed)) continue;
    if (countWords(story) <= roomIn(composed)) composed.stories.push(story);
    else composed.notes.push(`Your story did not fit this section's ${section.words} words: ${story}`);
  }
  for (const detail of context.detailsFor(bodyIndex, bodySections)) {
    if (!context.avoided(detail, composed) && countWords(detail) <= roomIn(composed)) composed.lines.push(detail);
  }
  // A short-form beat shows its point on screen: the key point, else the detail it says, else the creator's to write.
  const shown = points[0] ?? composed.lines[0];
  if (SHORT_FORM.has(context.plan.input.platform)) composed.cue = shown ? bare(shortened(shown, 7)) : placeholder('on-screen text');
  composed.gap = {
    what: points.length ? `an example or detail for “${bare(shortened(points[0]!, 10))}”` : `a point about ${lowerFirst(bare(context.plan.input.topic))}, with an example`,
    words: 0,
  };
};

/** The closing recaps the key points when they can be said as one list, leaving room for the goodbye. */
const draftClosing = (context: DraftContext, composed: Composed) => {
  const recap = `So, to sum up: ${spokenList(context.allPoints.map((point) => lowerFirst(bare(point))))}.`;
  if (listable(context.allPoints) && countWords(recap) + 6 <= composed.section.words) composed.lines.push(recap);
  composed.gap = { what: 'the one thing to remember from this', words: 0 };
};

/** Each section's own words from the plan and the material; the platform's asks come after (asks.ts). */
export const draftSections = (context: DraftContext, sections: readonly Composed[]): void => {
  const body = sections.filter((composed) => composed.kind === 'body');
  const firstWithPoints = body.find((composed) => (composed.section.keyPoints ?? []).length > 0);
  for (const composed of sections) {
    if (composed.kind === 'verbatim') composed.lines.push(composed.section.verbatim!);
    if (composed.kind === 'hook') draftHook(context, composed);
    if (composed.kind === 'intro') draftIntro(context, composed);
    if (composed.kind === 'body') draftBody(context, composed, body.indexOf(composed), body.length, !!context.signature && composed === firstWithPoints);
    if (composed.kind === 'closing') draftClosing(context, composed);
  }
};
