import * as z from 'zod';
import type { GenerationEvent } from '../../contracts/generation-stream';
import { generateScriptBodySchema } from '../../contracts/scripts';
import { type GenerationObserver, generateScript } from '../../domain/scripts/generate';
import { WriterError } from '../../domain/scripts/writers/writer-error';
import { configuredWriter } from '../../adapters/writers/select-writer';
import { BadRequestError, HttpError } from '../../shared/errors';
import { recordMetric } from '../../shared/observability';
import { type EventStream, NDJSON_HEADERS, STREAMED, streamingApiHandler, wantsNdjson } from '../../shared/streaming-api-handler';

const writer = configuredWriter();

const generationMetrics: GenerationObserver = {
  written: ({ writerMs, words }) => {
    recordMetric('Generations', 1);
    recordMetric('GenerationLatency', writerMs);
    recordMetric('GeneratedWords', words);
  },
  refunded: (cause) => {
    recordMetric('Refunds', 1);
    if (cause instanceof WriterError) recordMetric('ModelErrors', 1);
  },
  stopped: () => recordMetric('GenerationsStopped', 1),
};

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/).optional();

/**
 * POST /api/scripts: one credit buys one script, written in the user's voice. With `Accept: application/x-ndjson`
 * the answer streams (lambdas/contracts/generation-stream.ts): errors before the credit is taken are JSON answers
 * as on every route; after it, the plan, the text as it is written, then the stored script or the error.
 */
export const handler = streamingApiHandler({ body: generateScriptBodySchema }, async ({ userId, body, event }, response) => {
  const key = idempotencyKeySchema.safeParse(event.headers['idempotency-key'] ?? undefined);
  if (!key.success) throw new BadRequestError('Idempotency-Key must be 8 to 128 letters, digits, - or _', 'request.idempotency_key');
  const request = { userId, body, idempotencyKey: key.data, writer, observer: generationMetrics };
  if (!wantsNdjson(event.headers.accept)) return { statusCode: 200, body: { script: await generateScript(request) } };

  let stream: EventStream | undefined;
  const send = (generationEvent: GenerationEvent) => stream?.send(generationEvent);
  try {
    const script = await generateScript({
      ...request,
      progress: {
        planned: (plan, scriptId) => {
          stream = response.open(NDJSON_HEADERS);
          send({
            type: 'plan',
            scriptId,
            wordBudget: plan.wordBudget,
            targetSeconds: plan.targetSeconds,
            wordsPerMinute: plan.wordsPerMinute,
            sections: plan.sections.map(({ id, heading, startSecond, endSecond, words, keyPoints = [], stories = [] }) => ({
              id,
              heading,
              startSecond,
              endSecond,
              words,
              keyPoints,
              stories,
            })),
          });
        },
        wrote: (text) => send({ type: 'text', text }),
      },
    });
    // A replayed request (same Idempotency-Key, script finished) gets the result alone.
    stream ??= response.open(NDJSON_HEADERS);
    send({ type: 'done', script });
  } catch (error) {
    // Before the credit was taken nothing streamed: the error is an ordinary JSON answer with its status.
    if (!stream || !(error instanceof HttpError)) throw error;
    send({ type: 'error', error: { code: error.code, message: error.message } });
  }
  return STREAMED;
});
