import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GetVersionResponse, getVersionResponseSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';
import { versionsKey } from './keys';

export const getVersion = (scriptId: string, versionId: string): Promise<GetVersionResponse> =>
  request('GET', `/scripts/${encodeURIComponent(scriptId)}/versions/${encodeURIComponent(versionId)}`, getVersionResponseSchema);

/** A version never changes once written, so its text is kept for as long as the page is open. */
export const getVersionQueryOptions = (scriptId: string, versionId: string) =>
  queryOptions({ queryKey: [...versionsKey(scriptId), 'detail', versionId], queryFn: () => getVersion(scriptId, versionId), staleTime: Infinity });

/** One version and its markdown. */
export const useVersion = (scriptId: string, versionId: string) => useQuery(getVersionQueryOptions(scriptId, versionId));
