import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '@/lib/me';
import { VOICES_QUERY_KEY } from '@/lib/voices';
import { DOCUMENTS_QUERY_KEY } from './list-documents';

/** Documents changed: reload the list, the profile (storage used, whether a processed document exists) and the voices' counts. */
export const refreshDocuments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: VOICES_QUERY_KEY }),
  ]);

