import { GENERATION_STREAM_CONTENT_TYPE } from '@contracts/generation-stream';
import { type RewriteBody, type ScriptVersionResponse, rewriteEventSchema, scriptVersionResponseSchema } from '@contracts/script-versions';
import { ApiError, apiErrorOf, apiFetch } from '@/lib/api-client';
import { readNdjson } from '@/lib/ndjson';

/** What the dialog is told while the rewrite is written. */
export interface RewriteWatcher {
  started(info: { heading: string | null; words: number }): void;
  wrote(text: string): void;
}

const LOST = 'The connection was lost during the rewrite. Reload the page to see whether it was saved.';

/**
 * POST /scripts/{id}/rewrite over the stream (free, docs/versions.md): resolves with the new version once the
 * server says done; an error event or a JSON error answer rejects with an ApiError carrying the server's message,
 * and then nothing was changed.
 */
export const rewriteScript = async (scriptId: string, body: RewriteBody, watcher: RewriteWatcher, signal?: AbortSignal): Promise<ScriptVersionResponse> => {
  const response = await apiFetch('POST', `/scripts/${encodeURIComponent(scriptId)}/rewrite`, body, { accept: GENERATION_STREAM_CONTENT_TYPE }, signal);
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  if (!response.headers.get('content-type')?.includes(GENERATION_STREAM_CONTENT_TYPE) || !response.body) {
    return scriptVersionResponseSchema.parse(await response.json());
  }
  try {
    for await (const event of readNdjson(response.body, rewriteEventSchema)) {
      if (event.type === 'start') watcher.started(event);
      else if (event.type === 'text') watcher.wrote(event.text);
      else if (event.type === 'done') return { script: event.script, version: event.version, body: event.body };
      else throw new ApiError(response.status, event.error.code, event.error.message);
    }
  } catch (error) {
    if (error instanceof ApiError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new ApiError(0, 'rewrite.connection_lost', LOST);
  }
  throw new ApiError(0, 'rewrite.connection_lost', LOST);
};
