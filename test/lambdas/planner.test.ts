import { describe, expect, it } from 'vitest';
import { DURATIONS, PLATFORMS, type Duration, type Platform } from '../../lambdas/contracts/enums';
import type { PlanInput, VoiceHints } from '../../lambdas/domain/scripts/plan-types';
import { planScript, voiceInstructions } from '../../lambdas/domain/scripts/planner';
import { buildPrompt } from '../../lambdas/domain/scripts/prompt';
import { countWords } from '../../lambdas/contracts/script-text';

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  topic: 'How to prune tomatoes',
  details: null,
  platform: 'youtube',
  duration: '3m',
  tone: 'educational',
  styleGuide: null,
  voice: null,
  passages: [],
  ...overrides,
});

const voice = (overrides: Partial<VoiceHints> = {}): VoiceHints => ({
  wordsPerMinute: null,
  averageSentenceWords: null,
  openers: [],
  signOffs: [],
  signaturePhrases: [],
  person: null,
  questionRate: null,
  exclamationRate: null,
  fillerWords: [],
  fillersPer100Words: null,
  hypeWords: [],
  sentenceLengths: null,
  vocabularyLevel: null,
  ...overrides,
});

const SECONDS: Record<Duration, number> = { '30s': 30, '1m': 60, '3m': 180, '5m': 300, '10m': 600 };

describe('the word budget', () => {
  it.each(DURATIONS)('is 150 words per minute of %s without a measured rate', (duration) => {
    const plan = planScript(input({ duration }));
    expect(plan.wordsPerMinute).toBe(150);
    expect(plan.measuredRate).toBe(false);
    expect(plan.wordBudget).toBe((150 * SECONDS[duration]) / 60);
  });

  it("follows the creator's measured speaking rate", () => {
    const plan = planScript(input({ duration: '1m', voice: voice({ wordsPerMinute: 182.4 }) }));
    expect(plan.wordsPerMinute).toBe(182);
    expect(plan.measuredRate).toBe(true);
    expect(plan.wordBudget).toBe(182);
  });

  it.each(PLATFORMS.flatMap((platform) => DURATIONS.map((duration) => [platform, duration] as [Platform, Duration])))(
    'shares the budget of %s %s across sections that run back to back to the target length',
    (platform, duration) => {
      const plan = planScript(input({ platform, duration }));
      const total = plan.sections.reduce((sum, section) => sum + section.words, 0);
      expect(Math.abs(total - plan.wordBudget)).toBeLessThanOrEqual(plan.sections.length);
      plan.sections.forEach((section, i) => {
        expect(section.endSecond).toBeGreaterThanOrEqual(section.startSecond);
        if (i > 0) expect(section.startSecond).toBe(plan.sections[i - 1]!.endSecond);
      });
      expect(plan.sections[0]!.startSecond).toBe(0);
      expect(Math.abs(plan.sections.at(-1)!.endSecond - SECONDS[duration])).toBeLessThanOrEqual(3);
    },
  );
});

describe('the section plan per platform', () => {
  const ids = (platform: Platform, duration: Duration = '1m') => planScript(input({ platform, duration })).sections.map((s) => s.id);

  it('opens TikTok and Reels with a hook in the first seconds, then tight beats with on-screen cues', () => {
    for (const platform of ['tiktok', 'instagram'] as const) {
      const plan = planScript(input({ platform, duration: '30s' }));
      expect(plan.sections[0]).toMatchObject({ id: 'hook', startSecond: 0 });
      expect(plan.sections[0]!.endSecond).toBeLessThanOrEqual(5);
      expect(plan.sections.filter((s) => s.id.startsWith('beat')).every((s) => /On screen/.test(s.purpose))).toBe(true);
      expect(plan.sections.at(-1)!.id).toBe('cta');
    }
  });

  it('gives YouTube a hook, intro, sections, an interaction reminder and an outro', () => {
    expect(ids('youtube', '5m')).toEqual(['hook', 'intro', 'section-1', 'section-2', 'section-3', 'section-4', 'reminder', 'outro']);
  });

  it('gives podcasts a cold open, segments and a sign-off', () => {
    expect(ids('podcast', '10m')).toEqual(['cold-open', 'intro', 'segment-1', 'segment-2', 'segment-3', 'segment-4', 'sign-off']);
  });

  it('plans more body sections for longer scripts', () => {
    expect(ids('youtube', '10m').length).toBeGreaterThan(ids('youtube', '30s').length);
  });
});

