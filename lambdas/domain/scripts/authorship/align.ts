import { diffArrays } from 'diff';

/** Where each item of the new sequence came from: the index of the old item it kept, or null when it is new. */
export type Alignment = (number | null)[];

type Segment = { kind: 'equal' | 'insert' | 'delete' | 'replace'; count: number };

// A change this long is not aligned further (everything new is new): it bounds the time a pasted-over script costs.
const MAX_EDIT_LENGTH = 4_000;

/**
 * Myers' diff over exact matches, run only on the items the two sequences share: an item found in one of them alone
 * can never be kept, and leaving those out makes a rewrite of a whole script (almost nothing shared) cheap.
 */
const keptItems = (previous: readonly string[], next: readonly string[]): Alignment => {
  const inNext = new Set(next);
  const inPrevious = new Set(previous);
  const oldIndexes = previous.flatMap((item, index) => (inNext.has(item) ? [index] : []));
  const newIndexes = next.flatMap((item, index) => (inPrevious.has(item) ? [index] : []));
  const alignment: Alignment = new Array<number | null>(next.length).fill(null);
  const changes = diffArrays(
    oldIndexes.map((index) => previous[index]!),
    newIndexes.map((index) => next[index]!),
    { maxEditLength: MAX_EDIT_LENGTH },
  );
  let old = 0;
  let current = 0;
  for (const change of changes ?? []) {
    if (!change.added && !change.removed) {
      for (let item = 0; item < change.count; item++) alignment[newIndexes[current + item]!] = oldIndexes[old + item]!;
    }
    if (!change.added) old += change.count;
    if (!change.removed) current += change.count;
  }
  return alignment;
};

const segmentsOf = (alignment: Alignment, previousLength: number): Segment[] => {
  const segments: Segment[] = [];
  const push = (kind: Segment['kind'], count: number) => {
    const last = segments.at(-1);
    if (last?.kind === kind) last.count += count;
    else if (count > 0) segments.push({ kind, count });
  };
  let old = 0;
  for (const kept of alignment) {
    if (kept === null) {
      push('insert', 1);
      continue;
    }
    push('delete', kept - old);
    push('equal', 1);
    old = kept + 1;
  }
  push('delete', previousLength - old);
  return segments;
};

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

const alignmentOf = (segments: Segment[]): Alignment => {
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

/**
 * Aligns `next` with `previous`: each item of `next` is the old item it kept, or new. With `cleanup`, short unchanged
 * runs inside a change count as new. A change longer than MAX_EDIT_LENGTH shared items keeps nothing.
 */
export const align = (previous: readonly string[], next: readonly string[], cleanup: boolean): Alignment => {
  const kept = keptItems(previous, next);
  if (!cleanup) return kept;
  const segments = segmentsOf(kept, previous.length);
  semanticCleanup(segments);
  return alignmentOf(segments);
};
