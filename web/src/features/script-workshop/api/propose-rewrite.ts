import { GENERATION_STREAM_CONTENT_TYPE } from '@contracts/generation-stream';
import { type RewriteBodyInput, type RewriteProposal, type RewriteStartEvent, rewriteEventSchema, rewriteProposalResponseSchema } from '@contracts/rewrite';
import { ApiError, apiErrorOf, apiFetch } from '@/lib/api-client';
import { readNdjson } from '@/lib/ndjson';

/** What the preview is told while the proposal is written. */
export interface RewriteWatcher {
  /** The proposal exists (it can be stopped by its id) and what it replaces, the words it aims at and who writes it. */
  started(start: RewriteStartEvent): void;
  wrote(alternative: number, text: string): void;
}

const LOST = 'The connection was lost during the rewrite. Nothing was changed.';

/**
 * POST /scripts/{id}/rewrite over the stream (free, docs/versions.md): resolves with the proposal once the server says
 * done; it changes nothing of the script (acceptRewrite does). An error event or a JSON error answer rejects with an
 * ApiError carrying the server's message; aborting `signal` rejects with an AbortError.
 */
export const proposeRewrite = async (scriptId: string, body: RewriteBodyInput, watcher: RewriteWatcher, signal?: AbortSignal): Promise<RewriteProposal> => {
  const response = await apiFetch('POST', `/scripts/${encodeURIComponent(scriptId)}/rewrite`, body, { accept: GENERATION_STREAM_CONTENT_TYPE }, signal);
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  if (!response.headers.get('content-type')?.includes(GENERATION_STREAM_CONTENT_TYPE) || !response.body) {
    return rewriteProposalResponseSchema.parse(await response.json()).proposal;
  }
  try {
    for await (const event of readNdjson(response.body, rewriteEventSchema)) {
      if (event.type === 'start') watcher.started(event);
      else if (event.type === 'text') watcher.wrote(event.alternative, event.text);
      else if (event.type === 'done') return event.proposal;
      else throw new ApiError(response.status, event.error.code, event.error.message);
    }
  } catch (error) {
    if (error instanceof ApiError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new ApiError(0, 'rewrite.connection_lost', LOST);
  }
  throw new ApiError(0, 'rewrite.connection_lost', LOST);
};
