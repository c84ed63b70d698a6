import * as z from 'zod';
import { splitSections } from './script-sections';
import { formatTiming } from './script-text';

/**
 * What comes with a script besides its text (issue 34, docs/around-the-draft.md): three hooks to choose from, and the
 * words for the post (YouTube: five titles and a description; TikTok and Reels: a caption with hashtags; podcasts:
 * episode notes). Written in the same generation, kept beside the script (`extras.json`), returned by
 * GET /api/scripts/{id} and exported with the account.
 */
export const HOOK_APPROACHES = ['question', 'bold-claim', 'story-first'] as const;
export type HookApproach = (typeof HOOK_APPROACHES)[number];

export const HOOK_APPROACH_LABELS: Record<HookApproach, string> = {
  question: 'A question',
  'bold-claim': 'A bold claim',
  'story-first': 'Story or result first',
};

export const TITLE_OPTIONS = 5;
export const TITLE_MAX_LENGTH = 60;
export const HASHTAGS_MAX = 5;
/** YouTube's description limit; TikTok's and Instagram's caption limit. */
export const DESCRIPTION_MAX_LENGTH = 5000;
export const CAPTION_MAX_LENGTH = 2200;
const HOOK_MAX_LENGTH = 5000;

export const hookOptionSchema = z.object({
  approach: z.enum(HOOK_APPROACHES),
  /** The whole text under the hook's heading when this hook is in the script. */
  text: z.string().max(HOOK_MAX_LENGTH),
});
export type HookOption = z.infer<typeof hookOptionSchema>;

export const scriptPostSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('youtube'),
    titles: z.array(z.string().max(TITLE_MAX_LENGTH)).max(TITLE_OPTIONS),
    /** Without chapters: they come from the current text's section times (chaptersOf), so they never go stale. */
    description: z.string().max(DESCRIPTION_MAX_LENGTH),
  }),
  z.object({
    kind: z.literal('short'),
    caption: z.string().max(CAPTION_MAX_LENGTH),
    /** Without the '#'. */
    hashtags: z.array(z.string().max(100)).max(HASHTAGS_MAX),
  }),
  z.object({
    kind: z.literal('podcast'),
    /** Without chapters, as the description. */
    episode_notes: z.string().max(DESCRIPTION_MAX_LENGTH),
  }),
]);
export type ScriptPost = z.infer<typeof scriptPostSchema>;

export const scriptExtrasSchema = z.object({
  /** The hook section's title when the script was written: where a chosen hook goes. */
  hook_heading: z.string().nullable(),
  /** In approach order; the first is the one the script was written with. Empty when the script had no sections. */
  hooks: z.array(hookOptionSchema).max(HOOK_APPROACHES.length),
  post: scriptPostSchema,
});
export type ScriptExtras = z.infer<typeof scriptExtrasSchema>;

/** POST /api/scripts/{id}/hook: the option (0-based) to put in the script, from the version the creator sees. */
export const chooseHookBodySchema = z.object({
  option: z.number({ error: 'Choose one of the hooks' }).int().min(0).max(HOOK_APPROACHES.length - 1, { error: 'Choose one of the hooks' }),
  base_version_id: z.string().min(1).max(64),
});
export type ChooseHookBody = z.infer<typeof chooseHookBodySchema>;

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The index of the hook's section in the markdown: the section titled `hookHeading` (any case), else the first. -1 with none. */
export const hookSectionIndex = (markdown: string, hookHeading: string | null): number => {
  const { sections } = splitSections(markdown);
  if (!sections.length) return -1;
  const named = hookHeading ? sections.findIndex((section) => section.title.toLowerCase() === hookHeading.toLowerCase()) : -1;
  return named >= 0 ? named : 0;
};

/** Which of the hooks the script says now (its hook section's text is that option's), or -1 when it says its own. */
export const chosenHookIndex = (markdown: string, extras: Pick<ScriptExtras, 'hook_heading' | 'hooks'>): number => {
  const index = hookSectionIndex(markdown, extras.hook_heading);
  if (index < 0) return -1;
  const body = splitSections(markdown).sections[index]!.body;
  return extras.hooks.findIndex((hook) => sameText(hook.text, body));
};

export interface Chapter {
  startSecond: number;
  endSecond: number;
  title: string;
}

const TIMED_HEADING = /^##[^\S\r\n]+(.*?)\s*\[(\d+):(\d{2})\s*[–-]\s*(\d+):(\d{2})\]\s*$/;

/** The script's chapters: each `## ` heading with a timing mark, at the time its section starts. */
export const chaptersOf = (markdown: string): Chapter[] =>
  markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => {
      const match = TIMED_HEADING.exec(line);
      if (!match) return [];
      const [, title, startMinutes, startSeconds, endMinutes, endSeconds] = match as unknown as [string, string, string, string, string, string];
      return [{ title: title.trim(), startSecond: Number(startMinutes) * 60 + Number(startSeconds), endSecond: Number(endMinutes) * 60 + Number(endSeconds) }];
    });

/** "0:00 Hook", one line per chapter, as YouTube and podcast apps read chapters from a description. */
export const chapterLines = (chapters: readonly Chapter[]): string => chapters.map((chapter) => `${formatTiming(chapter.startSecond)} ${chapter.title}`).join('\n');

/** YouTube shows chapters only when there are at least 3, the first at 0:00, each at least 10 seconds long. */
export const youtubeShowsChapters = (chapters: readonly Chapter[]): boolean =>
  chapters.length >= 3 && chapters[0]!.startSecond === 0 && chapters.every((chapter) => chapter.endSecond - chapter.startSecond >= 10);

/** The description or episode notes as posted: the stored text, then the chapters of the script as it is now. */
export const withChapters = (text: string, markdown: string): string => {
  const chapters = chaptersOf(markdown);
  return chapters.length ? `${text.trim()}\n\nChapters:\n${chapterLines(chapters)}` : text.trim();
};

/** The caption as posted: its text, then its hashtags on a line of their own. */
export const captionWithHashtags = (caption: string, hashtags: readonly string[]): string =>
  hashtags.length ? `${caption.trim()}\n\n${hashtags.map((tag) => `#${tag}`).join(' ')}` : caption.trim();
