import { describe, expect, it } from 'vitest';
import { DURATIONS, PLATFORMS, TONES, type Duration, type Platform, type Tone } from '../../lambdas/contracts/enums';
import type { PlanInput, StyleGuideRules, VoiceHints } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { draftedWords, spokenText } from '../../lambdas/contracts/script-text';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { PLACEHOLDER, type Material } from '../../lambdas/contracts/material';
import { CALLS_TO_ACTION, GOODBYE, REMINDERS } from '../../lambdas/domain/scripts/writers/local/lines';
import { resolveLine } from '../../lambdas/domain/scripts/writers/local/text';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';

const DETAILS = 'Use clean, sharp shears. Cut suckers when they are small. Never remove more than a third of the plant.';

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  topic: 'How to prune tomatoes',
  details: DETAILS,
  platform: 'youtube',
  duration: '3m',
  tone: 'conversational',
  styleGuide: null,
  voice: null,
  passages: [],
  ...overrides,
});

const VOICE: VoiceHints = {
  wordsPerMinute: 172,
  averageSentenceWords: 12,
  openers: ['alright gardeners'],
  signOffs: ['catch you in the veggie patch'],
  signaturePhrases: ['dirt under the fingernails'],
  person: 'I',
  questionRate: 0.1,
  exclamationRate: 0.1,
  fillerWords: ['basically', 'you know'],
  fillersPer100Words: 1.5,
  hypeWords: [],
  sentenceLengths: { p25: 6, p50: 10, p75: 15, p90: 22 },
  vocabularyLevel: 'simple',
};

const STYLE_GUIDE: StyleGuideRules = {
  intro_template: "G'day, I'm Sam and this is the Garden Shed.",
  outro_template: 'Happy growing, see you next Sunday!',
  interaction_reminders: 'Tell me your best tomato tip in the comments.',
  general_guidance: null,
};

const MATERIAL: Material = {
  key_points: ['Cut suckers when they are small', 'Keep the lowest leaves off the soil', 'Stop pruning once fruit sets'],
  stories: 'Last summer I let one plant grow wild, and it gave me leaves instead of tomatoes.',
  sources: [
    {
      kind: 'text',
      title: 'Grower notes',
      text: 'Suckers that grow in the leaf axils compete with fruit for water. Leaves touching wet soil spread early blight to the plant. Cherry varieties tolerate less pruning than beefsteak varieties do.',
    },
  ],
};

const TOPICS: { topic: string; details: string | null; material?: Material }[] = [
  { topic: 'How to prune tomatoes', details: DETAILS },
  { topic: 'Why small teams should ship on Fridays', details: null },
  { topic: 'Pruning Tomatoes: 5 Tips for Balconies!', details: 'Small pots, lots of sun, a beginner audience.', material: MATERIAL },
];

/** Lines the offline writer may say in any script: the platform's asks and its goodbye, as each platform says them. */
const STOCK = PLATFORMS.flatMap((platform) =>
  [...REMINDERS.youtube, ...REMINDERS.podcast, ...CALLS_TO_ACTION.tiktok, ...CALLS_TO_ACTION.instagram, GOODBYE].map((line) => resolveLine(line, 'I', platform)),
);

interface Run {
  platform: Platform;
  duration: Duration;
  tone: Tone;
  voice: VoiceHints | null;
  styleGuide: StyleGuideRules | null;
  topic: string;
  details: string | null;
  budget: number;
  markdown: string;
}

/** Every platform × duration × with/without a voice × with/without a style guide, over a few topics and all tones. */
const buildGrid = async (): Promise<Run[]> => {
  const runs: Run[] = [];
  for (const platform of PLATFORMS)
    for (const duration of DURATIONS)
      for (const voice of [null, VOICE])
        for (const styleGuide of [null, STYLE_GUIDE])
          for (const [index, { topic, details, material }] of TOPICS.entries()) {
            const tone = TONES[(index + runs.length) % TONES.length]!;
            const plan = planScript(input({ platform, duration, tone, voice, styleGuide, topic, details, material }));
            runs.push({ platform, duration, tone, voice, styleGuide, topic, details, budget: plan.wordBudget, markdown: await localWriter.write(plan) });
          }
  return runs;
};
let built: Promise<Run[]> | undefined;
const grid = () => (built ??= buildGrid());