describe('the style guide as hard rules', () => {
  const styleGuide = {
    intro_template: "Hey friends, it's Sam from the Garden Shed!",
    outro_template: 'Keep growing, and I will see you next week.',
    interaction_reminders: 'Drop your questions in the comments.',
    general_guidance: 'Never use the word "hack".',
  };

  it('places the intro and outro templates word for word with their own word counts', () => {
    const plan = planScript(input({ platform: 'tiktok', styleGuide }));
    const intro = plan.sections.find((s) => s.id === 'intro')!;
    const outro = plan.sections.find((s) => s.id === 'outro')!;
    expect(intro.verbatim).toBe(styleGuide.intro_template);
    expect(intro.words).toBe(countWords(styleGuide.intro_template));
    expect(outro.verbatim).toBe(styleGuide.outro_template);
  });

  it('carries every field into the rules', () => {
    const rules = planScript(input({ styleGuide })).rules.join('\n');
    for (const value of Object.values(styleGuide)) expect(rules).toContain(value);
  });

  it('leaves out short-form intro and outro sections when there are no templates', () => {
    const plan = planScript(input({ platform: 'instagram' }));
    expect(plan.sections.map((s) => s.id)).not.toContain('intro');
    expect(plan.sections.map((s) => s.id)).not.toContain('outro');
  });

  it('passes the voiceprint on as rules', () => {
    const rules = planScript(input({ voice: voice({ person: 'we', openers: ['alright team'], signaturePhrases: ['dig in'] }) })).rules.join('\n');
    expect(rules).toContain('first person plural');
    expect(rules).toContain('"alright team"');
    expect(rules).toContain('"dig in"');
  });
});

