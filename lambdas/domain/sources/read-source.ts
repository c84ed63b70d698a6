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

/**
 * Readability runs only while this much of the request's time is left (a Lambda of 15 s after a read of up to 10 s);
 * with less, the page's whole visible text is taken in one linear pass, so a slow site with a heavy page still gets
 * its answer (a 422 or the text) rather than a timeout.
 */
export const READABILITY_TIME_RESERVE_MS = 4_000;

/** NUL in a "text" page: a file served under the wrong type, not something to read. */
const looksBinary = (text: string) => text.slice(0, 4096).includes('\u0000');

/** Reads a creator's source link: its title and readable text (at most 20,000 characters) and that text's words. */
export const readSourceLink = async (fetchPage: PageFetcher, link: string, timeLeftMs: () => number = () => Infinity): Promise<ReadSourceResponse> => {
  const page = await fetchPage(link);
  if (looksBinary(page.body)) throw unreadable('notWebPage');
  const { title, text } =
    page.kind === 'html'
      ? htmlPageText(page.body, page.url, { readability: timeLeftMs() >= READABILITY_TIME_RESERVE_MS })
      : plainPageText(page.body, page.url);
  if (!text) throw unreadable('noText');
  const capped = capText(text, SOURCE_TEXT_MAX_CHARACTERS);
  return { url: page.url, title, text: capped.text, words: countWords(capped.text), truncated: capped.truncated };
};
