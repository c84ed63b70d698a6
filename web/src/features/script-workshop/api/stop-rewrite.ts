import * as z from 'zod';
import { request } from '@/lib/api-client';

/**
 * POST /scripts/{id}/rewrite/{proposalId}/stop: the server stops the writer (a closed connection alone would not: a
 * streamed Lambda never learns its client left). 409 `rewrite.finished` when it was already written: nothing to stop.
 */
export const stopRewrite = async (scriptId: string, proposalId: string): Promise<void> => {
  await request('POST', `/scripts/${encodeURIComponent(scriptId)}/rewrite/${encodeURIComponent(proposalId)}/stop`, z.unknown());
};
