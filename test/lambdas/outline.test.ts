import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DURATIONS, PLATFORMS } from '../../lambdas/contracts/enums';
import type { Material } from '../../lambdas/contracts/material';
import { OUTLINE_MESSAGES, type Outline, layoutSections, outlineSchema } from '../../lambdas/contracts/outline';
import { draftedWords } from '../../lambdas/contracts/script-text';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { checkOutline, outlineView } from '../../lambdas/domain/scripts/outline';
import type { PlanInput, StyleGuideRules } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';

const MATERIAL: Material = {
  key_points: ['Cut suckers when they are small', 'Keep the lowest leaves off the soil', 'Stop pruning once fruit sets'],
  stories: 'Last summer I let one plant grow wild, and it gave me leaves instead of tomatoes.',
  sources: [],
};

const GUIDE: StyleGuideRules = { intro_template: "G'day, I'm Sam and this is the Garden Shed.", outro_template: 'Happy growing!', interaction_reminders: null, general_guidance: null };

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  topic: 'How to prune tomatoes',
  details: null,
  platform: 'youtube',
  duration: '5m',
  tone: 'conversational',
  styleGuide: null,
  voice: null,
  passages: [],
  material: MATERIAL,
  ...overrides,
});

/** The plan's own outline, as the outline step shows it and the form sends it back unedited. */
const outlineOf = (plan: ReturnType<typeof planScript>): Outline => ({
  sections: outlineView(plan).sections.map(({ id, heading, keyPoints, stories }) => ({ id, heading, keyPoints, stories })),
});

