import { describe, expect, it } from 'vitest';
import { DURATIONS, PLATFORMS, type Duration, type Platform } from '../../lambdas/contracts/enums';
import type { PlanInput, VoiceHints } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { countWords } from '../../lambdas/domain/scripts/text-stats';

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
