import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { type UserDocument, processDocumentResponseSchema } from '@contracts/documents';
import { ApiError, request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { refreshDocuments } from './refresh';

const PROCESS_MUTATION_KEY = ['documents', 'process'] as const;

export const processDocument = async (id: string): Promise<UserDocument> =>
  (await request('POST', `/documents/${encodeURIComponent(id)}/process`, processDocumentResponseSchema)).document;

export const processingFailureMessage = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http.error' && error.message ? error.message : 'Failed to process document';

/**
 * Processes a document and says how it went (spec §8): a 200 whose document carries processing_error is a
 * failure too. The list and the profile reload afterwards either way (spec §4).
 */
export const useProcessDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PROCESS_MUTATION_KEY,
    mutationFn: processDocument,
    onSuccess: (document) => {
      if (document.processing_error) notify.error('Processing failed', document.processing_error);
      else notify.success('Processing complete', 'Your document has been processed successfully');
    },
    onError: (error) => notify.error('Processing failed', processingFailureMessage(error)),
    onSettled: () => refreshDocuments(queryClient),
  });
};

/**
 * Processes a document without toasts of its own, for the uploads that say how a whole batch went (the row
 * still shows 'Processing' meanwhile, since it is the same mutation).
 */
export const useProcessDocumentQuietly = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PROCESS_MUTATION_KEY,
    mutationFn: processDocument,
    onSettled: () => refreshDocuments(queryClient),
  });
};

/**
 * Ids of the documents being processed in this session, read from the mutation cache so the upload card and
 * the rows agree, and a row still shows 'Processing' after the user leaves the page and comes back.
 */
export const useDocumentsBeingProcessed = (): ReadonlySet<string> => {
  const ids = useMutationState({
    filters: { mutationKey: PROCESS_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(ids);
};
