import { decodeEntity } from './caption-entities';

// Markup that starts at a given place, each closed before another of its kind opens: a tag, an ASS override, a label.
const TAG = /<[\dA-Za-z/.][^<>]*>/y;
const OVERRIDE = /\{\\[^{}]*\}/y;
const LABEL = /\[[^[\]]*\]/y;

const matchAt = (pattern: RegExp, line: string, at: number): number => {
  pattern.lastIndex = at;
  return pattern.test(line) ? pattern.lastIndex : -1;
};

/**
 * withoutMarkup written plainly, for the tests that hold the fast version to it (test/lambdas/voice/fast-paths/): one
 * character at a time, markup skipped where it starts, entities decoded. Not used by the product.
 */
export const withoutMarkupReference = (line: string): string => {
  let speech = '';
  let i = 0;
  while (i < line.length) {
    const entity = line[i] === '&' ? decodeEntity(line, i) : null;
    const markupEnd = Math.max(matchAt(TAG, line, i), matchAt(OVERRIDE, line, i), matchAt(LABEL, line, i));
    if (entity) {
      speech += entity.value;
      i += entity.length;
    } else if (markupEnd > i) i = markupEnd;
    else speech += line[i++];
  }
  return speech;
};
