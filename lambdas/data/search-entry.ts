import type { Duration, Platform, Tone } from '../contracts/enums';
import { foldForSearch, searchTermsOf } from '../contracts/search-text';

/** What the search index holds of one script (docs/search.md): its folded topic, the words of its current text, its filters. */
export interface SearchEntry {
  topic: string;
  /** The distinct folded words, sorted, as searchTermsOf makes them. */
  terms: string;
  platform: Platform;
  duration: Duration;
  tone: Tone;
}

export const searchEntryOf = (script: { topic: string; platform: Platform; duration: Duration; tone: Tone }, body: string): SearchEntry => ({
  topic: foldForSearch(script.topic),
  terms: searchTermsOf(body),
  platform: script.platform,
  duration: script.duration,
  tone: script.tone,
});
