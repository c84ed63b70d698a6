import { type RewriteEvent, rewriteBodySchema } from '../../contracts/script-versions';
import { scriptIdPathSchema } from '../../contracts/scripts';
import { rewriteScript } from '../../domain/scripts/rewrite';
import { configuredWriter } from '../../adapters/writers/select-writer';
import { HttpError } from '../../shared/errors';
import { type EventStream, NDJSON_HEADERS, STREAMED, streamingApiHandler, wantsNdjson } from '../../shared/streaming-api-handler';

const writer = configuredWriter();

/**
 * POST /api/scripts/{id}/rewrite: a section or the whole script rewritten in the creator's voice, as a new version.
 * With `Accept: application/x-ndjson` it streams like generation: errors found before writing starts (400, 403,
 * 404, 409, 429) are JSON answers; then `start`, the text as it is written, and `done` or `error`.
 */
export const handler = streamingApiHandler({ path: scriptIdPathSchema, body: rewriteBodySchema }, async ({ userId, path, body, event }, response) => {
  const request = { userId, scriptId: path.id, body, writer };
  if (!wantsNdjson(event.headers.accept)) {
    return { statusCode: 200, body: await rewriteScript(request) };
  }
  let stream: EventStream | undefined;
  const send = (rewriteEvent: RewriteEvent) => stream?.send(rewriteEvent);
  try {
    const result = await rewriteScript({
      ...request,
      progress: {
        started: ({ heading, words }) => {
          stream = response.open(NDJSON_HEADERS);
          send({ type: 'start', heading, words });
        },
        wrote: (text) => send({ type: 'text', text }),
      },
    });
    send({ type: 'done', ...result });
  } catch (error) {
    if (!stream || !(error instanceof HttpError)) throw error;
    send({ type: 'error', error: { code: error.code, message: error.message } });
  }
  return STREAMED;
});
