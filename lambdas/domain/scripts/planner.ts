import { DEFAULT_WORDS_PER_MINUTE } from '../../contracts/limits';
import { DURATION_SECONDS, PLATFORM_LABELS, type Duration, type Platform, type Tone } from '../../contracts/enums';
import { countWords } from '../../contracts/script-text';
import { HABIT_SENTENCE_RATE, oneSentenceIn } from '../../contracts/sentence-rates';
import { openingFor } from './introductions';
import { placeMaterial } from './material-plan';
import { FACT_RULES, materialRules } from './material-prompt';
import type { PlanInput, PlannedSection, ScriptPlan, VoiceHints } from './plan-types';

interface SectionTemplate {
  id: string;
  heading: string;
  purpose: string;
  /** Share of the words left after verbatim parts. */
  weight: number;
  verbatim?: 'intro' | 'outro';
}

/** How many body sections each length gets, by platform family. */
const BODY_SECTIONS: Record<'short' | 'youtube' | 'podcast', Record<Duration, number>> = {
  short: { '30s': 2, '1m': 3, '3m': 4, '5m': 5, '10m': 6 },
  youtube: { '30s': 1, '1m': 2, '3m': 3, '5m': 4, '10m': 6 },
  podcast: { '30s': 1, '1m': 2, '3m': 2, '5m': 3, '10m': 4 },
};

const TONE_RULES: Record<Tone, string> = {
  conversational: 'Conversational: talk to one person like a friend, contractions welcome, short sentences.',
  professional: 'Professional: clear, confident and precise; no slang; credible claims only.',
  humorous: 'Humorous: light, playful lines and a joke or two that serve the point; never at the audience’s expense.',
  educational: 'Educational: explain step by step, define terms, give a concrete example for each idea.',
  dramatic: 'Dramatic: build tension, vivid language, reveals and pauses for effect.',
};

/** The sections that carry the script's substance: short-form beats, YouTube sections, podcast segments. */
export const BODY_SECTION = /^(?:beat|section|segment)-\d+$/;

const family = (platform: Platform) => (platform === 'tiktok' || platform === 'instagram' ? 'short' : platform);

const sectionsFor = (platform: Platform, duration: Duration): SectionTemplate[] => {
  const body = BODY_SECTIONS[family(platform)][duration];
  const numbered = (id: string, heading: string, purpose: string, weight: number) =>
    Array.from({ length: body }, (_, i) => ({ id: `${id}-${i + 1}`, heading: `${heading} ${i + 1}`, purpose, weight }));
  switch (family(platform)) {
    case 'short':
      return [
        { id: 'hook', heading: 'Hook', purpose: 'Stop the scroll in the first 3 seconds: a bold claim, question or surprising fact about the topic.', weight: 1 },
        { id: 'intro', heading: 'Intro', purpose: 'The creator’s intro, word for word.', weight: 0, verbatim: 'intro' },
        ...numbered('beat', 'Beat', 'One tight point, then move on. Give an on-screen text cue in the form "On screen: ...".', 2),
        { id: 'cta', heading: 'Call to Action', purpose: 'Close fast: tell viewers to follow, comment or save, then sign off.', weight: 1 },
        { id: 'outro', heading: 'Outro', purpose: 'The creator’s outro, word for word.', weight: 0, verbatim: 'outro' },
      ];
    case 'youtube':
      return [
        { id: 'hook', heading: 'Hook', purpose: 'In the first 15 seconds, promise what the viewer gets and why to stay.', weight: 1 },
        { id: 'intro', heading: 'Intro', purpose: 'Introduce yourself and the video; use the creator’s intro word for word when they have one.', weight: 1, verbatim: 'intro' },
        ...numbered('section', 'Section', 'One main idea with an example or story.', 3),
        { id: 'reminder', heading: 'Interaction Reminder', purpose: 'Ask viewers to like, subscribe and comment, in the creator’s own words.', weight: 0.5 },
        { id: 'outro', heading: 'Outro', purpose: 'Recap the key takeaway and sign off; use the creator’s outro word for word when they have one.', weight: 1, verbatim: 'outro' },
      ];
    case 'podcast':
      return [
        { id: 'cold-open', heading: 'Cold Open', purpose: 'Open straight into the most intriguing moment of the episode.', weight: 1 },
        { id: 'intro', heading: 'Intro', purpose: 'Welcome listeners and set up the episode; use the creator’s intro word for word when they have one.', weight: 1, verbatim: 'intro' },
        ...numbered('segment', 'Segment', 'A segment that explores one angle in depth, with stories and examples.', 3),
        { id: 'sign-off', heading: 'Sign-off', purpose: 'Wrap up, thank listeners and say where to find more; use the creator’s outro word for word when they have one.', weight: 1, verbatim: 'outro' },
      ];
  }
};

