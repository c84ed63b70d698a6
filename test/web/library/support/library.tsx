import type { ScriptSummary } from '@contracts/scripts';
import ScriptsRoute from '@/app/routes/scripts';
import { fakeApi, renderRoutes } from '../../support/app';

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The n-th newest script of a library (n from 1), each a minute older than the one before. */
export const summary = (n: number, overrides: Partial<ScriptSummary> = {}): ScriptSummary => ({
  id: `01JBXQ7R3M9V5K2T8N4P6W${String(n).padStart(4, '0')}`,
  topic: `Topic ${n}`,
  platform: 'tiktok',
  duration: '1m',
  tone: 'humorous',
  created_at: minutesAgo(n),
  voice_match: 71,
  word_count: 150,
  estimated_seconds: 60,
  ...overrides,
});

/** Scripts numbered from `from` to `to`, newest first. */
export const scriptsNumbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => summary(from + index));

export type LibraryPage = { scripts: ScriptSummary[]; next_cursor: string | null };

/**
 * A GET /scripts fake answering by cursor: `pages[cursor ?? '']`. A page may be a function of the request's query
 * (to answer by search or filter), or an Error to throw.
 */
export const fakeLibrary = (pages: Record<string, LibraryPage | Error | ((query: URLSearchParams) => LibraryPage)>) => {
  const api = fakeApi({
    'GET /scripts': (_body, path) => {
      const query = new URLSearchParams(path.split('?')[1]);
      const page = pages[query.get('cursor') ?? ''];
      if (page === undefined) throw new Error(`No page for ${path}`);
      if (page instanceof Error) throw page;
      return typeof page === 'function' ? page(query) : page;
    },
  });
  const queries = () => api.callsTo('GET', '/scripts').map((call) => Object.fromEntries(new URLSearchParams(call.path.split('?')[1])));
  return { ...api, queries };
};

/** /scripts (at the given URL), with stand-ins for the pages its links lead to. */
export const renderLibrary = (path = '/scripts') =>
  renderRoutes(
    [
      { path: '/scripts', element: <ScriptsRoute /> },
      { path: '/script/:id', element: <h1>Script page</h1> },
      { path: '/generate', element: <h1>Generate page</h1> },
    ],
    path,
  );