describe('the voiceprint as concrete instructions', () => {
  const rulesFor = (hints: Partial<VoiceHints>, wordBudget = 450) => voiceInstructions(voice(hints), wordBudget);
  const one = (hints: Partial<VoiceHints>) => rulesFor(hints).join('\n');

  it('gives no instruction at all for a voice whose traits were not measured', () => {
    expect(rulesFor({})).toEqual([]);
    expect(voiceInstructions(null, 450)).toEqual([]);
  });

  it.each([
    ['I', 'Speak in the first person singular, as the creator does: "I", "me", "my", not "we".'],
    ['we', 'Speak in the first person plural, as the creator does: "we", "us", "our".'],
    ['you', 'Speak straight to the audience (viewers or listeners) in the second person, as the creator does: "you", "your".'],
  ] as const)('tells the writer to speak in the person "%s"', (person, rule) => {
    expect(rulesFor({ person })).toEqual([rule]);
  });

  it('states the sentence rhythm from the quartiles and the 90th percentile', () => {
    expect(one({ sentenceLengths: { p25: 6, p50: 9, p75: 14, p90: 21 } })).toBe('Sentence rhythm: most sentences 6–14 words, typically 9; about one in ten over 21 words.');
  });

  it('falls back to the average sentence length when no distribution was measured', () => {
    expect(one({ averageSentenceWords: 11.6 })).toBe('Sentence rhythm: sentences around 12 words on average, as the creator speaks.');
  });

  it('turns the question rate into "about 1 sentence in N is a question"', () => {
    expect(one({ questionRate: 0.125 })).toBe("Questions: about 1 sentence in 8 is a question, as in the creator's speech.");
    expect(one({ questionRate: 0.01 })).toBe("Questions are rare in the creator's speech: ask one at most.");
    expect(one({ questionRate: 0 })).toBe('Ask no questions: the creator speaks in statements.');
  });

  it('turns the exclamation rate into "about 1 sentence in N ends with an exclamation mark"', () => {
    expect(one({ exclamationRate: 0.2 })).toBe('Exclamations: about 1 sentence in 5 ends with an exclamation mark.');
    expect(one({ exclamationRate: 0 })).toBe('No exclamation marks: the creator never uses them.');
  });

  it("asks for the creator's own fillers at their rate per 100 words and in the whole script", () => {
    const rules = rulesFor({ fillerWords: ['um', 'you know'], fillersPer100Words: 2.44, vocabularyLevel: null }, 450);
    expect(rules[0]).toBe(`Fillers: use the creator's own ("um", "you know") about 2.4 per 100 words, so about 11 in the whole script, where a speaker would naturally say them.`);
  });

  it('asks for fillers sparingly, or none, when the creator barely or never uses them', () => {
    expect(rulesFor({ fillersPer100Words: 0.2 }, 450)[0]).toBe('Fillers sparingly: at most 1 ("um", "you know", "basically") in the whole script.');
    expect(rulesFor({ fillersPer100Words: 0 })[0]).toBe('No fillers ("um", "you know", "basically"): the creator does not use them.');
  });

  it("names the creator's hype words, and asks for no hype from a creator measured without any", () => {
    expect(one({ hypeWords: ['insane', 'literally'] })).toBe('Hype words the creator habitually uses: "insane", "literally"; use one or two where they fit, and no other hype.');
    expect(rulesFor({ fillersPer100Words: 0 })).toContain('No hype words ("amazing", "insane", "game-changer"): the creator rarely uses them.');
  });

  it.each([
    ['simple', 'plain everyday words'],
    ['moderate', 'everyday words, with the odd precise term'],
    ['advanced', 'precise, specialised terms are welcome'],
  ] as const)('describes a %s vocabulary', (vocabularyLevel, words) => {
    const rules = rulesFor({ vocabularyLevel });
    expect(rules.find((rule) => rule.startsWith('Vocabulary:'))).toContain(words);
  });

  it("opens with the creator's opener and ends with their sign-off, quoted, only when they have them", () => {
    const rules = one({ openers: ['Hey folks', 'So'], signOffs: ['see you next time'] });
    expect(rules).toContain('Start the script with the creator\'s own opener as its first words: "Hey folks" (they also open with "So").');
    expect(rules).toContain('End with the creator\'s own sign-off as the last words before any word-for-word outro: "see you next time".');
    expect(one({})).not.toMatch(/opener|sign-off/);
  });

  it('puts every measured trait into the plan rules, with the passages as examples not to copy', () => {
    const hints = voice({
      person: 'I',
      sentenceLengths: { p25: 5, p50: 8, p75: 12, p90: 19 },
      questionRate: 0.1,
      exclamationRate: 0.05,
      fillerWords: ['like'],
      fillersPer100Words: 1.2,
      hypeWords: ['wild'],
      vocabularyLevel: 'simple',
    });
    const rules = planScript(input({ voice: hints, passages: ['An earlier passage.'] })).rules.join('\n');
    for (const part of ['first person singular', 'most sentences 5–12 words', '1 sentence in 10 is a question', '1 sentence in 20 ends with an exclamation', '"like"', '"wild"', 'plain everyday words', 'never copy']) {
      expect(rules).toContain(part);
    }
  });
});

describe('the prompt', () => {
  it('states the budget: total spoken words with the ±10% range, and spoken words per section', () => {
    const plan = planScript(input({ platform: 'youtube', duration: '3m' }));
    const { user, system } = buildPrompt(plan);
    expect(user).toContain('Budget: 450 spoken words in total (between 405 and 495), for about 180 seconds at 150 words per minute');
    for (const section of plan.sections) expect(user).toContain(`${section.heading} [`);
    expect(user).toMatch(/- Section 1 \[\d:\d\d–\d:\d\d\], about \d+ spoken words: /);
    expect(system).toContain('Only words read aloud count');
  });

  it("carries the voice instructions and shows the creator's passages as examples of their voice, not to copy", () => {
    const plan = planScript(input({ voice: voice({ questionRate: 0.25 }), passages: ['I always start with the soil.'] }));
    const { user } = buildPrompt(plan);
    expect(user).toContain('- Questions: about 1 sentence in 4 is a question');
    expect(user).toContain('as examples of their voice (match how they speak; do not copy them)');
    expect(user).toContain('<passage 1>\nI always start with the soil.\n</passage 1>');
  });

  it('marks word-for-word sections with their exact word count', () => {
    const plan = planScript(input({ styleGuide: { intro_template: 'Hi, I am Sam.', outro_template: null, interaction_reminders: null, general_guidance: null } }));
    expect(buildPrompt(plan).user).toMatch(/- Intro \[\d:\d\d–\d:\d\d\], 4 words, word for word: /);
  });
});