const INTRO_AFTER_OPENER = 'Set up the video and what it covers; the opener already introduced the creator, so do not greet or introduce them again.';

const PERSON_RULES: Record<NonNullable<VoiceHints['person']>, string> = {
  I: 'Speak in the first person singular, as the creator does: "I", "me", "my", not "we".',
  we: 'Speak in the first person plural, as the creator does: "we", "us", "our".',
  you: 'Speak straight to the audience (viewers or listeners) in the second person, as the creator does: "you", "your".',
};

const VOCABULARY_RULES: Record<NonNullable<VoiceHints['vocabularyLevel']>, string> = {
  simple: 'Vocabulary: plain everyday words a 12-year-old would follow; no jargon unless you explain it in the same breath.',
  moderate: 'Vocabulary: everyday words, with the odd precise term explained in passing.',
  advanced: "Vocabulary: precise, specialised terms are welcome, as the creator uses them; don't water them down into generic words.",
};

const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

const rhythmRule = (voice: VoiceHints): string | null => {
  const lengths = voice.sentenceLengths;
  if (lengths && lengths.p75 > 0) {
    const most = lengths.p25 === lengths.p75 ? `about ${lengths.p50} words` : `${lengths.p25}–${lengths.p75} words, typically ${lengths.p50}`;
    return `Sentence rhythm: most sentences ${most}; about one in ten over ${lengths.p90} words.`;
  }
  return voice.averageSentenceWords ? `Sentence rhythm: sentences around ${Math.round(voice.averageSentenceWords)} words on average, as the creator speaks.` : null;
};

const rateRule = (rate: number | null, habit: (n: number) => string, rare: string, never: string): string | null => {
  if (rate === null) return null;
  if (rate >= HABIT_SENTENCE_RATE) return habit(oneSentenceIn(rate));
  return rate > 0 ? rare : never;
};

const fillerRule = (voice: VoiceHints, wordBudget: number): string | null => {
  const perHundred = voice.fillersPer100Words;
  if (perHundred === null) return null;
  const inScript = Math.round((perHundred * wordBudget) / 100);
  if (perHundred >= 0.5 && voice.fillerWords.length) {
    return `Fillers: use the creator's own (${quoted(voice.fillerWords)}) about ${oneDecimal(perHundred)} per 100 words, so about ${inScript} in the whole script, where a speaker would naturally say them.`;
  }
  if (perHundred > 0) return `Fillers sparingly: at most ${Math.max(1, inScript)} ("um", "you know", "basically") in the whole script.`;
  return 'No fillers ("um", "you know", "basically"): the creator does not use them.';
};

const hypeRule = (voice: VoiceHints): string | null => {
  if (voice.hypeWords.length) return `Hype words the creator habitually uses: ${quoted(voice.hypeWords)}; use one or two where they fit, and no other hype.`;
  // An empty list only means "never hypes" when the profile measured the creator's words at all.
  const measured = voice.fillersPer100Words !== null || voice.vocabularyLevel !== null;
  return measured ? 'No hype words ("amazing", "insane", "game-changer"): the creator rarely uses them.' : null;
};

/**
 * Each measured trait of the creator's voice as one concrete instruction for the writer; a trait that was not
 * measured (null) gives none, so a writer never imitates a default as if it were the creator. `openers` are those
 * the script may start with (openingFor leaves out one that would introduce the creator twice).
 */
export const voiceInstructions = (voice: VoiceHints | null, wordBudget: number, openers: readonly string[] = voice?.openers ?? []): string[] => {
  if (!voice) return [];
  const rules = [
    voice.person ? PERSON_RULES[voice.person] : null,
    rhythmRule(voice),
    rateRule(
      voice.questionRate,
      (n) => `Questions: about 1 sentence in ${n} is a question, as in the creator's speech.`,
      'Questions are rare in the creator\'s speech: ask one at most.',
      'Ask no questions: the creator speaks in statements.',
    ),
    rateRule(
      voice.exclamationRate,
      (n) => `Exclamations: about 1 sentence in ${n} ends with an exclamation mark.`,
      'Exclamation marks are rare for the creator: one at most.',
      'No exclamation marks: the creator never uses them.',
    ),
    fillerRule(voice, wordBudget),
    hypeRule(voice),
    voice.vocabularyLevel ? VOCABULARY_RULES[voice.vocabularyLevel] : null,
    openers.length
      ? `Start the script with the creator's own opener as its first words: "${openers[0]}"${openers.length > 1 ? ` (they also open with ${quoted(openers.slice(1))})` : ''}.`
      : null,
    voice.signOffs.length
      ? `End with the creator's own sign-off as the last words before any word-for-word outro: "${voice.signOffs[0]}"${voice.signOffs.length > 1 ? ` (they also sign off with ${quoted(voice.signOffs.slice(1))})` : ''}.`
      : null,
    voice.signaturePhrases.length ? `Weave in the creator's signature phrases where natural: ${quoted(voice.signaturePhrases)}.` : null,
  ];
  return rules.filter((rule): rule is string => rule !== null);
};

