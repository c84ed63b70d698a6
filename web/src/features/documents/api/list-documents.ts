import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ListDocumentsResponse, listDocumentsResponseSchema } from '@contracts/documents';
import { request } from '@/lib/api-client';

/** Every query and mutation key of this feature starts here. */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;

export const listDocuments = (): Promise<ListDocumentsResponse> => request('GET', '/documents', listDocumentsResponseSchema);

export const getDocumentsQueryOptions = () => queryOptions({ queryKey: [...DOCUMENTS_QUERY_KEY, 'list'], queryFn: listDocuments });

/** The signed-in user's documents (newest first), storage use and the learned voice. */
export const useDocuments = () => useQuery(getDocumentsQueryOptions());
