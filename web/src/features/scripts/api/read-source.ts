import { useMutation } from '@tanstack/react-query';
import { type ReadSourceResponse, readSourceResponseSchema } from '@contracts/source-link';
import { request } from '@/lib/api-client';

/**
 * Reads a source link on the server when the creator adds it (POST /api/sources/read): its title, final address,
 * text and word count. A link the server will not read is an ApiError (422 `source.unreadable`) whose message is
 * one of the contract's SOURCE_UNREADABLE_MESSAGES; a malformed one is a 400 with SOURCE_URL_MESSAGES.
 */
export const readSource = (url: string): Promise<ReadSourceResponse> => request('POST', '/sources/read', readSourceResponseSchema, { url });

export const useReadSource = () => useMutation({ mutationFn: readSource });
