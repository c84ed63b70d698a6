import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Duration, Platform, Tone } from '@contracts/enums';
import { type ListScriptsResponse, listScriptsResponseSchema } from '@contracts/scripts';
import { request } from '@/lib/api-client';

export const LIBRARY_PAGE_SIZE = 20;

/** What the library is narrowed to; empty means everything. */
export interface LibraryFilters {
  q: string;
  platform: Platform | '';
  duration: Duration | '';
  tone: Tone | '';
  /** One voice's scripts (docs/voices.md). */
  voiceId: string;
}

export const NO_FILTERS: LibraryFilters = { q: '', platform: '', duration: '', tone: '', voiceId: '' };

export const hasFilters = (filters: LibraryFilters) => Object.values(filters).some((value) => value !== '');

const queryString = (filters: LibraryFilters, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(LIBRARY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
};

export const listLibraryScripts = (filters: LibraryFilters, cursor: string | null): Promise<ListScriptsResponse> =>
  request('GET', `/scripts?${queryString(filters, cursor)}`, listScriptsResponseSchema);

// Under 'scripts', the key every script query of the app starts with, so a new script refreshes the library too.
export const getLibraryScriptsQueryOptions = (filters: LibraryFilters) =>
  infiniteQueryOptions({
    queryKey: ['scripts', 'library', filters],
    queryFn: ({ pageParam }) => listLibraryScripts(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The user's scripts matching the filters, newest first, a page at a time. */
export const useLibraryScripts = (filters: LibraryFilters) => useInfiniteQuery(getLibraryScriptsQueryOptions(filters));
