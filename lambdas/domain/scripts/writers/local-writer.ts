import { DURATION_LABELS, PLATFORM_LABELS } from '../../../contracts/enums';
import { countWords, formatTiming } from '../text-stats';
import type { PlannedSection, ScriptPlan, ScriptWriter } from '../plan-types';

/** Angles a section can take when the creator gave no details of their own. */
const ANGLES = [
  'why it matters more than most people think',
  'the first step that makes everything easier',
  'the most common mistake and how to avoid it',
  'a simple routine you can start today',
  'what experienced people do differently',
  'how to tell it is working',
  'the one thing to remember',
];

const HOOKS = [
  "Here's what nobody tells you about {topic}.",
  'What if {topic} is easier than you think?',
  'Give me a minute and {topic} will finally make sense.',
  'Most people get {topic} wrong. Here is how to get it right.',
];

const BODY = [
  'Let’s talk about {angle}.',
  'When it comes to {topic}, {angle} is where it starts.',
  'Here is a quick example: picture yourself trying this for the first time, and notice what changes when you focus on {angle}.',
  'Keep it simple. One small change, done consistently, beats a big plan you never start.',
  'If you remember one thing from this part, make it this: {angle}.',
  'Try it this week and pay attention to what happens.',
];

const CLOSERS = [
  'That’s {topic} in a nutshell.',
  'Now you know what to focus on, so go and try it.',
  'If this helped, tell me in the comments what you want next.',
];

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

/** The creator's own details split into usable clauses, e.g. "use sharp shears; cut above a node". */
const detailClauses = (details: string | null) =>
  (details ?? '')
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((clause) => clause.trim().replace(/[.!?;]+$/, ''))
    .filter((clause) => countWords(clause) >= 2);

/** Adds sentences in turn while they bring the section closer to its word budget (always at least one). */
const sentencesUpTo = (budget: number, next: (index: number) => string): string[] => {
  const sentences: string[] = [];
  let words = 0;
  for (let index = 0; words < budget && index < 200; index++) {
    const sentence = next(index);
    const length = countWords(sentence);
    if (sentences.length > 0 && words + length / 2 > budget) break;
    sentences.push(sentence);
    words += length;
  }
  return sentences;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The writer used when no language model is configured: it renders the plan itself into a usable draft
 * (a hook, each section with its word budget and timing mark, the creator's intro and outro word for word,
 * their reminders, details, openers, sign-offs and signature phrases) so the app works fully offline.
 */
export const localWriter: ScriptWriter = {
  name: 'local',
  async write(plan: ScriptPlan): Promise<string> {
    const { input } = plan;
    const topic = input.topic;
    const seed = hashOf(topic);
    const voice = input.voice;
    const clauses = detailClauses(input.details);
    const angles = clauses.length ? clauses : ANGLES;
    const phrases = voice?.signaturePhrases ?? [];
    let phraseIndex = 0;

    const bodyOf = (section: PlannedSection, sectionIndex: number): string[] => {
      if (section.verbatim) return [section.verbatim];
      const angle = angles[(seed + sectionIndex) % angles.length]!;
      const values = { topic, angle };
      switch (section.id.replace(/-\d+$/, '')) {
        case 'hook':
        case 'cold-open': {
          const opener = voice?.openers[0];
          const hook = fill(HOOKS[seed % HOOKS.length]!, values);
          return sentencesUpTo(section.words, (i) =>
            i === 0 ? (opener ? `${capitalise(opener)}! ${hook}` : hook) : fill(BODY[(seed + i) % BODY.length]!, values),
          );
        }
        case 'reminder':
          return [input.styleGuide?.interaction_reminders ?? 'If you’re getting value from this, hit like and subscribe so you don’t miss the next one.'];
        case 'cta':
        case 'outro':
        case 'sign-off': {
          const signOff = voice?.signOffs[0];
          const closing = sentencesUpTo(Math.max(1, section.words - (signOff ? countWords(signOff) : 0)), (i) =>
            fill(CLOSERS[(seed + i) % CLOSERS.length]!, values),
          );
          return signOff ? [...closing, capitalise(signOff)] : closing;
        }
        default: {
          const phrase = phrases.length ? `${capitalise(phrases[phraseIndex++ % phrases.length]!)}.` : null;
          return sentencesUpTo(section.words, (i) =>
            i === 1 && phrase ? phrase : fill(BODY[(seed + sectionIndex + i) % BODY.length]!, values),
          );
        }
      }
    };

    const sections = plan.sections.map((section, index) => {
      const cue = section.id.startsWith('beat') ? `\n\n**On screen:** ${capitalise(angles[(seed + index) % angles.length]!)}` : '';
      return `## ${section.heading} [${formatTiming(section.startSecond)}–${formatTiming(section.endSecond)}]${cue}\n\n${bodyOf(section, index).join(' ')}`;
    });

    return [
      `# ${topic}`,
      `> ${PLATFORM_LABELS[input.platform]} · ${DURATION_LABELS[input.duration]} · ${input.tone} · about ${plan.wordBudget} words at ${plan.wordsPerMinute} words per minute. Drafted offline from your plan: edit it freely.`,
      ...sections,
    ].join('\n\n');
  },
};
