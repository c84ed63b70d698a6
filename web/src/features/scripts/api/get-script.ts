import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type GetScriptResponse, getScriptResponseSchema } from '@contracts/scripts';
import { ApiError, request } from '@/lib/api-client';
import { SCRIPTS_QUERY_KEY } from './list-scripts';

export const getScript = (id: string): Promise<GetScriptResponse> =>
  request('GET', `/scripts/${encodeURIComponent(id)}`, getScriptResponseSchema);

/** A 4xx answer (forbidden, not found) will not change on a retry; only server and network failures are retried. */
const retryUnlessClientError = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

export const getScriptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SCRIPTS_QUERY_KEY, 'detail', id],
    queryFn: () => getScript(id),
    retry: retryUnlessClientError,
  });

/** One script: its row and its markdown body. */
export const useScript = (id: string) => useQuery(getScriptQueryOptions(id));

/**
 * Another version became current (an edit, a rewrite, a restore, a hook chosen): the page, Copy and Download use it at
 * once. The material the script was written from and its hooks and post stay, as no version changes them.
 */
export const useReplaceScript = (id: string) => {
  const queryClient = useQueryClient();
  return useCallback(
    (data: Omit<GetScriptResponse, 'material' | 'extras'>) =>
      queryClient.setQueryData(getScriptQueryOptions(id).queryKey, (previous) => ({ material: previous?.material ?? null, extras: previous?.extras ?? null, ...data })),
    [queryClient, id],
  );
};

export type ScriptLoadFailure = 'not-found' | 'forbidden' | 'failed';

/**
 * How the script page treats a failed load (spec §4, §6, §8): another user's script is 'forbidden';
 * none with that id is 'not-found' (a malformed id is answered 400 'Script not found' by the API); the rest 'failed'.
 */
export const scriptLoadFailure = (error: unknown): ScriptLoadFailure => {
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'not-found';
  return 'failed';
};
