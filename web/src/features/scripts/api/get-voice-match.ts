import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ScriptVoiceMatchResponse, scriptVoiceMatchResponseSchema } from '@contracts/voice-match';
import { request } from '@/lib/api-client';
import { SCRIPTS_QUERY_KEY } from './list-scripts';

export const getVoiceMatch = (scriptId: string): Promise<ScriptVoiceMatchResponse> =>
  request('GET', `/scripts/${encodeURIComponent(scriptId)}/voice-match`, scriptVoiceMatchResponseSchema);

/**
 * Keyed by the version too: a saved edit, rewrite or restore is judged again. Read again on each visit, as documents
 * added or deleted meanwhile change the voice it is judged against.
 */
export const getVoiceMatchQueryOptions = (scriptId: string, versionId: string) =>
  queryOptions({
    queryKey: [...SCRIPTS_QUERY_KEY, 'voice-match', scriptId, versionId],
    queryFn: () => getVoiceMatch(scriptId),
    retry: false,
  });

/** The current version's voice match with what it rests on, and each section's. */
export const useVoiceMatch = (scriptId: string, versionId: string) => useQuery(getVoiceMatchQueryOptions(scriptId, versionId));
