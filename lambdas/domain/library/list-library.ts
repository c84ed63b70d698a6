import type { ListScriptsQuery } from '../../contracts/scripts';
import { queryLibraryPage, scriptSummaries } from '../../data/script-library-repo';
import { completeSearchIndex } from '../../data/search-index-backfill';
import { readSearchIndex } from '../../data/search-index-repo';
import { voiceOf } from '../../contracts/voices';
import { BadRequestError } from '../../shared/errors';
import { searchBucketsOf, searchMatcher } from './search-match';

/** A filter over a large library reads at most this many 1 MB query pages per request (about 4,000 scripts). */
export const MAX_READS_PER_PAGE = 4;

/** Script ids are ULIDs; older ids were never anything but letters, digits, '-' and '_'. */
const SCRIPT_ID = /^[\w-]{1,64}$/u;

/** The cursor is the last listed script's id, base64url-encoded: opaque to clients, checked on the way back. */
export const encodeCursor = (scriptId: string) => Buffer.from(scriptId, 'utf8').toString('base64url');

export const decodeCursor = (cursor: string): string => {
  const scriptId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!SCRIPT_ID.test(scriptId) || encodeCursor(scriptId) !== cursor) throw new BadRequestError('cursor is not valid');
  return scriptId;
};

type LibraryAnswer = { scripts: Awaited<ReturnType<typeof scriptSummaries>>; next_cursor: string | null };

/**
 * A search: every entry of the user's search index (docs/search.md) is matched in memory, so a page is always full
 * and the cursor only says where the next starts. The first search of a library from before the index builds it.
 */
const searchLibrary = async (userId: string, query: ListScriptsQuery & { q: string }, afterScriptId?: string): Promise<LibraryAnswer> => {
  const buckets = searchBucketsOf(query.q);
  let index = await readSearchIndex(userId, buckets);
  if (!index.complete) {
    await completeSearchIndex(userId);
    index = await readSearchIndex(userId, buckets);
  }
  const matches = searchMatcher(query.q, { platform: query.platform, duration: query.duration, tone: query.tone });
  const ids: string[] = [];
  for (const [id, entry] of index.entries) if ((afterScriptId === undefined || id < afterScriptId) && matches(entry)) ids.push(id);
  // Ids are ULIDs, so newest first is descending order, as the library's sort key gives it.
  ids.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  if (query.voiceId !== undefined) return inVoice(userId, ids, query.voiceId, query.limit);
  const page = ids.slice(0, query.limit);
  return { scripts: await scriptSummaries(userId, page), next_cursor: ids.length > query.limit ? encodeCursor(page.at(-1)!) : null };
};

/**
 * The search's matches (newest first) written in one voice: the index holds no voice, so the matches' rows are read a
 * batch at a time until the page and one more are found.
 */
const inVoice = async (userId: string, ids: string[], voiceId: string, limit: number): Promise<LibraryAnswer> => {
  const found: LibraryAnswer['scripts'] = [];
  for (let start = 0; start < ids.length && found.length <= limit; start += 100) {
    found.push(...(await scriptSummaries(userId, ids.slice(start, start + 100))).filter((script) => voiceOf(script) === voiceId));
  }
  const page = found.slice(0, limit);
  return { scripts: page, next_cursor: found.length > limit ? encodeCursor(page.at(-1)!.id) : null };
};

/** One page of the user's library, newest first, with the cursor of the next. */
export const listLibrary = async (userId: string, query: ListScriptsQuery): Promise<LibraryAnswer> => {
  const afterScriptId = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.q !== undefined) return searchLibrary(userId, { ...query, q: query.q }, afterScriptId);
  const page = await queryLibraryPage(userId, {
    limit: query.limit,
    afterScriptId,
    filters: { platform: query.platform, duration: query.duration, tone: query.tone, voiceId: query.voiceId },
    maxReads: MAX_READS_PER_PAGE,
  });
  return { scripts: page.scripts, next_cursor: page.nextAfterScriptId === null ? null : encodeCursor(page.nextAfterScriptId) };
};
