import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '@/lib/me';
import { DOCUMENTS_QUERY_KEY } from './list-documents';

/** Documents changed: reload the list and the profile (storage used, whether a processed document exists). */
export const refreshDocuments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  ]);