const sentencesOf = (markdown: string) =>
  spokenText(markdown)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean);

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the local writer', () => {
  it('says plus asks for within ±10% of the word budget in every run over platforms × durations × voice × style guide × topics', async () => {
    const runs = await grid();
    const deviations = runs.map((run) => Math.abs(draftedWords(run.markdown) - run.budget) / run.budget);
    const within = deviations.filter((deviation) => deviation <= 0.1).length / runs.length;
    const worst = Math.max(...deviations);
    console.log(`local writer: ${runs.length} runs, ${(within * 100).toFixed(1)}% within ±10% of the budget, worst ${(worst * 100).toFixed(1)}% off`);
    expect(runs.length).toBe(PLATFORMS.length * DURATIONS.length * 2 * 2 * TOPICS.length);
    expect(within).toBeGreaterThanOrEqual(0.95);
    expect(worst).toBeLessThanOrEqual(0.1);
  });

  it('says plus asks for within ±10% of the budget in 30-second scripts for every platform and tone', async () => {
    for (const platform of PLATFORMS)
      for (const tone of TONES)
        for (const voice of [null, VOICE]) {
          const plan = planScript(input({ platform, duration: '30s', tone, voice }));
          const words = draftedWords(await localWriter.write(plan));
          expect(Math.abs(words - plan.wordBudget) / plan.wordBudget, `${platform} ${tone} ${voice ? 'voice' : 'no voice'}`).toBeLessThanOrEqual(0.1);
        }
  });

  it('never repeats a sentence within a script', async () => {
    for (const run of await grid()) {
      const sentences = sentencesOf(run.markdown);
      const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
      expect(repeated, `${run.platform} ${run.duration} ${run.topic}`).toEqual([]);
    }
  });

  it('says the topic exactly once (its hook asks it as a question) and each of the creator’s details at most once, using at least one when there is no other material', async () => {
    for (const run of await grid()) {
      const spoken = spokenText(run.markdown);
      expect(occurrences(spoken.toLowerCase(), run.topic.replace(/[.!?]+$/, '').toLowerCase()), `${run.platform} ${run.duration} ${run.topic}`).toBe(1);
      if (!run.details) continue;
      const details = run.details.split(/(?<=\.)\s+/).map((detail) => detail.replace(/\.$/, ''));
      for (const detail of details) expect(occurrences(spoken, detail)).toBeLessThanOrEqual(1);
      if (!TOPICS.find((topic) => topic.topic === run.topic)?.material) expect(details.some((detail) => spoken.includes(detail)), `${run.platform} ${run.duration}`).toBe(true);
    }
  });

  it("starts with the creator's opener and ends with their sign-off when there is no outro template", async () => {
    for (const run of (await grid()).filter((r) => r.voice)) {
      const spoken = spokenText(run.markdown).trim();
      expect(spoken.startsWith('Alright gardeners, '), `${run.platform} ${run.duration}`).toBe(true);
      if (run.styleGuide?.outro_template) expect(spoken.endsWith(run.styleGuide.outro_template)).toBe(true);
      else expect(spoken.endsWith('Catch you in the veggie patch.'), `${run.platform} ${run.duration}`).toBe(true);
    }
  });

  it('uses the intro and outro word for word, and a reminder already written to the audience as written, each once', async () => {
    for (const platform of PLATFORMS) {
      const markdown = await localWriter.write(planScript(input({ platform, styleGuide: STYLE_GUIDE })));
      for (const text of [STYLE_GUIDE.intro_template!, STYLE_GUIDE.outro_template!, STYLE_GUIDE.interaction_reminders!]) {
        expect(occurrences(markdown, text), `${platform}: ${text}`).toBe(1);
      }
    }
  });

  it('keeps the script format: title, meta line, a heading with a timing mark per section', async () => {
    for (const platform of PLATFORMS)
      for (const duration of DURATIONS) {
        const plan = planScript(input({ platform, duration }));
        const markdown = await localWriter.write(plan);
        expect(markdown.startsWith(`# ${plan.input.topic}\n\n> `)).toBe(true);
        expect(markdown).toContain(`about ${plan.wordBudget} words at ${plan.wordsPerMinute} words per minute. Drafted offline from your plan`);
        const headings = markdown.match(/^## .+ \[\d+:\d{2}–\d+:\d{2}\]$/gm) ?? [];
        expect(headings).toHaveLength(plan.sections.length);
      }
  });

  it('adds an on-screen text cue to every short-form beat', async () => {
    const plan = planScript(input({ platform: 'tiktok', duration: '1m' }));
    const markdown = await localWriter.write(plan);
    const beats = plan.sections.filter((section) => section.id.startsWith('beat')).length;
    expect(markdown.match(/^\*\*On screen:\*\* \S/gm)).toHaveLength(beats);
  });

  it('speaks in the creator’s person: "we" for a creator who says we', async () => {
    const markdown = await localWriter.write(planScript(input({ platform: 'podcast', duration: '10m', voice: { ...VOICE, person: 'we' }, material: { ...MATERIAL, stories: '' } })));
    const spoken = spokenText(markdown);
    expect(spoken).toMatch(/\bwe\b/i);
    expect(spoken).not.toMatch(/\bI(?:'m|'ve|'d|'ll)?\b/);
  });

  it('says "listeners" and "episode", never "viewers" or "video", on a podcast', async () => {
    const spoken = spokenText(await localWriter.write(planScript(input({ platform: 'podcast', duration: '10m' }))));
    expect(spoken).not.toMatch(/\b(viewers|video|watching)\b/i);
  });

  it('is deterministic for one input and differs between topics', async () => {
    const plan = planScript(input());
    expect(await localWriter.write(plan)).toBe(await localWriter.write(planScript(input())));
    const other = await localWriter.write(planScript(input({ topic: 'Learning a second language as an adult' })));
    expect(other).not.toBe(await localWriter.write(plan));
  });

  it('builds the body from the material: each key point once, in the section the plan gives it, the story, and source sentences with their marker', async () => {
    const plan = planScript(input({ details: null, material: MATERIAL }));
    const markdown = await localWriter.write(plan);
    const sections = markdown.split(/^## /m).slice(1);
    const bodyHeadings = plan.sections.filter((planned) => /^section-/.test(planned.id)).map((planned) => planned.heading);
    const bodySpoken = spokenText(sections.filter((written) => bodyHeadings.some((heading) => written.startsWith(heading))).join('\n'));
    expect(plan.sections.flatMap((planned) => planned.keyPoints ?? [])).toEqual(MATERIAL.key_points);
    for (const section of plan.sections.filter((planned) => planned.keyPoints?.length)) {
      const text = sections.find((written) => written.startsWith(section.heading))!;
      for (const point of section.keyPoints!) {
        expect(text, `${section.heading}: ${point}`).toContain(point.slice(1));
        expect(occurrences(bodySpoken, point.slice(1)), point).toBe(1);
      }
    }
    expect(spokenText(markdown)).toContain('it gave me leaves instead of tomatoes.');
    expect(markdown).toMatch(/Leaves touching wet soil spread early blight to the plant \[1\]\./);
  });

  it('writes no generic filler: a recipe and a podcast about software share no sentence but the platform’s asks', async () => {
    const stock = new Set(STOCK.flatMap(sentencesOf));
    for (const platform of PLATFORMS) {
      const recipe = sentencesOf(await localWriter.write(planScript(input({ platform, topic: 'Lemon pasta in ten minutes', details: null }))));
      const podcast = sentencesOf(await localWriter.write(planScript(input({ platform, topic: 'Why small teams should ship on Fridays', details: null }))));
      const shared = recipe.filter((sentence) => podcast.includes(sentence) && !stock.has(sentence));
      expect(shared, platform).toEqual([]);
    }
  });

  it('asks for what it lacks: each section short of its share says what belongs there and how many words', async () => {
    const markdown = await localWriter.write(planScript(input({ details: null })));
    const gaps = markdown.match(PLACEHOLDER) ?? [];
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    for (const gap of gaps) expect(gap).toMatch(/^\[\[fill in: .+, about \d+ words\]\]$/);
    expect(markdown).toContain('[[fill in: a point about how to prune tomatoes, with an example, about ');
  });

  it('introduces the topic with an opener that runs into it, rather than after a comma, right after the hook when the opener greets', async () => {
    const greeting = spokenText(await localWriter.write(planScript(input({ voice: { ...VOICE, openers: ['welcome to another episode about'] } })))).trim();
    expect(greeting.startsWith('How to prune tomatoes?')).toBe(true);
    expect(greeting).toContain('Welcome to another episode about this: How to prune tomatoes.');
    const leading = spokenText(await localWriter.write(planScript(input({ voice: { ...VOICE, openers: ['today we are digging into'] } })))).trim();
    expect(leading.startsWith('Today we are digging into this: How to prune tomatoes.')).toBe(true);
  });

  it('opens with the hook, never a greeting: an opener that greets ("Hey guys") starts the section after the hook', async () => {
    const plan = planScript(input({ voice: { ...VOICE, openers: ['hey guys'] } }));
    const sections = splitSections(await localWriter.write(plan)).sections.map((section) => spokenText(section.body).trim());
    expect(sections[0]).toMatch(/^How to prune tomatoes\?/);
    expect(sections[1]).toMatch(/^Hey guys[,.]/);
    expect(occurrences(sections.join('\n'), 'Hey guys')).toBe(1);
  });
});