/**
 * Plans a script before anything is written: the platform's sections, a word budget from the duration and
 * the creator's speaking rate (measured from their captions, else 150 wpm), each section's share and timing,
 * and the rules the writer must follow, with the style guide's templates placed word for word.
 */
export const planScript = (input: PlanInput): ScriptPlan => {
  const measuredRate = input.voice?.wordsPerMinute ?? null;
  const wordsPerMinute = Math.round(measuredRate ?? DEFAULT_WORDS_PER_MINUTE);
  const targetSeconds = DURATION_SECONDS[input.duration];
  const wordBudget = Math.round((wordsPerMinute * targetSeconds) / 60);

  const opening = openingFor(input.voice, input.styleGuide);
  const templates = sectionsFor(input.platform, input.duration).flatMap((template) => {
    const verbatim = template.verbatim ? input.styleGuide?.[`${template.verbatim}_template`] ?? undefined : undefined;
    if (template.weight === 0 && !verbatim) return [];
    // The creator's opener said who they are already: the intro sets up the video without a second introduction.
    const purpose = template.id === 'intro' && !verbatim && opening.introducesCreator ? INTRO_AFTER_OPENER : template.purpose;
    return [{ ...template, purpose, verbatim }];
  });
  const fixedWords = templates.reduce((sum, t) => sum + (t.verbatim ? countWords(t.verbatim) : 0), 0);
  const flexible = templates.filter((t) => !t.verbatim);
  const totalWeight = flexible.reduce((sum, t) => sum + t.weight, 0);
  const flexibleWords = Math.max(flexible.length * 5, wordBudget - fixedWords);

  let elapsedWords = 0;
  const sections: PlannedSection[] = templates.map((template) => {
    const words = template.verbatim
      ? countWords(template.verbatim)
      : Math.max(5, Math.round((flexibleWords * template.weight) / totalWeight));
    const startSecond = Math.round((elapsedWords * 60) / wordsPerMinute);
    elapsedWords += words;
    return {
      id: template.id,
      heading: template.heading,
      purpose: template.verbatim ? `${template.purpose} Use exactly: "${template.verbatim}"` : template.purpose,
      words,
      startSecond,
      endSecond: Math.round((elapsedWords * 60) / wordsPerMinute),
      ...(template.verbatim ? { verbatim: template.verbatim } : {}),
    };
  });

  // The creator's key points and stories go to the body sections (issue 30): each key point to exactly one.
  const body = sections.filter((section) => BODY_SECTION.test(section.id));
  if (input.material) {
    placeMaterial(body.length, input.material).forEach((placed, index) => Object.assign(body[index]!, placed));
  }

  const guide = input.styleGuide;
  const rules = [
    `Platform: ${PLATFORM_LABELS[input.platform]}. Spoken length about ${targetSeconds} seconds at ${wordsPerMinute} words per minute (${wordBudget} words in total).`,
    TONE_RULES[input.tone],
    guide?.intro_template ? `Use this intro word for word: "${guide.intro_template}"` : null,
    guide?.outro_template ? `Use this outro word for word: "${guide.outro_template}"` : null,
    opening.introByTemplate ? 'The intro introduces the creator: nothing before or after it greets or introduces them again.' : null,
    guide?.interaction_reminders
      ? `Interaction reminders, the creator’s instruction (follow it in their own words where the script asks the audience for something; never read the instruction out): ${guide.interaction_reminders}`
      : null,
    guide?.general_guidance ? `The creator’s general guidance (follow it; it is never said in the script): ${guide.general_guidance}` : null,
    ...voiceInstructions(input.voice, wordBudget, opening.openers),
    input.passages.length ? "The creator's passages below are examples of their voice: mirror their rhythm, word choice and habits, never copy their sentences." : null,
    ...FACT_RULES,
    ...materialRules(input.material ?? null),
  ].filter((rule): rule is string => rule !== null);

  return { input, wordsPerMinute, measuredRate: measuredRate !== null, targetSeconds, wordBudget, sections, rules };
};
