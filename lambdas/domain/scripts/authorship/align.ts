import { diffArrays } from 'diff';

/** Where each item of the new sequence came from: the index of the old item it kept, or null when it is new. */
export type Alignment = (number | null)[];

type Segment = { kind: 'equal' | 'insert' | 'delete' | 'replace'; count: number };

// An edit that replaces almost everything needs no alignment to say so; bounding it keeps a pasted-over script cheap.
const MAX_EDIT_LENGTH = 2_000;

const editsAround = (segments: Segment[], from: number, step: 1 | -1) => {
  let inserted = 0;
  let deleted = 0;
  for (let index = from; index >= 0 && index < segments.length && segments[index]!.kind !== 'equal'; index += step) {
    const { kind, count } = segments[index]!;
    if (kind !== 'delete') inserted += count;
    if (kind !== 'insert') deleted += count;
  }
  return Math.max(inserted, deleted);
};

/**
 * A few words left standing between the words someone typed count as retyped (the semantic cleanup of Neil Fraser's
 * diff-match-patch): an unchanged run no longer than the changes on both of its sides becomes part of the change, so
 * a rewritten sentence is not credited to its old author for the "the" and "to" it happens to share.
 */
const semanticCleanup = (segments: Segment[]) => {
  for (let changed = true; changed; ) {
    changed = false;
    segments.forEach((segment, index) => {
      if (segment.kind !== 'equal') return;
      const before = editsAround(segments, index - 1, -1);
      const after = editsAround(segments, index + 1, 1);
      if (segment.count <= before && segment.count <= after) {
        segments[index] = { kind: 'replace', count: segment.count };
        changed = true;
      }
    });
  }
};

/**
 * Aligns `next` with `previous` (Myers' diff over exact matches): each item of `next` is the old item it kept, or
 * new. With `cleanup`, short unchanged runs inside a change count as new. A change longer than MAX_EDIT_LENGTH
 * items is not aligned at all: everything in `next` is new.
 */
export const align = (previous: readonly string[], next: readonly string[], cleanup: boolean): Alignment => {
  const changes = diffArrays([...previous], [...next], { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) return next.map(() => null);
  const segments: Segment[] = changes.map((change) => ({ kind: change.added ? 'insert' : change.removed ? 'delete' : 'equal', count: change.count }));
  if (cleanup) semanticCleanup(segments);
  const alignment: Alignment = [];
  let old = 0;
  for (const { kind, count } of segments) {
    for (let item = 0; item < count; item++) {
      if (kind === 'equal') alignment.push(old + item);
      if (kind === 'insert' || kind === 'replace') alignment.push(null);
    }
    if (kind !== 'insert') old += count;
  }
  return alignment;
};
