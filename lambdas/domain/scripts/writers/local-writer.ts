import { DURATION_LABELS, PLATFORM_LABELS } from '../../../contracts/enums';
import { countWords, formatTiming } from '../../../contracts/script-text';
import type { PlannedSection, ScriptPlan, ScriptWriter } from '../plan-types';
import { draftRewrite } from './local-rewrite';
import { streamAtPace } from './paced-stream';
import { ANGLES, type Angle, EXTRA_ENDS, EXTRA_STARTS } from './local/angles';
import { CALLS_TO_ACTION, CLOSINGS, DETAIL_FRAMES, GOODBYES, HOOKS, INTROS, PREVIEWS, REMINDERS, TOPIC_FRAMES } from './local/lines';
import { remindersFrom } from './local/reminders';
import { openingFor } from '../introductions';
import { afterLeadIn, asSentence, bare, capitalise, detailSentences, leadInsFor, resolveLine, seededRandom, sentenceKey, shuffled } from './local/text';

type Kind = 'verbatim' | 'hook' | 'intro' | 'body' | 'reminder' | 'cta' | 'closing';

interface Line {
  text: string;
  /** Lead-ins may go in front ("So," "In practice,") to land the script on its word budget. */
  leadable: boolean;
  leadIn?: string;
  /** Starts a new paragraph (a new angle within a long section). */
  breakBefore?: boolean;
  /** Follows on from the line before it, so nothing may come between them. */
  followsOn?: boolean;
}

interface Draft {
  section: PlannedSection;
  kind: Kind;
  /** The creator's opener, said as the first words of the script. */
  prefix: string | null;
  /** A fixed line said before all others: the opener that runs into the topic. */
  opening: Line | null;
  /** Fixed lines said once, after the section's first line: the topic, the creator's details. */
  head: Line[];
  /** Fixed lines at the section's end: the interaction reminder, the creator's sign-off. */
  tail: Line[];
  lines: Line[];
  /** Notes for the creator under the section's text, never spoken (a reminder the draft could not say for them). */
  notes: string[];
  target: number;
  cue: string | null;
}

const KINDS: Record<string, Kind> = {
  hook: 'hook',
  'cold-open': 'hook',
  intro: 'intro',
  beat: 'body',
  section: 'body',
  segment: 'body',
  reminder: 'reminder',
  cta: 'cta',
  outro: 'closing',
  'sign-off': 'closing',
};

export interface DraftOptions {
  /** Draws other lines than the plan alone would (a rewrite's attempts). */
  variant?: string;
  /** A rewrite of the plan's section `sectionId`, which must say none of the `avoid` sentences (sentenceKey keys). */
  rewriting?: { sectionId: string; avoid: ReadonlySet<string> };
}

/** A sentence key and each of its endings of two words or more. */
const wordSuffixes = (key: string): string[] => {
  const words = key.split(' ');
  return words.length < 2 ? [key] : words.slice(0, -1).map((_, i) => words.slice(i).join(' '));
};

const kindOf = (section: PlannedSection): Kind => (section.verbatim ? 'verbatim' : KINDS[section.id.replace(/-\d+$/, '')] ?? 'body');

// A section opens another idea only with this many words still wanted: less carries on to the next body
// section, and after the last one the lead-ins take it up.
const NEW_ANGLE_WORDS = 25;
const LAST_ANGLE_WORDS = 12;
// The creator's details may take at most this share of the words that are not the style guide's.
const DETAILS_SHARE = 0.4;
const PARAGRAPH_LINES = 6;
const DANGLING = /\s(?:about|at|from|in|into|of|on|over|through|with)$/i;

const wordsOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + countWords(line.text), 0);
const fixedWords = (draft: Draft) => (draft.prefix ? countWords(draft.prefix) : 0) + wordsOf([...(draft.opening ? [draft.opening] : []), ...draft.head, ...draft.tail]);
const fixed = (text: string, leadable = false): Line => ({ text, leadable });
const isLeadable = (text: string) => !/\?$/.test(text) && !/^(So|And|But|Then|Now|Yet|Plus|Also|Still|Okay)\b/.test(text) && !/^(\S+\s){0,2}\S+:/.test(text);

/**
 * The offline draft of a plan, used when no language model is configured: a coherent script, composed at once.
 * Each section draws its own kind of line (hooks by tone, intros, one idea per body section, calls to action
 * and closings by platform), each line at most once; the topic is said once in the hook, each of the creator's
 * details once in a body section, their opener as the first words (unless it would introduce them a second time)
 * and their sign-off as the last, the style guide's templates word for word and its reminders said to the audience. The length is met by construction: the words left after
 * the fixed text are shared out as the plan shares them, each section takes whole lines while they fit, what a
 * section could not use carries on to the next body section, and lead-ins of one to three words settle the rest.
 */
