import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ListDocumentsResponse, listDocumentsResponseSchema } from '@contracts/documents';
import { request } from '@/lib/api-client';
import { voiceQuery } from '@/lib/voices';

/** Every query and mutation key of this feature starts here. */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;

export const listDocuments = (voiceId: string): Promise<ListDocumentsResponse> =>
  request('GET', `/documents${voiceQuery(voiceId)}`, listDocumentsResponseSchema);

export const getDocumentsQueryOptions = (voiceId: string | undefined) =>
  queryOptions({ queryKey: [...DOCUMENTS_QUERY_KEY, 'list', voiceId], queryFn: () => listDocuments(voiceId!), enabled: voiceId !== undefined });

/** One voice's documents (newest first), the account's storage use and the voice as learned (docs/voices.md). */
export const useDocuments = (voiceId: string | undefined) => useQuery(getDocumentsQueryOptions(voiceId));
