import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ScriptSummary, listScriptsResponseSchema } from '@contracts/scripts';
import { request } from '@/lib/api-client';

/** Every query key of this feature starts here, so a new script can refresh them all at once. */
export const SCRIPTS_QUERY_KEY = ['scripts'] as const;

export const RECENT_SCRIPTS_LIMIT = 5;

export const listScripts = async (limit: number): Promise<ScriptSummary[]> =>
  (await request('GET', `/scripts?limit=${limit}`, listScriptsResponseSchema)).scripts;

export const getScriptsQueryOptions = (limit = RECENT_SCRIPTS_LIMIT) =>
  queryOptions({ queryKey: [...SCRIPTS_QUERY_KEY, 'list', { limit }], queryFn: () => listScripts(limit) });

/** The signed-in user's newest scripts, newest first. */
export const useScripts = (limit = RECENT_SCRIPTS_LIMIT) => useQuery(getScriptsQueryOptions(limit));
