import type { z } from 'zod';

/**
 * The events of an NDJSON body (docs/streaming.md), one a line, however the lines are cut into pieces on the way,
 * each parsed with `schema`. A failed read goes through `onReadError`, so a caller can say what a lost connection means.
 */
export async function* readNdjson<S extends z.ZodType>(
  body: ReadableStream<Uint8Array>,
  schema: S,
  onReadError: (error: unknown) => never = (error) => {
    throw error;
  },
): AsyncGenerator<z.output<S>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(onReadError);
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim()) yield schema.parse(JSON.parse(line));
      }
    }
    buffered += decoder.decode();
    if (buffered.trim()) yield schema.parse(JSON.parse(buffered));
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
