import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../lambdas/contracts/enums';
import { spokenText } from '../../lambdas/contracts/script-text';
import { splitSections } from '../../lambdas/contracts/script-sections';
import type { PlanInput, StyleGuideRules, VoiceHints } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { buildPrompt } from '../../lambdas/domain/scripts/prompt';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';

const VOICE: VoiceHints = {
  wordsPerMinute: null,
  averageSentenceWords: 11,
  openers: ["It's Maya"],
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

const guide = (overrides: Partial<StyleGuideRules>): StyleGuideRules => ({
  intro_template: null,
  outro_template: null,
  interaction_reminders: null,
  general_guidance: null,
  ...overrides,
});

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  topic: 'Sourdough for beginners',
  details: null,
  platform: 'youtube',
  duration: '3m',
  tone: 'conversational',
  styleGuide: null,
  voice: null,
  passages: [],
  ...overrides,
});

const spokenDraft = async (overrides: Partial<PlanInput>) => spokenText(await localWriter.write(planScript(input(overrides))));
const occurrences = (text: string, part: RegExp) => text.match(new RegExp(part.source, `${part.flags}g`))?.length ?? 0;

const MAYA_INTRO = "Hey hey, it's Maya from Maya Bakes, welcome back to my kitchen!";

describe('one introduction: the creator’s opener and the style guide’s intro never both introduce the creator', () => {
  it.each(PLATFORMS)('%s: an opener that introduces the creator ("It\'s Maya") is left out when the intro template introduces them', async (platform) => {
    const spoken = await spokenDraft({ platform, voice: VOICE, styleGuide: guide({ intro_template: MAYA_INTRO }) });
    expect(occurrences(spoken, /\bmaya\b/i)).toBe(2);
    expect(occurrences(spoken, /it's maya/i)).toBe(1);
    expect(spoken).toContain(MAYA_INTRO);
  });

  it('keeps that opener as the first words after the hook when there is no intro template (the first seconds are the hook’s)', async () => {
    const sections = splitSections(await localWriter.write(planScript(input({ voice: VOICE })))).sections.map((section) => spokenText(section.body).trim());
    expect(sections[0]).toMatch(/^Sourdough for beginners\?/);
    expect(sections[1]).toMatch(/^It's Maya[,.]/);
    expect(occurrences(sections.join('\n'), /maya/i)).toBe(1);
  });

  it('keeps an opener that does not introduce anyone ("Alright bakers") beside the intro template', async () => {
    const spoken = (await spokenDraft({ voice: { ...VOICE, openers: ['alright bakers'] }, styleGuide: guide({ intro_template: MAYA_INTRO }) })).trim();
    expect(spoken.startsWith('Alright bakers, ')).toBe(true);
  });

  it('uses the next opener of the creator that does not introduce them, when they have one', async () => {
    const spoken = (await spokenDraft({ voice: { ...VOICE, openers: ["hi I'm Maya", 'okay so'] }, styleGuide: guide({ intro_template: MAYA_INTRO }) })).trim();
    expect(spoken.startsWith('Okay so, ')).toBe(true);
    expect(occurrences(spoken, /\bmaya\b/i)).toBe(2);
  });

  it('tells a model writer to introduce the creator only in the intro, and does not ask for the introducing opener', () => {
    const { user } = buildPrompt(planScript(input({ voice: VOICE, styleGuide: guide({ intro_template: MAYA_INTRO }) })));
    expect(user).not.toContain('"It\'s Maya"');
    expect(user).toContain('The intro introduces the creator: nothing before or after it greets or introduces them again.');
  });

  it('tells a model writer, when the opener introduces the creator and there is no intro template, to start the intro with it after the hook and not introduce them again', () => {
    const plan = planScript(input({ voice: VOICE }));
    const intro = plan.sections.find((section) => section.id === 'intro')!;
    expect(intro.purpose).not.toMatch(/introduce yourself/i);
    expect(intro.purpose).toContain('Start with the creator’s opener, which greets or introduces them');
    expect(intro.purpose).toContain('do not greet or introduce them again');
    expect(plan.rules).toContain('Start the part right after the hook with the creator\'s own opener: "It\'s Maya"; the hook comes first, with no greeting before it.');
    expect(buildPrompt(plan).user).toContain('"It\'s Maya"');
  });
});

describe('style guide instructions shape the script; only the intro and outro templates are quoted', () => {
  it.each(PLATFORMS)('%s: "Ask people to tag me if they make it" is said to the audience, never read out as an instruction', async (platform) => {
    const markdown = await localWriter.write(planScript(input({ platform, styleGuide: guide({ interaction_reminders: 'Ask people to tag me if they make it.' }) })));
    expect(markdown).not.toMatch(/ask people/i);
    expect(markdown).not.toMatch(/if they make it/i);
    expect(occurrences(spokenText(markdown), /Tag me if you make it\./)).toBe(1);
  });

  it('turns each instruction of a longer reminder into words to the audience, dropping where-to-say-it notes', async () => {
    const spoken = await spokenDraft({
      styleGuide: guide({ interaction_reminders: 'Ask viewers to comment their biggest question, and remind them to subscribe halfway through.' }),
    });
    expect(spoken).toContain('Comment your biggest question.');
    expect(spoken).toContain('Subscribe.');
    expect(spoken).not.toMatch(/viewers to|remind them|halfway through/i);
  });

  it('says a reminder already written to the audience in the creator’s own words, once', async () => {
    const spoken = await spokenDraft({ styleGuide: guide({ interaction_reminders: 'Tell me your best sourdough tip in the comments.' }) });
    expect(occurrences(spoken, /Tell me your best sourdough tip in the comments\./)).toBe(1);
  });

  it('keeps an instruction it cannot say for the creator as a note in the script, out of the spoken words', async () => {
    const markdown = await localWriter.write(planScript(input({ styleGuide: guide({ interaction_reminders: 'Mention my newsletter.' }) })));
    expect(spokenText(markdown)).not.toMatch(/newsletter/i);
    expect(markdown).toMatch(/^> Your reminder, to say in your own words: Mention my newsletter\.$/m);
  });

  it('never says the general guidance', async () => {
    const markdown = await localWriter.write(planScript(input({ styleGuide: guide({ general_guidance: 'Keep it under two jokes and use Australian spelling.' }) })));
    expect(markdown).not.toMatch(/two jokes|Australian spelling/i);
  });

  it('gives a model writer the reminders and guidance as instructions to follow in the creator’s words, and only the templates word for word', () => {
    const { user } = buildPrompt(
      planScript(
        input({
          styleGuide: guide({
            intro_template: 'Hi, I am Sam.',
            outro_template: 'See you Sunday.',
            interaction_reminders: 'Ask people to tag me if they make it.',
            general_guidance: 'Short sentences.',
          }),
        }),
      ),
    );
    expect(user).toContain(
      '- Interaction reminders, the creator’s instruction (follow it in their own words where the script asks the audience for something; never read the instruction out): Ask people to tag me if they make it.',
    );
    expect(user).toContain('- The creator’s general guidance (follow it; it is never said in the script): Short sentences.');
    expect(user).toContain('Use this intro word for word: "Hi, I am Sam."');
    expect(user).toContain('Use this outro word for word: "See you Sunday."');
    expect(user).not.toMatch(/word for word[^\n]*(tag me|Short sentences)/);
  });
});
