import type { Source } from '@contracts/material';
import { countWords } from '@contracts/script-text';

/** A link's address without its scheme or a trailing slash: "news.example/bridges/count". */
export const sourceAddress = (url: string): string => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** A source as the creator knows it: its title, or for an untitled one where it came from. */
export const sourceName = (source: Source): string => source.title.trim() || (source.kind === 'link' ? sourceAddress(source.url) : 'Pasted text');

/** The line under a source's name: where it came from (unless its name says so already) and its words. */
export const sourceFacts = (source: Source): string => {
  const origin = source.kind === 'link' ? sourceAddress(source.url) : source.title.trim() && 'Pasted text';
  return [origin, `${countWords(source.text).toLocaleString('en-AU')} words`].filter(Boolean).join(' · ');
};
