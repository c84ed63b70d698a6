import type { Tokens } from './tokens';

/*
 * A document's sentences as token ranges, shaped for the optimiser (docs/voice-engine.md, "Fast paths";
 * sentence-spans-reference.ts finds the same plainly): typed arrays, and each loop with nothing after it but a return.
 */

/** Text whose sentences run longer than this on average has no usable punctuation (auto-captions). */
export const UNPUNCTUATED_AVERAGE = 50;
/** Words of each chunk such text is cut into instead of sentences. */
export const UNPUNCTUATED_CHUNK = 80;

/** Sentences (or chunks) as token ranges, in typed arrays: a file of short sentences has millions of them. */
export interface Spans {
  from: Int32Array;
  to: Int32Array;
  count: number;
  punctuated: boolean;
}

const terminatedSentences = (tokens: Tokens): number => {
  const marks = tokens.sentenceMarks.data;
  let terminated = 0;
  for (let s = 0; s < tokens.sentenceMarks.length; s++) if (marks[s] !== 0) terminated++;
  return terminated;
};

/** Splits the token stream into sentences, or into even chunks when the text has no usable punctuation. */
export const sentenceSpans = (tokens: Tokens): Spans => {
  const count = tokens.sentenceStarts.length;
  const words = tokens.ids.length;
  const terminated = terminatedSentences(tokens);
  const punctuated = !(words >= 30 && (terminated === 0 || words / count > UNPUNCTUATED_AVERAGE));
  if (punctuated) {
    const from = tokens.sentenceStarts.data.slice(0, count);
    const spans: Spans = { from, to: new Int32Array(count), count, punctuated };
    for (let s = 0; s < count; s++) spans.to[s] = s + 1 < count ? from[s + 1]! : words;
    return spans;
  }
  const chunks = Math.ceil(words / UNPUNCTUATED_CHUNK);
  const spans: Spans = { from: new Int32Array(chunks), to: new Int32Array(chunks), count: chunks, punctuated };
  for (let k = 0; k < chunks; k++) {
    spans.from[k] = k * UNPUNCTUATED_CHUNK;
    spans.to[k] = Math.min(words, (k + 1) * UNPUNCTUATED_CHUNK);
  }
  return spans;
};