const refusal = (outline: Outline, overrides: Partial<PlanInput> = {}) => {
  const { platform, duration, material } = input(overrides);
  try {
    checkOutline(outline, { platform, duration, material });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the outline step: the plan before anything is written', () => {
  it('shows each section with its kind, share, timing and the material placed in it, and how a new section is made', () => {
    const view = outlineView(planScript(input({ styleGuide: GUIDE })));
    expect(view.sections.map((section) => [section.id, section.kind, section.verbatim])).toEqual([
      ['hook', 'hook', false],
      ['intro', 'verbatim', true],
      ['section-1', 'body', false],
      ['section-2', 'body', false],
      ['section-3', 'body', false],
      ['section-4', 'body', false],
      ['reminder', 'reminder', false],
      ['outro', 'verbatim', true],
    ]);
    expect(view.sections.flatMap((section) => section.keyPoints)).toEqual(MATERIAL.key_points);
    expect(view.newSection).toEqual({ idPrefix: 'section', heading: 'Section', weight: 3 });
    expect(view.sections.find((section) => section.id === 'intro')!.weight).toBe(0);
  });

  it('lays the sections out exactly as the planner does, so the times shown while editing are the ones written to', () => {
    for (const platform of PLATFORMS)
      for (const duration of DURATIONS) {
        const view = outlineView(planScript(input({ platform, duration, styleGuide: GUIDE })));
        const laid = layoutSections(
          view.sections.map((section) => (section.verbatim ? { weight: 0, fixedWords: section.words } : { weight: section.weight })),
          view.wordBudget,
          view.wordsPerMinute,
        );
        expect(laid, `${platform} ${duration}`).toEqual(view.sections.map(({ words, startSecond, endSecond }) => ({ words, startSecond, endSecond })));
      }
  });

  it('writes the outline as edited: a section deleted, one renamed and moved, one added, a key point moved; the length budget holds', async () => {
    const plan = planScript(input());
    const { sections } = outlineOf(plan);
    const [hook, intro, s1, s2, s3, s4, reminder, outro] = sections as [Outline['sections'][number], ...Outline['sections']];
    const edited: Outline = {
      sections: [
        hook,
        intro!,
        { ...s3!, heading: 'Stop pruning at fruit set', keyPoints: [] },
        { ...s1!, heading: 'Small suckers first', keyPoints: [...s1!.keyPoints, ...s3!.keyPoints] },
        { ...s2! },
        { id: 'section-5', heading: 'What I got wrong', keyPoints: [], stories: [] },
        reminder!,
        outro!,
      ],
    };
    expect(s4!.keyPoints).toEqual([]);
    expect(refusal(edited)).toBeNull();
    const written = planScript(input({ outline: edited }));
    expect(written.sections.map((section) => section.heading)).toEqual(['Hook', 'Intro', 'Stop pruning at fruit set', 'Small suckers first', 'Section 2', 'What I got wrong', 'Interaction Reminder', 'Outro']);
    expect(written.sections.find((section) => section.heading === 'Small suckers first')!.keyPoints).toEqual([MATERIAL.key_points[0], MATERIAL.key_points[2]]);
    expect(Math.abs(written.sections.reduce((sum, section) => sum + section.words, 0) - written.wordBudget)).toBeLessThanOrEqual(written.sections.length);
    written.sections.forEach((section, i) => i > 0 && expect(section.startSecond).toBe(written.sections[i - 1]!.endSecond));

    const markdown = await localWriter.write(written);
    expect(splitSections(markdown).sections.map((section) => section.title)).toEqual(written.sections.map((section) => section.heading));
    const moved = splitSections(markdown).sections.find((section) => section.title === 'Small suckers first')!;
    expect(moved.body).toContain('Stop pruning once fruit sets');
    expect(Math.abs(draftedWords(markdown) - written.wordBudget) / written.wordBudget).toBeLessThanOrEqual(0.1);
  });

  it('holds the length budget within ±10% for any order, deletion and addition of sections, on every platform', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PLATFORMS),
        fc.constantFrom(...DURATIONS),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 3 }),
        async (platform, duration, shuffle, added) => {
          const plan = planScript(input({ platform, duration, material: undefined }));
          const [hook, ...rest] = outlineOf(plan).sections;
          const body = rest.filter((section) => /^(beat|section|segment)-/.test(section.id));
          const others = rest.filter((section) => !body.includes(section));
          const kept = body.filter((_, i) => i === 0 || shuffle[i]! % 3 !== 0);
          const prefix = outlineView(plan).newSection.idPrefix;
          const extra = Array.from({ length: Math.min(added, 11 - kept.length - others.length) }, (_, i) => ({ id: `${prefix}-${20 + i}`, heading: `New ${i + 1}`, keyPoints: [], stories: [] }));
          const middle = [...kept, ...extra].sort((a, b) => (shuffle[a.heading.length]! % 7) - (shuffle[b.heading.length]! % 7));
          const edited: Outline = { sections: [hook!, ...middle, ...others] };
          expect(refusal(edited, { platform, duration, material: undefined })).toBeNull();
          const written = planScript(input({ platform, duration, material: undefined, outline: edited }));
          const markdown = await localWriter.write(written);
          expect(Math.abs(draftedWords(markdown) - written.wordBudget) / written.wordBudget).toBeLessThanOrEqual(0.1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the style guide’s intro and outro word for word wherever they are, and puts back one the outline lacks', () => {
    const plan = planScript(input({ styleGuide: GUIDE }));
    const { sections } = outlineOf(plan);
    const outro = sections.find((section) => section.id === 'outro')!;
    const moved: Outline = { sections: [sections[0]!, { ...outro, heading: 'Goodbye' }, ...sections.slice(1).filter((section) => section !== outro)] };
    const written = planScript(input({ styleGuide: GUIDE, outline: moved }));
    expect(written.sections[1]).toMatchObject({ heading: 'Goodbye', verbatim: GUIDE.outro_template, words: 2 });

    // Made before the style guide had an intro: the intro template still goes in, after the hook.
    const before = outlineOf(planScript(input({ platform: 'tiktok', duration: '1m' })));
    const after = planScript(input({ platform: 'tiktok', duration: '1m', styleGuide: GUIDE, outline: before }));
    expect(after.sections.map((section) => section.id)).toEqual(['hook', 'intro', 'beat-1', 'beat-2', 'beat-3', 'cta', 'outro']);
    expect(after.sections[1]!.verbatim).toBe(GUIDE.intro_template);
  });

  it('refuses, in words, an outline that is not an edit of this plan', () => {
    const { sections } = outlineOf(planScript(input()));
    const [hook, intro, ...rest] = sections;
    const body = rest.filter((section) => section.id.startsWith('section-'));
    expect(refusal({ sections: [intro!, hook!, ...rest] })).toBe(OUTLINE_MESSAGES.hookFirst);
    expect(refusal({ sections: [hook!, intro!, ...rest, { id: 'beat-9', heading: 'x', keyPoints: [], stories: [] }] })).toBe(OUTLINE_MESSAGES.unknownSection);
    expect(refusal({ sections: [hook!, intro!, ...rest, { id: 'cold-open', heading: 'x', keyPoints: [], stories: [] }] })).toBe(OUTLINE_MESSAGES.unknownSection);
    expect(refusal({ sections: [hook!, intro!, ...rest, rest[0]!] })).toBe(OUTLINE_MESSAGES.repeatedSection);
    expect(refusal({ sections: [hook!, intro!, ...rest.filter((section) => !body.includes(section))] })).toBe(OUTLINE_MESSAGES.bodyRequired);
    expect(refusal({ sections: [{ ...hook!, keyPoints: [MATERIAL.key_points[0]!] }, intro!, ...rest] })).toBe(OUTLINE_MESSAGES.keyPointsPlaced);
    const dropped = rest.map((section) => ({ ...section, keyPoints: section.keyPoints.slice(1) }));
    expect(refusal({ sections: [hook!, intro!, ...dropped] })).toBe(OUTLINE_MESSAGES.keyPointsPlaced);
    const twice = rest.map((section, i) => (i === 0 ? { ...section, keyPoints: [...section.keyPoints, MATERIAL.key_points[1]!] } : section));
    expect(refusal({ sections: [hook!, intro!, ...twice] })).toBe(OUTLINE_MESSAGES.keyPointsPlaced);
    const untold = rest.map((section) => ({ ...section, stories: [] }));
    expect(refusal({ sections: [hook!, intro!, ...untold] })).toBe(OUTLINE_MESSAGES.storiesPlaced);
  });

  it('checks headings and the number of sections in the contract, in the creator’s words', () => {
    const section = { id: 'section-1', keyPoints: [], stories: [] };
    expect(outlineSchema.safeParse({ sections: [{ ...section, heading: '   ' }] }).error?.issues[0]?.message).toBe(OUTLINE_MESSAGES.headingRequired);
    expect(outlineSchema.safeParse({ sections: [{ ...section, heading: 'x'.repeat(61) }] }).error?.issues[0]?.message).toBe(OUTLINE_MESSAGES.headingTooLong);
    expect(outlineSchema.parse({ sections: [{ ...section, heading: '  Two\n lines ' }] }).sections[0]!.heading).toBe('Two lines');
    const many = Array.from({ length: 13 }, (_, i) => ({ ...section, id: `section-${i + 1}`, heading: `S${i}` }));
    expect(outlineSchema.safeParse({ sections: many }).error?.issues[0]?.message).toBe(OUTLINE_MESSAGES.tooManySections);
    expect(outlineSchema.safeParse({ sections: [{ ...section, id: '../x', heading: 'x' }] }).error?.issues[0]?.message).toBe(OUTLINE_MESSAGES.unknownSection);
  });
});
