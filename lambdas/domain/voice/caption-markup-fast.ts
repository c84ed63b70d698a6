import { decodeEntity } from './caption-entities';

const isTagStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 0x2f || c === 0x2e;

/** Index of `close` after `from` on the line, or -1 when `open` comes first: each character is looked at once. */
const closing = (line: string, from: number, open: number, close: number): number => {
  for (let j = from; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === close) return j;
    if (c === open) return -1;
  }
  return -1;
};

/** One past the `close` that ends the markup opened at `i`, or -1 when another `open` comes first. */
const closedAt = (line: string, i: number, open: number, close: number): number => {
  const j = closing(line, i + 1, open, close);
  return j >= 0 ? j + 1 : -1;
};

// Markup as collectSpeech reads it: a tag closed before another opens, an ASS override, a label, an entity's shape.
const MARKUP_AHEAD = /<[\dA-Za-z/.][^<>]*>|\{\\[^{}]*\}|\[[^[\]]*\]|&[\dA-Za-z#]{0,10};/g;
// Markup is often dense ("<i>x</i>") and a search is a call: the regular expression only takes over once this many
// characters in a row held none, then runs natively to the next (10 MB of "<a<a<a" or "<<<<" in tens of ms, not 200).
const PLAIN_RUN = 16;

/** Index of the first markup at or after `from` (an entity there may still not decode), or the line's length. */
const nextMarkup = (line: string, from: number): number => {
  MARKUP_AHEAD.lastIndex = from;
  return MARKUP_AHEAD.exec(line)?.index ?? line.length;
};

/**
 * The line's text with its markup left out and its entities decoded: what cleanCaptionLine reads speech from. Shaped for
 * the optimiser (docs/voice-engine.md, "Fast paths"; caption-markup-reference.ts says the same plainly): a one-line 10 MB
 * file runs collectSpeech's loop once, and long runs without markup are crossed by a native search.
 */
export const withoutMarkup = (line: string): string => {
  const parts: string[] = [];
  const tail = collectSpeech(line, parts);
  if (tail < line.length) parts.push(line.slice(tail));
  return parts.length === 1 ? parts[0]! : parts.join('');
};

/**
 * Pushes the line's text up to its last markup onto `parts` (entities decoded, the rest of the markup left out) and
 * returns where the text after it starts. Nothing but the return follows the loop.
 */
const collectSpeech = (line: string, parts: string[]): number => {
  let runStart = 0;
  let plain = 0;
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    let skipTo = -1;
    let replacement = '';
    if (c === 0x3c && isTagStart(line.charCodeAt(i + 1))) skipTo = closedAt(line, i, 0x3c, 0x3e);
    else if (c === 0x7b && line.charCodeAt(i + 1) === 0x5c) skipTo = closedAt(line, i, 0x7b, 0x7d);
    else if (c === 0x5b) skipTo = closedAt(line, i, 0x5b, 0x5d);
    else if (c === 0x26) {
      const entity = decodeEntity(line, i);
      if (entity) {
        skipTo = i + entity.length;
        replacement = entity.value;
      }
    }
    if (skipTo < 0) {
      i = ++plain === PLAIN_RUN ? nextMarkup(line, i + 1) : i + 1;
      if (plain === PLAIN_RUN) plain = 0;
      continue;
    }
    plain = 0;
    if (i > runStart) parts.push(line.slice(runStart, i));
    if (replacement) parts.push(replacement);
    i = skipTo;
    runStart = i;
  }
  return runStart;
};
