import { type Spans, UNPUNCTUATED_AVERAGE, UNPUNCTUATED_CHUNK } from './sentence-spans-fast';
import type { Tokens } from './tokens';

/**
 * sentenceSpans written plainly, for the tests that hold sentence-spans-fast.ts to it (test/lambdas/voice/fast-paths/):
 * the scanner's sentences, unless the text has no usable punctuation (30+ words and no end mark at all, or sentences of
 * over 50 words on average), then even 80-word chunks. Not used by the product.
 */
export const sentenceSpansReference = (tokens: Tokens): Spans => {
  const words = tokens.ids.length;
  const starts = Array.from(tokens.sentenceStarts.data.subarray(0, tokens.sentenceStarts.length));
  const marked = Array.from(tokens.sentenceMarks.data.subarray(0, tokens.sentenceMarks.length)).filter((mark) => mark !== 0).length;
  const punctuated = words < 30 || (marked > 0 && words / starts.length <= UNPUNCTUATED_AVERAGE);
  const ranges = punctuated
    ? starts.map((from, s) => [from, starts[s + 1] ?? words] as const)
    : Array.from({ length: Math.ceil(words / UNPUNCTUATED_CHUNK) }, (_, k) => [k * UNPUNCTUATED_CHUNK, Math.min(words, (k + 1) * UNPUNCTUATED_CHUNK)] as const);
  return {
    from: Int32Array.from(ranges, ([from]) => from),
    to: Int32Array.from(ranges, ([, to]) => to),
    count: ranges.length,
    punctuated,
  };
};
