import { DURATION_LABELS, PLATFORM_LABELS } from '../../../contracts/enums';
import { hasMaterial, placeholder } from '../../../contracts/material';
import { countWords, formatTiming } from '../../../contracts/script-text';
import { openingFor } from '../introductions';
import type { ScriptPlan, ScriptWriter } from '../plan-types';
import { draftRewrite } from './local-rewrite';
import { streamAtPace } from './paced-stream';
import { balanceGaps, type Composed, gapText, kindOf } from './local/composed';
import { CALLS_TO_ACTION, GOODBYE, REMINDERS } from './local/lines';
import { remindersFrom } from './local/reminders';
import { pickSourceSentences, sourceSentences } from './local/source-notes';
import { asSentence, bare, capitalise, detailSentences, lowerFirst, resolveLine, seededRandom, sentenceKey, shortened, shuffled, spokenList } from './local/text';

export interface DraftOptions {
  /** Draws other lines than the plan alone would (a rewrite's attempts). */
  variant?: string;
  /** A rewrite of the plan's section `sectionId`, which must say none of the `avoid` sentences (sentenceKey keys). */
  rewriting?: { sectionId: string; avoid: ReadonlySet<string> };
}

// An opener that runs into its subject ("welcome to another episode on") introduces the topic itself.
const DANGLING = /\s(?:about|at|from|in|into|of|on|over|through|with)$/i;

/**
 * The offline draft of a plan, used when no language model is configured (issue 30): the creator's outline in their
 * voice, made only of what they gave it and never of generic advice. The topic is said in the hook; the intro
 * previews the key points; each body section says its key points, the stories placed in it, the creator's details
 * and the source sentences that bear on them with their markers ([1]); the reminder and call to action are the
 * platform's asks or the creator's own reminders; the closing recaps short key points and signs off. The style
 * guide's templates are word for word, the creator's opener and sign-off come first and last, and one signature
 * phrase leads into the first key point. Where a section has less to say than its share of the length, a
 * placeholder names what belongs there and how many words ([[fill in: …, about 40 words]]), so the words said plus
 * the words asked for match the plan's budget.
 */
