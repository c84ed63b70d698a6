import { describe, expect, it } from 'vitest';
import { DURATIONS, PLATFORMS } from '../../lambdas/contracts/enums';
import type { PlanInput } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { spokenWords } from '../../lambdas/domain/scripts/text-stats';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  topic: 'How to prune tomatoes',
  details: 'Use clean, sharp shears. Cut suckers when they are small. Never remove more than a third of the plant.',
  platform: 'youtube',
  duration: '3m',
  tone: 'conversational',
  styleGuide: null,
  voice: null,
  passages: [],
  ...overrides,
});

describe('the local writer', () => {
  it.each(PLATFORMS.flatMap((platform) => DURATIONS.map((duration) => [platform, duration] as const)))(
    'drafts %s %s close to the word budget with a heading and timing mark per section',
    async (platform, duration) => {
      const plan = planScript(input({ platform, duration }));
      const markdown = await localWriter.write(plan);
      const headings = markdown.match(/^## .+ \[\d+:\d{2}–\d+:\d{2}\]$/gm) ?? [];
      expect(headings).toHaveLength(plan.sections.length);
      const words = spokenWords(markdown);
      expect(words).toBeGreaterThanOrEqual(plan.wordBudget * 0.85);
      expect(words).toBeLessThanOrEqual(plan.wordBudget * 1.15 + 5);
    },
  );

  it('uses the intro, outro and interaction reminders word for word', async () => {
    const styleGuide = {
      intro_template: "G'day, I'm Sam and this is the Garden Shed.",
      outro_template: 'Happy growing, see you next Sunday!',
      interaction_reminders: 'Tell me your best tomato tip in the comments.',
      general_guidance: null,
    };
    const markdown = await localWriter.write(planScript(input({ styleGuide })));
    for (const text of Object.values(styleGuide).filter(Boolean)) expect(markdown).toContain(text);
  });

  it("weaves in the creator's details, opener, sign-off and signature phrases", async () => {
    const markdown = await localWriter.write(
      planScript(
        input({
          voice: {
            wordsPerMinute: 170,
            averageSentenceWords: 12,
            openers: ['alright gardeners'],
            signOffs: ['catch you in the veggie patch'],
            signaturePhrases: ['dirt under the fingernails'],
            person: 'I',
            questionRate: 0.1,
            exclamationRate: 0.1,
            fillerWords: [],
            fillersPer100Words: null,
            hypeWords: [],
            sentenceLengths: null,
            vocabularyLevel: null,
          },
        }),
      ),
    );
    expect(markdown).toContain('Alright gardeners!');
    expect(markdown).toContain('Catch you in the veggie patch');
    expect(markdown).toContain('Dirt under the fingernails');
    expect(markdown).toMatch(/cut suckers when they are small/i);
  });

  it('adds on-screen text cues to short-form beats', async () => {
    const markdown = await localWriter.write(planScript(input({ platform: 'tiktok', duration: '30s' })));
    expect(markdown).toMatch(/\*\*On screen:\*\*/);
  });
});
