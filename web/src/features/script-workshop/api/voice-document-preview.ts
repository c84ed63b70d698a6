import { queryOptions, useQuery } from '@tanstack/react-query';
import { type VoiceDocumentPreview, voiceDocumentPreviewSchema } from '@contracts/script-versions';
import { request } from '@/lib/api-client';
import { WORKSHOP_QUERY_KEY } from './keys';

export const getVoiceDocumentPreview = (scriptId: string): Promise<VoiceDocumentPreview> =>
  request('GET', `/scripts/${encodeURIComponent(scriptId)}/voice-document`, voiceDocumentPreviewSchema);

/** Keyed by version: a new version is counted afresh; counted again each time the dialog opens. */
export const getVoiceDocumentPreviewQueryOptions = (scriptId: string, versionId: string) =>
  queryOptions({
    queryKey: [...WORKSHOP_QUERY_KEY, scriptId, 'voice-document', versionId],
    queryFn: () => getVoiceDocumentPreview(scriptId),
    staleTime: 0,
  });

/** How many of the current version's words are the creator's, read while the Add to my voice dialog is open. */
export const useVoiceDocumentPreview = (scriptId: string, versionId: string, enabled: boolean) =>
  useQuery({ ...getVoiceDocumentPreviewQueryOptions(scriptId, versionId), enabled });
