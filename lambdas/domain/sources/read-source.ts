import { type ReadSourceResponse, SOURCE_TEXT_MAX_CHARACTERS } from '../../contracts/source-link';
import { countWords } from '../../contracts/script-text';
import { capText, htmlPageText, plainPageText } from './page-text';
import { unreadable } from './unreadable';

/** A page as the reader fetched it: the address it ended at, and its decoded text. */
export interface FetchedPage {
  url: string;
  kind: 'html' | 'text';
  body: string;
}

/**
 * Fetches a link under the rules of ./link-rules.ts (every hop, every resolved address), or throws
 * SourceUnreadableError. lambdas/adapters/web-page-reader.ts is the one that reaches the network.
 */
export type PageFetcher = (link: string) => Promise<FetchedPage>;

/** NUL in a "text" page: a file served under the wrong type, not something to read. */
const looksBinary = (text: string) => text.slice(0, 4096).includes('\u0000');

/** Reads a creator's source link: its title and readable text (at most 20,000 characters) and that text's words. */
export const readSourceLink = async (fetchPage: PageFetcher, link: string): Promise<ReadSourceResponse> => {
  const page = await fetchPage(link);
  if (looksBinary(page.body)) throw unreadable('notWebPage');
  const { title, text } = page.kind === 'html' ? htmlPageText(page.body, page.url) : plainPageText(page.body, page.url);
  if (!text) throw unreadable('noText');
  const capped = capText(text, SOURCE_TEXT_MAX_CHARACTERS);
  return { url: page.url, title, text: capped.text, words: countWords(capped.text), truncated: capped.truncated };
};
