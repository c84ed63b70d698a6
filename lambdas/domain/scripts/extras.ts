import { countPlaceholders } from '../../contracts/material';
import {
  CAPTION_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  HASHTAGS_MAX,
  type ScriptExtras,
  type ScriptPost,
  TITLE_MAX_LENGTH,
  TITLE_OPTIONS,
  scriptExtrasSchema,
} from '../../contracts/script-extras';
import { splitSections } from '../../contracts/script-sections';
import { spokenText, spokenWords } from '../../contracts/script-text';
import { logger } from '../../shared/logger';
import type { ScriptPlan, ScriptWriter, WrittenExtras } from './plan-types';
import { offlineHookOptions } from './writers/local/hooks';
import { offlinePost } from './writers/local/post';

/** A model's extras get this long, after the script: past it the offline ones are used and the script is kept. */
export const EXTRAS_TIMEOUT_MS = 45_000;

/** The openings a hook must never have (issue 34): a greeting, or the stock line of every other video. */
const STOCK_OPENING = /^\W*(?:in (?:today['’]s|this) (?:video|episode)|(?:hey|hi|hello),? (?:guys|everyone|everybody|folks|y['’]all|friends)|what['’]?s up)\b/i;

/**
 * The extras the offline writer makes (issue 34): the script's own hook, the other two approaches built from the
 * creator's material, and the post from the topic, key points and sources. Also every model answer's fallback.
 */
export const offlineExtras = (plan: ScriptPlan, markdown: string): ScriptExtras => {
  const hook = splitSections(markdown).sections[0];
  return { hook_heading: hook?.title ?? null, hooks: hook ? offlineHookOptions(plan, hook.body) : [], post: offlinePost(plan) };
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const unquoted = (title: string) => oneLine(title).replace(/^["'“‘]+|["'”’]+$/gu, '').trim();
const hookText = (text: string) => text.replace(/^\s*##[^\n]*\n/, '').trim();
const usable = (text: string | undefined, max: number) => (text && text.trim() && text.trim().length <= max ? text.trim() : null);

/** Titles the model gave that fit (at most 60 characters, each once), topped up with the offline ones. */
const titlesFrom = (written: readonly string[], offline: readonly string[]) => {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const title of [...written.map(unquoted), ...offline]) {
    if (!title || title.length > TITLE_MAX_LENGTH || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    titles.push(title);
  }
  return titles.slice(0, TITLE_OPTIONS);
};

const hashtagsFrom = (written: readonly string[], offline: readonly string[]) => {
  const tags = [...new Set(written.map((tag) => tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '')).filter((tag) => tag && tag.length <= 100))];
  return (tags.length ? tags : offline).slice(0, HASHTAGS_MAX);
};

const postFrom = (offline: ScriptPost, written: WrittenExtras): ScriptPost => {
  switch (offline.kind) {
    case 'youtube':
      return { kind: 'youtube', titles: titlesFrom(written.titles, offline.titles), description: usable(written.description, DESCRIPTION_MAX_LENGTH) ?? offline.description };
    case 'short':
      return { kind: 'short', caption: usable(written.caption, CAPTION_MAX_LENGTH) ?? offline.caption, hashtags: hashtagsFrom(written.hashtags, offline.hashtags) };
    case 'podcast':
      return { kind: 'podcast', episode_notes: usable(written.episodeNotes, DESCRIPTION_MAX_LENGTH) ?? offline.episode_notes };
  }
};

/** The model's extras where they are usable, the offline ones where they are not (missing, too long, a stock opening). */
export const mergeExtras = (offline: ScriptExtras, written: WrittenExtras): ScriptExtras => {
  const hooks = offline.hooks.map((option, index) => {
    if (index === 0) return option;
    const text = hookText(written.hooks.find((hook) => hook.approach === option.approach)?.text ?? '');
    const fine = text !== '' && spokenWords(text) + countPlaceholders(text) > 0 && !STOCK_OPENING.test(spokenText(text));
    return fine ? { approach: option.approach, text } : option;
  });
  return scriptExtrasSchema.parse({ ...offline, hooks, post: postFrom(offline.post, written) });
};

/**
 * The script's hooks and post (issue 34), in the same generation: the writer's own when it writes them (a model, one
 * more call), else or wherever that fails, the offline ones; only a stop by the creator ends it.
 */
export const writeExtras = async (writer: ScriptWriter, plan: ScriptPlan, markdown: string, stop?: AbortSignal): Promise<ScriptExtras> => {
  const offline = offlineExtras(plan, markdown);
  if (!writer.extras) return offline;
  const hook = splitSections(markdown).sections[0];
  const limit = AbortSignal.timeout(EXTRAS_TIMEOUT_MS);
  try {
    const written = await writer.extras(
      { plan, markdown, hook: hook ? { headingLine: hook.headingLine, body: hook.body, words: Math.max(5, spokenWords(hook.body)) } : null },
      { signal: stop ? AbortSignal.any([stop, limit]) : limit },
    );
    return mergeExtras(offline, written);
  } catch (error) {
    if (stop?.aborted) throw error;
    logger.warn('the writer’s hooks and post could not be used; the offline ones are kept', { error: error as Error });
    return offline;
  }
};
