import * as z from 'zod';
import { HASHTAGS_MAX, HOOK_APPROACHES, type HookApproach, TITLE_MAX_LENGTH, TITLE_OPTIONS } from '../../contracts/script-extras';
import type { ExtrasRequest, WrittenExtras } from './plan-types';
import { type WriterPrompt, buildPrompt } from './prompt';

const APPROACH_ASKS: Record<HookApproach, string> = {
  question: 'opens with a question the script answers',
  'bold-claim': 'opens with a bold claim the script backs up',
  'story-first': 'opens with a story or the result first, from the creator’s stories or material',
};

const NO_STOCK_OPENING = 'Never open with a greeting, "In today\'s video", "Hey guys" or anything like them: the first three seconds are the hook\'s.';

/** What each platform's post asks for, and the JSON keys it answers in. */
const POST_ASKS: Record<'youtube' | 'short' | 'podcast', { keys: string; asks: string[] }> = {
  youtube: {
    keys: '"titles": [5 strings], "description": string',
    asks: [
      `"titles": ${TITLE_OPTIONS} different YouTube titles, each at most ${TITLE_MAX_LENGTH} characters, each promising only what the script says (no clickbait the script does not pay off).`,
      '"description": the YouTube description in the creator\'s voice: two to four short paragraphs on what the video covers, then the sources with their links, if any. No timestamps or chapters: they are added from the section times.',
    ],
  },
  short: {
    keys: '"caption": string, "hashtags": [strings]',
    asks: [
      '"caption": one or two lines to post with the video, in the creator\'s voice, saying only what the script says.',
      `"hashtags": at most ${HASHTAGS_MAX} hashtags for the topic, without "#" and without spaces.`,
    ],
  },
  podcast: {
    keys: '"episodeNotes": string',
    asks: [
      '"episodeNotes": the episode notes in the creator\'s voice: a short paragraph on the episode, then what it covers as a "- " list, then the sources with their links, if any. No timestamps or chapters: they are added from the section times.',
    ],
  },
};

const postKind = (platform: ExtrasRequest['plan']['input']['platform']) => (platform === 'youtube' || platform === 'podcast' ? platform : 'short');

/**
 * The prompt for what goes with a script (issue 34), sent once the script is written, as part of the same generation:
 * the first draft's prompt (voice, rules, material, passages), the script as written, and the task: the hook written
 * the two other ways, and the post for the platform, in JSON.
 */
export const buildExtrasPrompt = ({ plan, markdown, hook }: ExtrasRequest): WriterPrompt => {
  const draft = buildPrompt(plan);
  const post = POST_ASKS[postKind(plan.input.platform)];
  const others = HOOK_APPROACHES.slice(1);
  const hookAsk = hook
    ? `"hooks": the script's hook (under "${hook.headingLine}") ${APPROACH_ASKS[HOOK_APPROACHES[0]]}. Write the text under that heading twice more, in about ${hook.words} spoken words each, one for each of these approaches: ${others.map((approach) => `"${approach}" ${APPROACH_ASKS[approach]}`).join('; ')}. Each replaces the whole text under the heading, follows the same rules and says only what the material allows. ${NO_STOCK_OPENING}`
    : null;
  const keys = [hook ? `"hooks": [${others.map((approach) => `{ "approach": "${approach}", "text": string }`).join(', ')}]` : null, post.keys].filter(Boolean).join(', ');
  const task = [
    'Now write what goes with this script, in the creator\'s voice and under the same rules about facts (placeholders [[fill in: …]] where a fact is missing):',
    ...[hookAsk, ...post.asks].filter((ask): ask is string => ask !== null).map((ask) => `- ${ask}`),
    `Answer with one JSON object and nothing before or after it: { ${keys} }`,
  ];
  return {
    system: `${draft.system.split('\n')[0]}\nYou now write what goes with a script the creator already has: its other hooks and the words for its post. Answer in JSON only.`,
    user: [draft.user, '', 'The script as written:', '<script>', markdown, '</script>', '', ...task].join('\n'),
  };
};

const answerSchema = z.object({
  hooks: z.array(z.object({ approach: z.string(), text: z.string() })).default([]).catch([]),
  titles: z.array(z.string()).default([]).catch([]),
  description: z.string().optional().catch(undefined),
  caption: z.string().optional().catch(undefined),
  hashtags: z.array(z.string()).default([]).catch([]),
  episodeNotes: z.string().optional().catch(undefined),
});

/** The model's answer as extras; throws when it holds no JSON object at all (the extras are then made offline). */
export const parseExtrasAnswer = (text: string): WrittenExtras => {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('The extras answer holds no JSON object');
  return answerSchema.parse(JSON.parse(text.slice(start, end + 1)));
};
