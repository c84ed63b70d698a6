import { describe, expect, it } from 'vitest';
import { DURATIONS, PLATFORMS } from '../../lambdas/contracts/enums';
import { PLACEHOLDER, type Material } from '../../lambdas/contracts/material';
import { HOOK_APPROACHES, TITLE_MAX_LENGTH, chaptersOf, chosenHookIndex, withChapters, youtubeShowsChapters } from '../../lambdas/contracts/script-extras';
import { replaceSectionBody, splitSections } from '../../lambdas/contracts/script-sections';
import { draftedWords, spokenText } from '../../lambdas/contracts/script-text';
import { buildExtrasPrompt, parseExtrasAnswer } from '../../lambdas/domain/scripts/extras-prompt';
import { mergeExtras, offlineExtras } from '../../lambdas/domain/scripts/extras';
import type { PlanInput, VoiceHints, WrittenExtras } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';

const MATERIAL: Material = {
  key_points: ['Cut suckers when they are small', 'Keep the lowest leaves off the soil', 'Stop pruning once fruit sets'],
  stories: 'Last summer I let one plant grow wild. It gave me leaves instead of tomatoes.',
  sources: [
    { kind: 'link', url: 'https://example.com/notes', title: 'Grower notes', text: 'Pruned plants gave 30% more fruit in the trial on tomatoes. Leaves touching wet soil spread early blight to the plant.' },
  ],
};

const VOICE: VoiceHints = {
  wordsPerMinute: null,
  averageSentenceWords: null,
  openers: ['alright gardeners'],
  signOffs: [],
  signaturePhrases: [],
  person: 'I',
  questionRate: null,
  exclamationRate: null,
  fillerWords: [],
  fillersPer100Words: null,
  hypeWords: [],
  sentenceLengths: null,
  vocabularyLevel: null,
};

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  topic: 'How to prune tomatoes',
  details: null,
  platform: 'youtube',
  duration: '3m',
  tone: 'conversational',
  styleGuide: null,
  voice: null,
  passages: [],
  material: MATERIAL,
  ...overrides,
});

const offline = async (overrides: Partial<PlanInput> = {}) => {
  const plan = planScript(input(overrides));
  const markdown = await localWriter.write(plan);
  return { plan, markdown, extras: offlineExtras(plan, markdown) };
};

