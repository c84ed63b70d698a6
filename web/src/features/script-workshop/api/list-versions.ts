import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ScriptVersion, listVersionsResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';
import { versionsKey } from './keys';

export const listVersions = async (scriptId: string): Promise<ScriptVersion[]> =>
  (await request('GET', `/scripts/${encodeURIComponent(scriptId)}/versions`, listVersionsResponseSchema)).versions;

export const getVersionsQueryOptions = (scriptId: string) =>
  queryOptions({ queryKey: [...versionsKey(scriptId), 'list'], queryFn: () => listVersions(scriptId), staleTime: 0 });

/** Every version of the script, newest first; read only while the Versions dialog is open. */
export const useVersions = (scriptId: string, enabled: boolean) => useQuery({ ...getVersionsQueryOptions(scriptId), enabled });
