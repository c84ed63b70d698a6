import type { ListScriptsQuery } from '../../contracts/scripts';
import { queryLibraryPage } from '../../data/script-library-repo';
import { BadRequestError } from '../../shared/errors';

/** A search or filter over a large library reads at most this many 1 MB query pages per request (about 4,000 scripts). */
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

/** Case- and accent-insensitive: "Cafe" finds "Café latte art", "TOMATOES" finds "tomatoes". */
export const foldForSearch = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-AU');

const topicMatcher = (search: string | undefined) => {
  if (!search) return undefined;
  const words = foldForSearch(search).split(/\s+/u).filter(Boolean);
  return (topic: string) => {
    const folded = foldForSearch(topic);
    return words.every((word) => folded.includes(word));
  };
};

/** One page of the user's library, newest first, with the cursor of the next. */
export const listLibrary = async (userId: string, query: ListScriptsQuery) => {
  const page = await queryLibraryPage(userId, {
    limit: query.limit,
    afterScriptId: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    filters: { platform: query.platform, duration: query.duration, tone: query.tone },
    matchesTopic: topicMatcher(query.q),
    maxReads: MAX_READS_PER_PAGE,
  });
  return { scripts: page.scripts, next_cursor: page.nextAfterScriptId === null ? null : encodeCursor(page.nextAfterScriptId) };
};
