import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DocumentTextResponse, documentTextResponseSchema } from '@contracts/documents';
import { request } from '@/lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './list-documents';

export const getDocumentText = (id: string): Promise<DocumentTextResponse> =>
  request('GET', `/documents/${encodeURIComponent(id)}/text`, documentTextResponseSchema);

/** A document's file never changes once uploaded, so its text is read once; an error answer is final. */
export const getDocumentTextQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...DOCUMENTS_QUERY_KEY, 'text', id], queryFn: () => getDocumentText(id), staleTime: Infinity, retry: false });

/** The document's text for the read-only view, loaded only while the view is open. */
export const useDocumentText = (id: string, open: boolean) => useQuery({ ...getDocumentTextQueryOptions(id), enabled: open });
