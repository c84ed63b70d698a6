import * as z from 'zod';
import { generateScriptBodySchema } from '../../contracts/scripts';
import { type GenerationObserver, generateScript } from '../../domain/scripts/generate';
import { WriterError } from '../../domain/scripts/writers/writer-error';
import { localWriter } from '../../domain/scripts/writers/local-writer';
import { selectWriter } from '../../adapters/writers/select-writer';
import { apiHandler } from '../../shared/api-handler';
import { BadRequestError } from '../../shared/errors';
import { recordMetric } from '../../shared/observability';

/** Bedrock (or an OpenAI-compatible model) when configured; otherwise the offline draft writer. */
const writer = selectWriter() ?? localWriter;

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
};

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/).optional();

/** POST /api/scripts: one credit buys one script, written in the user's voice. */
export const handler = apiHandler({ body: generateScriptBodySchema }, async ({ userId, body, event }) => {
  const key = idempotencyKeySchema.safeParse(event.headers['idempotency-key'] ?? undefined);
  if (!key.success) throw new BadRequestError('Idempotency-Key must be 8 to 128 letters, digits, - or _', 'request.idempotency_key');
  const script = await generateScript({ userId, body, idempotencyKey: key.data, writer, observer: generationMetrics });
  return { statusCode: 200, body: { script } };
});
