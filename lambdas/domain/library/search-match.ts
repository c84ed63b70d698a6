import type { Duration, Platform, Tone } from '../../contracts/enums';
import { foldForSearch, hasTermStartingWith, searchWords, termBucket } from '../../contracts/search-text';
import type { SearchEntry } from '../../data/search-index-repo';

/**
 * What a search finds (docs/search.md): a script matches when each word of the search is in its topic (anywhere, as
 * "tomato" is in "Balcony tomatoes") or starts a word of its current text ("tomato" starts "tomatoes"), ignoring case
 * and accents, and the script has the filters' platform, duration and tone.
 */
const searchedWords = (search: string) =>
  foldForSearch(search)
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => ({ word, parts: searchWords(word) }));

/** The index buckets whose words a search needs (termBucket): one per part of a searched word. */
export const searchBucketsOf = (search: string) => [...new Set(searchedWords(search).flatMap(({ parts }) => parts.map(termBucket)))];

export const searchMatcher = (search: string, filters: { platform?: Platform; duration?: Duration; tone?: Tone }) => {
  const words = searchedWords(search);
  return (entry: SearchEntry) =>
    (filters.platform === undefined || entry.platform === filters.platform) &&
    (filters.duration === undefined || entry.duration === filters.duration) &&
    (filters.tone === undefined || entry.tone === filters.tone) &&
    words.every(
      ({ word, parts }) => entry.topic.includes(word) || (parts.length > 0 && parts.every((part) => hasTermStartingWith(entry.terms, part))),
    );
};
