import type { Source } from '@contracts/material';

/** A source as the creator knows it: its title, or for an untitled one where it came from. */
export const sourceName = (source: Source): string => source.title.trim() || (source.kind === 'link' ? sourceAddress(source.url) : 'Pasted text');

/** A link's address without its scheme or a trailing slash: "news.example/bridges/count". */
export const sourceAddress = (url: string): string => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
