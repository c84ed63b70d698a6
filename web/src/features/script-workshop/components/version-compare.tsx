import { diffWords } from 'diff';
import { useMemo } from 'react';
import { countWords } from '@contracts/script-text';

interface VersionCompareProps {
  /** The older text: the version being looked at. */
  before: string;
  /** The current text. */
  after: string;
  beforeLabel: string;
}

/** A word diff from a version to the current text: words only in the current one marked <ins>, words gone marked <del>. */
export const VersionCompare = ({ before, after, beforeLabel }: VersionCompareProps) => {
  const changes = useMemo(() => diffWords(before, after), [before, after]);
  const added = changes.filter((change) => change.added).reduce((sum, change) => sum + countWords(change.value), 0);
  const removed = changes.filter((change) => change.removed).reduce((sum, change) => sum + countWords(change.value), 0);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        From {beforeLabel} to the current version:{' '}
        {added === 0 && removed === 0 ? (
          'the texts are the same.'
        ) : (
          <>
            <span className="rounded bg-emerald-100 px-1 text-emerald-900">
              {added} {added === 1 ? 'word' : 'words'} added
            </span>
            ,{' '}
            <span className="rounded bg-rose-100 px-1 text-rose-900">
              {removed} removed
            </span>
            .
          </>
        )}
      </p>
      <div
        data-testid="version-diff"
        className="max-h-[50vh] overflow-y-auto rounded-lg border bg-muted/30 p-3 font-mono text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]"
      >
        {changes.map((change, index) => {
          if (change.added) {
            return (
              <ins key={index} className="rounded-sm bg-emerald-100 text-emerald-900 no-underline">
                {change.value}
              </ins>
            );
          }
          if (change.removed) {
            return (
              <del key={index} className="rounded-sm bg-rose-100 text-rose-900 line-through">
                {change.value}
              </del>
            );
          }
          return <span key={index}>{change.value}</span>;
        })}
      </div>
    </div>
  );
};