export const draftScript = (plan: ScriptPlan, { variant = '', rewriting }: DraftOptions = {}): string => {
  const { input } = plan;
  const { platform, voice, material } = input;
  const random = seededRandom([input.topic, input.details ?? '', platform, input.duration, input.tone, variant].join('\n'));
  const resolve = (line: string) => resolveLine(line, voice?.person ?? null, platform);
  const resolveWords = (words: string) => lowerFirst(resolve(words));
  const avoid = (text: string, composed: Composed) => composed.section.id === rewriting?.sectionId && !!rewriting.avoid.has(sentenceKey(text));

  const sections: Composed[] = plan.sections.map((section) => ({ section, kind: kindOf(section), lines: [], stories: [], sources: [], notes: [], cue: null, gap: null }));
  const composedOnly = sections.filter((composed) => composed.kind !== 'verbatim');
  const body = sections.filter((composed) => composed.kind === 'body');
  const allPoints = body.flatMap((composed) => composed.section.keyPoints ?? []);

  const [firstOpener] = openingFor(voice, input.styleGuide).openers;
  const opener = firstOpener ? capitalise(bare(firstOpener)) : '';
  const introducesCreator = openingFor(voice, input.styleGuide).introducesCreator;
  const signature = voice?.signaturePhrases[0] ? capitalise(bare(voice.signaturePhrases[0])) : '';

  const firstWithPoints = body.find((composed) => (composed.section.keyPoints ?? []).length > 0);
  // A detail that repeats a key point is said once, as the key point.
  const pointKeys = new Set(allPoints.map((point) => sentenceKey(point)));
  const details = detailSentences(input.details).filter((detail) => !pointKeys.has(sentenceKey(detail)));
  const detailsFor = (bodyIndex: number) => details.filter((_, index) => index % body.length === bodyIndex);

  for (const composed of sections) {
    const { section } = composed;
    switch (composed.kind) {
      case 'verbatim':
        composed.lines.push(section.verbatim!);
        break;
      case 'hook':
        composed.lines.push(DANGLING.test(opener) ? `${opener} this: ${asSentence(input.topic)}` : `Today: ${asSentence(input.topic)}`);
        composed.gap = { what: 'your hook: a question, a bold claim or the result first', words: 0 };
        break;
      case 'intro': {
        const preview = resolve(`{I'll} cover ${NUMBER_WORDS[allPoints.length]} things in this {video}: ${spokenList(allPoints.map(lowerFirst))}.`);
        if (listable(allPoints) && countWords(preview) <= section.words) composed.lines.push(preview);
        composed.gap = { what: resolveWords(introducesCreator ? 'what this {video} covers and why it matters' : 'who you are and what this {video} covers'), words: 0 };
        break;
      }
      case 'body': {
        const points = section.keyPoints ?? [];
        const said = points.map(asSentence);
        if (said[0] && signature && composed === firstWithPoints) said[0] = `${signature}: ${lowerFirst(said[0])}`;
        // Key points lead the section, in the creator's order, before the details placed in it.
        composed.lines.unshift(...said);
        // The creator's stories, then details, while the section has room: a key point is always said, the rest only if it fits.
        for (const story of (section.stories ?? []).map(asSentence)) {
          if (avoid(story, composed)) continue;
          if (countWords(story) <= section.words - wordsOf(composed)) composed.stories.push(story);
          else composed.notes.push(`Your story did not fit this section's ${section.words} words: ${story}`);
        }
        for (const detail of detailsFor(body.indexOf(composed))) {
          if (!avoid(detail, composed) && countWords(detail) <= section.words - wordsOf(composed)) composed.lines.push(detail);
        }
        // A short-form beat shows its point on screen: the key point, else the detail it says, else the creator's to write.
        const shown = points[0] ?? composed.lines[0];
        if (SHORT_FORM.has(platform)) composed.cue = shown ? bare(shortened(shown, 7)) : placeholder('on-screen text');
        composed.gap = {
          what: points.length ? `an example or detail for “${bare(shortened(points[0]!, 10))}”` : `a point about ${lowerFirst(bare(input.topic))}, with an example`,
          words: 0,
        };
        break;
      }
      case 'reminder':
      case 'cta':
        break;
      case 'closing': {
        const recap = `So, to sum up: ${spokenList(allPoints.map((point) => lowerFirst(bare(point))))}.`;
        if (listable(allPoints) && countWords(recap) + 6 <= section.words) composed.lines.push(recap);
        composed.gap = { what: 'the one thing to remember from this', words: 0 };
        break;
      }
    }
  }

  // The creator's reminders are what the reminder section says; without them, the platform's own asks.
  const reminders = remindersFrom(input.styleGuide?.interaction_reminders);
  const home = sections.find((c) => c.kind === 'reminder') ?? sections.find((c) => c.kind === 'cta') ?? sections.find((c) => c.kind === 'closing') ?? body.at(-1)!;
  home.lines.push(...reminders.spoken);
  home.notes.push(...reminders.notes.map((note) => `Your reminder, to say in your own words: ${note}`));
  const asks = (composed: Composed, lines: readonly string[]) => {
    let left = composed.section.words - wordsOf(composed);
    for (const line of lines.map(resolve)) {
      if (countWords(line) > left && composed.lines.length) break;
      composed.lines.push(line);
      left -= countWords(line);
    }
  };
  for (const composed of sections) {
    if (composed.kind === 'reminder' && !reminders.spoken.length) asks(composed, REMINDERS[platform === 'podcast' ? 'podcast' : 'youtube']);
    if (composed.kind === 'cta') asks(composed, shuffled(platform === 'instagram' ? CALLS_TO_ACTION.instagram : CALLS_TO_ACTION.tiktok, random));
  }

  // The creator's opener is the script's first words; their sign-off its last before a word-for-word outro.
  const first = composedOnly[0];
  if (first && opener && !DANGLING.test(opener)) first.lines[0] = first.lines[0] ? `${opener}, ${lowerFirst(first.lines[0])}` : `${opener}.`;
  const last = composedOnly.at(-1);
  const signOff = voice?.signOffs[0] ? bare(voice.signOffs[0]) : '';
  if (last && signOff && !sections.at(-1)!.section.verbatim) last.lines.push(`${capitalise(signOff)}.`);
  else if (last?.kind === 'closing') last.lines.push(resolve(GOODBYE));

  // What the sources say about each body section's key points (else the topic), within the words it has left.
  if (hasMaterial(material) && material.sources.length) {
    const pool = shuffled(sourceSentences(material.sources), variant ? random : () => 0.5);
    const used = new Set<string>();
    for (const composed of body) {
      const about = [...(composed.section.keyPoints ?? []), ...(composed.section.keyPoints?.length ? [] : [input.topic])].join(' ');
      const room = composed.section.words - wordsOf(composed);
      composed.sources = pickSourceSentences(pool, about, room, used, (text) => !avoid(text, composed)).map((sentence) => `${sentence.text.replace(/([.!?]["”’)]?)$/u, ` [${sentence.source}]$1`)}`);
    }
  }

  balanceGaps(sections, plan.wordBudget);
  const asksForMore = sections.some((composed) => composed.gap?.words);
  const said = sections.reduce((sum, composed) => sum + wordsOf(composed), 0);
  // Key points are always said: when they alone run past the length, the creator hears it here, not from a stopwatch.
  const overLength = said > plan.wordBudget * 1.1 ? ` Your key points take about ${said} words, more than this length holds: a longer duration fits them.` : '';

  const rendered = sections.map((composed) => {
    const { section } = composed;
    const cue = composed.cue ? `\n\n**On screen:** ${composed.cue}` : '';
    const paragraphs = [composed.lines.join(' '), ...composed.stories, composed.sources.join(' '), composed.gap?.words ? gapText(composed.gap) : '']
      .filter((paragraph) => paragraph.trim() !== '')
      .join('\n\n');
    const notes = composed.notes.map((note) => `\n\n> ${note}`).join('');
    return `## ${section.heading} [${formatTiming(section.startSecond)}–${formatTiming(section.endSecond)}]${cue}\n\n${paragraphs}${notes}`;
  });
  return [
    `# ${input.topic}`,
    `> ${PLATFORM_LABELS[platform]} · ${DURATION_LABELS[input.duration]} · ${input.tone} · about ${plan.wordBudget} words at ${plan.wordsPerMinute} words per minute. Drafted offline from your plan${hasMaterial(material) ? ' and your material' : ''}, with nothing made up${asksForMore ? ': each “fill in” is yours to say' : ''}.${overLength}`,
    ...rendered,
  ].join('\n\n');
};

/** Key points short and few enough to be said as one list (the intro's preview, the closing's recap). */
const listable = (points: readonly string[]) => points.length >= 2 && points.length <= 5 && points.every((point) => countWords(point) <= 10);

const SHORT_FORM: ReadonlySet<string> = new Set(['tiktok', 'instagram']);
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];

const wordsOf = (composed: Composed) => countWords([...composed.lines, ...composed.stories, ...composed.sources].join(' '));

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