const STOCK = /^\W*(?:in today['’]s (?:video|episode)|hey,? guys|hi,? guys|hello,? everyone)/i;

describe('three hooks to choose from, written by the offline writer from the creator’s material', () => {
  it('gives every script three hooks, one per approach, the first being the one in the script, none opening with a greeting', async () => {
    for (const platform of PLATFORMS)
      for (const duration of DURATIONS)
        for (const material of [MATERIAL, undefined]) {
          const { markdown, extras } = await offline({ platform, duration, material });
          const label = `${platform} ${duration} ${material ? 'material' : 'topic only'}`;
          expect(extras.hooks.map((hook) => hook.approach), label).toEqual([...HOOK_APPROACHES]);
          expect(extras.hook_heading, label).toBe(platform === 'podcast' ? 'Cold Open' : 'Hook');
          expect(extras.hooks[0]!.text, label).toBe(splitSections(markdown).sections[0]!.body);
          expect(chosenHookIndex(markdown, extras), label).toBe(0);
          for (const hook of extras.hooks) expect(spokenText(hook.text), label).not.toMatch(STOCK);
          expect(new Set(extras.hooks.map((hook) => hook.text)).size, label).toBe(3);
        }
  });

  it('builds a question from a key point, a bold claim from a source’s figure, a story first from the creator’s story', async () => {
    const { extras } = await offline();
    const [question, claim, story] = extras.hooks.map((hook) => spokenText(hook.text).trim());
    expect(question).toBe("How to prune tomatoes? Here's the first thing to know: cut suckers when they are small.");
    expect(claim).toBe("Here's the headline: pruned plants gave 30% more fruit in the trial on tomatoes.");
    expect(extras.hooks[1]!.text).toContain('30% more fruit in the trial on tomatoes [1].');
    expect(story).toBe('First, a story: last summer I let one plant grow wild.');
  });

  it('says a key point as the bold claim without a figure, and asks for what only the creator can say when there is nothing to build from', async () => {
    const points = await offline({ material: { ...MATERIAL, sources: [], stories: '' } });
    expect(spokenText(points.extras.hooks[1]!.text).trim()).toBe('If you remember one thing from this video, make it this: stop pruning once fruit sets.');
    expect(points.extras.hooks[2]!.text).toMatch(/^\[\[fill in: the story or the result that opens this, about \d+ words\]\]$/);
    const bare = await offline({ material: undefined });
    expect(spokenText(bare.extras.hooks[0]!.text).trim()).toBe('How to prune tomatoes?');
    expect(bare.extras.hooks[1]!.text).toMatch(/^\[\[fill in: your boldest claim, one the script backs up, about \d+ words\]\]$/);
  });

  it('sizes every hook to the words the script’s own hook says and asks for, so switching keeps the length', async () => {
    for (const duration of DURATIONS) {
      const { extras } = await offline({ duration, material: { ...MATERIAL, sources: [] } });
      const target = draftedWords(extras.hooks[0]!.text);
      for (const hook of extras.hooks) expect(Math.abs(draftedWords(hook.text) - target), `${duration} ${hook.approach}`).toBeLessThanOrEqual(Math.max(3, target * 0.1));
    }
  });

  it('puts the creator’s opener at the start of every hook it leads, and after the hook when it greets', async () => {
    const leads = (await offline({ voice: VOICE })).extras.hooks;
    for (const hook of leads) expect(spokenText(hook.text).trim()).toMatch(/^Alright gardeners[,.]/);
    const greets = (await offline({ voice: { ...VOICE, openers: ['hey guys'] } })).extras.hooks;
    for (const hook of greets) expect(spokenText(hook.text)).not.toMatch(/hey guys/i);
  });
});

describe('titles and the post', () => {
  it('gives YouTube five titles of at most 60 characters made of what the script says, and a description with the creator’s key points and sources', async () => {
    const { extras } = await offline({ duration: '5m' });
    expect(extras.post.kind).toBe('youtube');
    if (extras.post.kind !== 'youtube') return;
    expect(extras.post.titles).toEqual([
      'How to prune tomatoes',
      'How to prune tomatoes in 5 minutes',
      'How to prune tomatoes: 3 things to know',
      'How to prune tomatoes: cut suckers when they are small',
      'Cut suckers when they are small',
    ]);
    for (const title of extras.post.titles) expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(extras.post.description).toBe(
      'How to prune tomatoes.\n\nIn this video:\n- Cut suckers when they are small\n- Keep the lowest leaves off the soil\n- Stop pruning once fruit sets\n\nSources:\n[1] Grower notes: https://example.com/notes',
    );
  });

  it('fills the titles it cannot make honestly with placeholders, never with invented promises', async () => {
    const { extras } = await offline({ duration: '10m', material: undefined });
    if (extras.post.kind !== 'youtube') throw new Error('expected a YouTube post');
    expect(extras.post.titles.slice(0, 1)).toEqual(['How to prune tomatoes']);
    expect(extras.post.titles.slice(1).every((title) => new RegExp(`^${PLACEHOLDER.source}$`, 'iu').test(title))).toBe(true);
    expect(extras.post.titles).toHaveLength(5);
    expect(extras.post.description).toMatch(/\[\[fill in: two sentences on what viewers get from this video\]\]/);
  });

  it('gives TikTok and Reels a caption and at most 5 hashtags, and podcasts episode notes', async () => {
    for (const platform of ['tiktok', 'instagram'] as const) {
      const { extras } = await offline({ platform });
      if (extras.post.kind !== 'short') throw new Error('expected a caption');
      expect(extras.post.caption).toBe('How to prune tomatoes: cut suckers when they are small.');
      expect(extras.post.hashtags).toEqual(['prunetomatoes', 'prune', 'tomatoes', 'cut', 'suckers']);
    }
    const { extras } = await offline({ platform: 'podcast' });
    if (extras.post.kind !== 'podcast') throw new Error('expected episode notes');
    expect(extras.post.episode_notes).toContain('In this episode:\n- Cut suckers when they are small');
  });

  it('adds the chapters from the section times of the script as it is now, as YouTube and podcast apps read them', async () => {
    const { markdown } = await offline({ duration: '5m' });
    const chapters = chaptersOf(markdown);
    const headings = splitSections(markdown).sections.map((section) => section.headingLine);
    expect(chapters).toHaveLength(headings.length);
    chapters.forEach((chapter, i) => expect(headings[i]).toContain(`${chapter.title} [${Math.floor(chapter.startSecond / 60)}:${String(chapter.startSecond % 60).padStart(2, '0')}–`));
    expect(withChapters('Notes.', markdown)).toMatch(/^Notes\.\n\nChapters:\n0:00 Hook\n0:\d\d Intro\n/);
    expect(youtubeShowsChapters(chapters)).toBe(true);
    expect(youtubeShowsChapters(chaptersOf((await offline({ duration: '30s' })).markdown))).toBe(false);
  });
});

describe('a model’s hooks and post, where they are usable', () => {
  const answer = (overrides: Partial<WrittenExtras> = {}): WrittenExtras => ({
    hooks: [
      { approach: 'bold-claim', text: 'Most tomato plants are pruned far too late.' },
      { approach: 'story-first', text: 'Last summer one wild plant gave me nothing but leaves.' },
    ],
    titles: ['"Prune tomatoes the easy way"', 'A'.repeat(61), 'Prune tomatoes the easy way', 'Three cuts for more tomatoes'],
    description: 'What I do every summer.',
    hashtags: [],
    ...overrides,
  });

  it('keeps the model’s hooks and titles that fit, drops a title over 60 characters or repeated, and tops up from the offline ones', async () => {
    const { extras } = await offline();
    const merged = mergeExtras(extras, answer());
    expect(merged.hooks.map((hook) => hook.text)).toEqual([extras.hooks[0]!.text, 'Most tomato plants are pruned far too late.', 'Last summer one wild plant gave me nothing but leaves.']);
    if (merged.post.kind !== 'youtube') throw new Error('expected a YouTube post');
    expect(merged.post.titles).toEqual(['Prune tomatoes the easy way', 'Three cuts for more tomatoes', 'How to prune tomatoes', 'How to prune tomatoes in 3 minutes', 'How to prune tomatoes: 3 things to know']);
    expect(merged.post.description).toBe('What I do every summer.');
  });

  it('refuses a hook that opens with "In today’s video" or "Hey guys" and uses the offline one instead', async () => {
    const { extras } = await offline();
    const merged = mergeExtras(extras, answer({ hooks: [{ approach: 'bold-claim', text: "In today's video, pruning." }, { approach: 'story-first', text: 'Hey guys! A story.' }] }));
    expect(merged.hooks).toEqual(extras.hooks);
  });

  it('asks for the two other hooks and the platform’s post in JSON, with the first draft’s voice and rules, and reads the answer', () => {
    const plan = planScript(input({ voice: VOICE }));
    const prompt = buildExtrasPrompt({ plan, markdown: '## Hook [0:00–0:10]\n\nWhy prune?', hook: { headingLine: '## Hook [0:00–0:10]', body: 'Why prune?', words: 25 } });
    expect(prompt.user).toContain('"bold-claim" opens with a bold claim the script backs up');
    expect(prompt.user).toContain('"story-first" opens with a story or the result first');
    expect(prompt.user).toContain('in about 25 spoken words each');
    expect(prompt.user).toContain('each at most 60 characters');
    expect(prompt.user).toContain('Never open with a greeting, "In today\'s video", "Hey guys"');
    expect(prompt.user).toContain('1. Cut suckers when they are small (in Section 1)');
    expect(prompt.user).toContain('Alright gardeners'.toLowerCase());
    expect(parseExtrasAnswer('Here you go:\n```json\n{"titles":["One"],"description":"D","hooks":[{"approach":"bold-claim","text":"T"}]}\n```')).toEqual({
      hooks: [{ approach: 'bold-claim', text: 'T' }],
      titles: ['One'],
      description: 'D',
      hashtags: [],
    });
    expect(() => parseExtrasAnswer('No JSON at all')).toThrow();
  });
});

describe('choosing another hook keeps the rest of the script', () => {
  it('replaces only the text under the hook heading', async () => {
    const { markdown, extras } = await offline();
    const chosen = replaceSectionBody(markdown, 0, extras.hooks[1]!.text);
    expect(chosenHookIndex(chosen, extras)).toBe(1);
    expect(splitSections(chosen).sections.slice(1)).toEqual(splitSections(markdown).sections.slice(1));
  });
});
