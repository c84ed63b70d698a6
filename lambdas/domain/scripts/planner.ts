import { DEFAULT_WORDS_PER_MINUTE } from '../../contracts/limits';
import { DURATION_SECONDS, PLATFORM_LABELS, type Tone } from '../../contracts/enums';
import { layoutSections } from '../../contracts/outline';
import { countWords } from '../../contracts/script-text';
import { HABIT_SENTENCE_RATE, oneSentenceIn } from '../../contracts/sentence-rates';
import { openingFor } from './introductions';
import { placeMaterial } from './material-plan';
import { FACT_RULES, materialRules } from './material-prompt';
import { type ArrangedTemplate, arrangeByOutline } from './outline';
import type { PlanInput, PlannedSection, ScriptPlan, VoiceHints } from './plan-types';
import { BODY_SECTION, sectionsFor } from './section-templates';

const TONE_RULES: Record<Tone, string> = {
  conversational: 'Conversational: talk to one person like a friend, contractions welcome, short sentences.',
  professional: 'Professional: clear, confident and precise; no slang; credible claims only.',
  humorous: 'Humorous: light, playful lines and a joke or two that serve the point; never at the audience’s expense.',
  educational: 'Educational: explain step by step, define terms, give a concrete example for each idea.',
  dramatic: 'Dramatic: build tension, vivid language, reveals and pauses for effect.',
};

const INTRO_AFTER_OPENER = 'Start with the creator’s opener, which greets or introduces them, then set up the video and what it covers; do not greet or introduce them again.';

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

const openerRule = (openers: readonly string[], afterHook: boolean) => {
  const others = openers.length > 1 ? ` (they also open with ${quoted(openers.slice(1))})` : '';
  // The first seconds are the hook's: an opener that greets or introduces the creator waits until it has been said.
  return afterHook
    ? `Start the part right after the hook with the creator's own opener: "${openers[0]}"${others}; the hook comes first, with no greeting before it.`
    : `Start the script with the creator's own opener as its first words: "${openers[0]}"${others}.`;
};

/**
 * Each measured trait of the creator's voice as one concrete instruction for the writer; a trait that was not
 * measured (null) gives none, so a writer never imitates a default as if it were the creator. `openers` are those
 * the script may start with (openingFor leaves out one that would introduce the creator twice); `openerAfterHook`
 * when the first greets or introduces them, so it follows the hook.
 */
export const voiceInstructions = (
  voice: VoiceHints | null,
  wordBudget: number,
  openers: readonly string[] = voice?.openers ?? [],
  openerAfterHook = false,
): string[] => {
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
    openers.length ? openerRule(openers, openerAfterHook) : null,
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
  const made: ArrangedTemplate[] = sectionsFor(input.platform, input.duration).flatMap((template) => {
    const text = template.verbatim ? input.styleGuide?.[`${template.verbatim}_template`] ?? undefined : undefined;
    if (template.weight === 0 && !text) return [];
    // The creator's opener greets or introduces them: the intro starts with it and does not introduce them again.
    const purpose = template.id === 'intro' && !text && opening.introducesCreator ? INTRO_AFTER_OPENER : template.purpose;
    return [{ ...template, purpose, text }];
  });
  // An outline the creator approved (issue 34) decides the sections' order, headings and material.
  const templates = input.outline ? arrangeByOutline(made, input.outline, input.platform) : made;
  const layout = layoutSections(
    templates.map((template) => (template.text ? { weight: template.weight, fixedWords: countWords(template.text) } : { weight: template.weight })),
    wordBudget,
    wordsPerMinute,
  );
  const sections: PlannedSection[] = templates.map((template, index) => ({
    id: template.id,
    heading: template.heading,
    purpose: template.text ? `${template.purpose} Use exactly: "${template.text}"` : template.purpose,
    ...layout[index]!,
    ...(template.text ? { verbatim: template.text } : {}),
  }));

  // The creator's key points and stories go to the body sections (issue 30): each key point to exactly one.
  const body = sections.filter((section) => BODY_SECTION.test(section.id));
  if (input.material && input.outline) {
    for (const section of body) {
      const placed = templates.find((template) => template.id === section.id)!;
      Object.assign(section, { keyPoints: placed.keyPoints ?? [], stories: placed.stories ?? [] });
    }
  } else if (input.material) {
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
    ...voiceInstructions(input.voice, wordBudget, opening.openers, opening.introducesCreator),
    input.passages.length ? "The creator's passages below are examples of their voice: mirror their rhythm, word choice and habits, never copy their sentences." : null,
    ...FACT_RULES,
    ...materialRules(input.material ?? null),
  ].filter((rule): rule is string => rule !== null);

  return { input, wordsPerMinute, measuredRate: measuredRate !== null, targetSeconds, wordBudget, sections, rules };
};