export const draftScript = (plan: ScriptPlan, { variant = '', rewriting }: DraftOptions = {}): string => {
  const { input } = plan;
  const { platform, tone, voice } = input;
  // The same inputs draft the same script; a rewrite passes a variant to draw other lines.
  const random = seededRandom([input.topic, input.details ?? '', platform, input.duration, tone, ...(variant ? [variant] : [])].join('\n'));
  const resolve = (line: string) => resolveLine(line, voice?.person ?? null, platform);
  const used = new Set<string>();
  // The rewritten section says nothing the script's other sections say, not even after a lead-in ("So, …") or with one.
  // Only that section: the draft's other sections are thrown away, and if they ran short their words would carry on.
  const avoided = new Set([...(rewriting?.avoid ?? [])].flatMap(wordSuffixes));
  const fresh = (text: string, draft: Draft) => !used.has(sentenceKey(text)) && !(draft.section.id === rewriting?.sectionId && avoided.has(sentenceKey(text)));
  const use = (text: string) => used.add(sentenceKey(text));

  const drafts: Draft[] = plan.sections.map((section) => ({ section, kind: kindOf(section), prefix: null, opening: null, head: [], tail: [], lines: [], notes: [], target: 0, cue: null }));
  const composed = drafts.filter((draft) => draft.kind !== 'verbatim');
  const body = drafts.filter((draft) => draft.kind === 'body');
  const verbatimWords = drafts.reduce((sum, draft) => sum + (draft.section.verbatim ? countWords(draft.section.verbatim) : 0), 0);
  const first = composed[0]!;
  const lastComposed = composed.at(-1)!;

  // Never a second introduction: an opener that introduces the creator is left out when the intro template does.
  const [firstOpener] = openingFor(voice, input.styleGuide).openers;
  const opener = firstOpener ? capitalise(bare(firstOpener)) : '';
  const frame = shuffled(TOPIC_FRAMES, random)[0]!;
  // An opener that runs into its subject ("welcome to another episode on") introduces the topic itself.
  if (DANGLING.test(opener)) first.opening = fixed(`${opener} this: ${asSentence(input.topic)}`);
  else {
    if (opener) first.prefix = opener;
    first.head.push(fixed(`${frame} ${asSentence(input.topic)}`, !opener));
  }

  const reminders = remindersFrom(input.styleGuide?.interaction_reminders);
  const home = drafts.find((d) => d.kind === 'reminder') ?? drafts.find((d) => d.kind === 'cta') ?? drafts.find((d) => d.kind === 'closing') ?? body.at(-1)!;
  home.tail.push(...reminders.spoken.map((line) => fixed(line)));
  home.notes.push(...reminders.notes.map((note) => `Your reminder, to say in your own words: ${note}`));
  // The creator's own reminders are what the reminder section says; the composed ones would only repeat them.
  const ownReminders = home.kind === 'reminder' && reminders.spoken.length > 0;
  // A word-for-word outro is the creator's own last words, so their sign-off is only added without one.
  const signOff = voice?.signOffs[0] ? bare(voice.signOffs[0]) : '';
  if (signOff && !drafts.at(-1)!.section.verbatim) lastComposed.tail.push(fixed(`${capitalise(signOff)}.`));
  else if (lastComposed.kind === 'closing') lastComposed.tail.push(fixed(resolve(shuffled(CLOSINGS.slice(-GOODBYES), random)[0]!)));

  const details = detailSentences(input.details);
  const frames = shuffled(DETAIL_FRAMES, random);
  let detailRoom = DETAILS_SHARE * Math.max(0, plan.wordBudget - verbatimWords - composed.reduce((sum, d) => sum + fixedWords(d), 0));
  details.slice(0, frames.length).forEach((detail, index) => {
    const text = `${resolve(frames[index]!)} ${detail}`;
    if (countWords(text) > detailRoom) return;
    detailRoom -= countWords(text);
    body[index % body.length]!.head.push(fixed(text));
  });
  for (const draft of drafts) for (const line of [...(draft.opening ? [draft.opening] : []), ...draft.head, ...draft.tail]) use(line.text);

  const sources: Record<Exclude<Kind, 'verbatim' | 'body'>, string[]> = {
    hook: [...shuffled(HOOKS[tone], random).slice(0, 2), ...shuffled(PREVIEWS, random)],
    intro: ((lines) => [lines[0]!, ...shuffled(lines.slice(1), random)])(INTROS[platform === 'podcast' ? 'podcast' : 'youtube']),
    reminder: ownReminders ? [] : [...REMINDERS[platform === 'podcast' ? 'podcast' : 'youtube']],
    cta: [...shuffled(platform === 'instagram' ? CALLS_TO_ACTION.instagram : CALLS_TO_ACTION.tiktok, random), ...shuffled(CLOSINGS.slice(0, 4), random)],
    closing: [...shuffled(CLOSINGS.slice(0, 4), random), ...CLOSINGS.slice(4, -GOODBYES)],
  };
  const capacity = (draft: Draft) =>
    draft.kind === 'body' ? Number.POSITIVE_INFINITY : sources[draft.kind as keyof typeof sources].reduce((sum, line) => sum + countWords(line), 0);

  // Share the words left after the fixed text as the plan shares them; a section's surplus over what its
  // lines can say goes to the body sections.
  const free = Math.max(0, plan.wordBudget - verbatimWords - composed.reduce((sum, d) => sum + fixedWords(d), 0));
  const wanted = composed.map((draft) => Math.max(0, draft.section.words - fixedWords(draft)));
  const totalWanted = wanted.reduce((sum, words) => sum + words, 0);
  let surplus = 0;
  composed.forEach((draft, index) => {
    const share = totalWanted > 0 ? (free * wanted[index]!) / totalWanted : draft.kind === 'body' ? free / body.length : 0;
    draft.target = Math.min(share, capacity(draft));
    surplus += share - draft.target;
  });
  const bodyWanted = body.reduce((sum, draft) => sum + draft.target, 0);
  for (const draft of body) draft.target += bodyWanted > 0 ? (surplus * draft.target) / bodyWanted : surplus / body.length;

  const take = (draft: Draft, candidates: readonly string[], room: number): number => {
    let left = room;
    // A hook, intro, reminder or closing says at least one line of its own (the shortest, when none fits),
    // unless the creator's own reminder already fills it.
    const resolved = candidates.map(resolve).filter((text) => fresh(text, draft));
    if (draft.kind !== 'body' && !(draft === home && reminders.spoken.length) && resolved.length && !resolved.some((text) => countWords(text) <= left)) {
      const shortest = resolved.reduce((a, b) => (countWords(b) < countWords(a) ? b : a));
      draft.lines.push({ text: shortest, leadable: isLeadable(shortest) });
      use(shortest);
      left -= countWords(shortest);
    }
    for (const candidate of candidates) {
      if (left < 2) break;
      const text = resolve(candidate);
      const words = countWords(text);
      if (words <= left && fresh(text, draft)) {
        draft.lines.push({ text, leadable: isLeadable(text) });
        use(text);
        left -= words;
      }
    }
    return left;
  };

  let carry = 0;
  for (const draft of composed) if (draft.kind !== 'body') carry += take(draft, sources[draft.kind as keyof typeof sources], Math.round(draft.target));

  const angles = shuffled(ANGLES, random);
  const endings = shuffled(EXTRA_ENDS, random);
  const extras = shuffled(EXTRA_STARTS, random).map((start, i) => `${start} ${endings[i % endings.length]}`);
  type Said = { text: string; words: number; followsOn: boolean };
  const said = new Map<Angle, Said[]>();
  const sayAngle = (angle: Angle): Said[] => {
    let lines = said.get(angle);
    if (!lines) {
      lines = angle.lines.map((candidate) => {
        const text = resolve(candidate.replace(/^\^/, ''));
        return { text, words: countWords(text), followsOn: candidate.startsWith('^') };
      });
      said.set(angle, lines);
    }
    return lines;
  };
  /** The idea's lead line and then its other lines while they fit; null when the lead does not fit. */
  const fitAngle = (draft: Draft, angle: Angle, room: number): { lines: Line[]; left: number } | null => {
    const opening = draft.lines.length === 0;
    const [lead, ...rest] = sayAngle(angle);
    // An idea starts with its lead line, even a few words over a very short section's share.
    if (lead!.words > room + (opening ? 3 : 0) || !fresh(lead!.text, draft)) return null;
    const lines: Line[] = [{ text: lead!.text, leadable: isLeadable(lead!.text), breakBefore: !opening }];
    let left = room - lead!.words;
    let previousTaken = true;
    for (const { text, words, followsOn } of rest) {
      previousTaken = left >= 2 && words <= left && (previousTaken || !followsOn) && fresh(text, draft);
      if (!previousTaken) continue;
      lines.push({ text, leadable: isLeadable(text), followsOn });
      left -= words;
    }
    return { lines, left };
  };
  /** The first unused idea that fills the room to within a word or two, else the one that comes closest. */
  const takeBestAngle = (draft: Draft, room: number): number | null => {
    let best: { index: number; lines: Line[]; left: number } | null = null;
    for (let index = 0; index < angles.length && !(best && Math.abs(best.left) < 2); index++) {
      const fit = fitAngle(draft, angles[index]!, room);
      if (fit && (!best || Math.abs(fit.left) < Math.abs(best.left))) best = { index, ...fit };
    }
    if (!best) return null;
    const [angle] = angles.splice(best.index, 1);
    draft.cue ??= angle!.cue;
    for (const line of best.lines) {
      draft.lines.push(line);
      use(line.text);
    }
    return best.left;
  };
  body.forEach((draft, index) => {
    let left = draft.target + carry;
    const enough = index === body.length - 1 ? LAST_ANGLE_WORDS : NEW_ANGLE_WORDS;
    do {
      const after = takeBestAngle(draft, left);
      if (after === null) break;
      left = after;
    } while (left >= enough);
    if (left >= enough && angles.length === 0) left = take(draft, extras, left);
    draft.cue ??= angles[0]?.cue ?? null;
    carry = left;
  });

  settleWithLeadIns(drafts, plan.wordBudget - spokenTotal(drafts), leadInsFor(tone, voice, random), random);

  const sections = drafts.map((draft) => {
    const { section } = draft;
    const cue = section.id.startsWith('beat') && draft.cue ? `\n\n**On screen:** ${draft.cue}` : '';
    const notes = draft.notes.map((note) => `\n\n> ${note}`).join('');
    return `## ${section.heading} [${formatTiming(section.startSecond)}–${formatTiming(section.endSecond)}]${cue}\n\n${paragraphs(draft)}${notes}`;
  });
  return [
    `# ${input.topic}`,
    `> ${PLATFORM_LABELS[platform]} · ${DURATION_LABELS[input.duration]} · ${tone} · about ${plan.wordBudget} words at ${plan.wordsPerMinute} words per minute. Drafted offline from your plan: edit it freely.`,
    ...sections,
  ].join('\n\n');
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

/** The section's lines in speaking order: its first line, the fixed head lines spread between the rest, its tail. */
const ordered = (draft: Draft): Line[] => {
  if (draft.section.verbatim) return [{ text: draft.section.verbatim, leadable: false }];
  const [firstLine, ...rest] = draft.lines;
  const out: Line[] = [...(draft.opening ? [draft.opening] : []), ...(firstLine ? [firstLine] : [])];
  const head = [...draft.head];
  let since = 0;
  for (const line of rest) {
    if (head.length && since % 2 === 0 && !line.followsOn) out.push(head.shift()!);
    if (!line.followsOn) since++;
    out.push(line);
  }
  return [...out, ...head, ...draft.tail];
};

const render = (line: Line) => (line.leadIn ? `${line.leadIn} ${afterLeadIn(line.text)}` : line.text);

const spokenTotal = (drafts: readonly Draft[]) =>
  drafts.reduce((sum, draft) => sum + (draft.prefix ? countWords(draft.prefix) : 0) + ordered(draft).reduce((s, line) => s + countWords(render(line)), 0), 0);

/** Puts lead-ins of 1–3 words in front of lines spread through the script until it says `missing` more words. */
const settleWithLeadIns = (drafts: readonly Draft[], missing: number, leadIns: string[][], random: () => number) => {
  const candidates = drafts.flatMap((draft) => ordered(draft).filter((line, index) => line.leadable && !(index === 0 && draft.prefix)));
  const slots = shuffled(candidates, random);
  const turn = [0, 0, 0];
  let left = missing;
  for (let i = 0; left > 0 && i < slots.length; i++) {
    // Two-word lead-ins where there is room, three when the lines run short, never more than is missing.
    const size = Math.min(3, left, Math.max(2, Math.ceil(left / (slots.length - i))));
    const options = leadIns[size - 1]!;
    slots[i]!.leadIn = options[turn[size - 1]!++ % options.length];
    left -= size;
  }
};

const paragraphs = (draft: Draft): string => {
  const lines = ordered(draft);
  const first = lines[0];
  if (draft.prefix && first) lines[0] = { ...first, text: `${draft.prefix}, ${afterLeadIn(render(first))}`, leadIn: undefined };
  const blocks: string[][] = [[]];
  lines.forEach((line) => {
    const current = blocks.at(-1)!;
    if (current.length && (line.breakBefore || current.length >= PARAGRAPH_LINES)) blocks.push([]);
    blocks.at(-1)!.push(render(line));
  });
  return blocks.map((block) => block.join(' ')).join('\n\n');
};
