import { type RewriteEvent, rewriteBodySchema } from '../../contracts/rewrite';
import { scriptIdPathSchema } from '../../contracts/scripts';
import { proposeRewrite } from '../../domain/scripts/rewrite';
import { configuredWriter } from '../../adapters/writers/select-writer';
import { HttpError } from '../../shared/errors';
import { type EventStream, NDJSON_HEADERS, STREAMED, streamingApiHandler, wantsNdjson } from '../../shared/streaming-api-handler';

const writer = configuredWriter();

/**
 * POST /api/scripts/{id}/rewrite: a proposal for a passage, a section or the whole script, in the creator's voice,
 * once or as three alternatives; it makes no version (Accept does). With `Accept: application/x-ndjson` it streams like
 * generation: errors found before writing starts (400, 403, 404, 409, 429) are JSON answers; then `start` (with the
 * proposal's id, for Stop), the alternatives' text as written, and `done` with the proposal, or `error`.
 */
export const handler = streamingApiHandler({ path: scriptIdPathSchema, body: rewriteBodySchema }, async ({ userId, path, body, event }, response) => {
  const request = { userId, scriptId: path.id, body, writer };
  if (!wantsNdjson(event.headers.accept)) {
    return { statusCode: 200, body: { proposal: await proposeRewrite(request) } };
  }
  let stream: EventStream | undefined;
  const send = (rewriteEvent: RewriteEvent) => stream?.send(rewriteEvent);
  try {
    const proposal = await proposeRewrite({
      ...request,
      progress: {
        started: ({ proposalId, ...start }) => {
          stream = response.open(NDJSON_HEADERS);
          send({ type: 'start', proposal_id: proposalId, ...start });
        },
        wrote: (alternative, text) => send({ type: 'text', alternative, text }),
      },
    });
    send({ type: 'done', proposal });
  } catch (error) {
    if (!stream || !(error instanceof HttpError)) throw error;
    send({ type: 'error', error: { code: error.code, message: error.message } });
  }
  return STREAMED;
});
