import { formatDistanceToNow } from 'date-fns';
import { useId } from 'react';
import type { ScriptVersion } from '@contracts/script-versions';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { VERSION_KIND_LABELS } from '../utils/version-labels';

/** A button of one version's row: focus goes back to it after its view or comparison is left. */
export interface VersionAction {
  versionId: string;
  mode: 'view' | 'compare';
}

interface VersionListProps {
  versions: ScriptVersion[];
  currentVersionId: string;
  /** The button to focus as the list appears. */
  focusOn?: VersionAction | null;
  onView(version: ScriptVersion): void;
  onCompare(version: ScriptVersion): void;
  onRestore(version: ScriptVersion): void;
}

const focusOnMount = (element: HTMLButtonElement | null) => element?.focus();

type VersionItemProps = { version: ScriptVersion; current: boolean } & Omit<VersionListProps, 'versions' | 'currentVersionId'>;

const VersionItem = ({ version, current, focusOn, onView, onCompare, onRestore }: VersionItemProps) => {
  const headingId = useId();
  const created = new Date(version.created_at);
  const focusIf = (mode: VersionAction['mode']) => (focusOn?.versionId === version.id && focusOn.mode === mode ? focusOnMount : undefined);
  // Heard, not seen: the buttons are named 'View version 3' and so on, since a list of 'View' buttons says nothing.
  const named = (action: string) => `${action} version ${version.number}`;
  return (
    <li
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      className={cn('grid gap-1.5 rounded-lg border p-3', current && 'border-primary/60 bg-primary/5')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          Version {version.number}
        </h3>
        <span className="rounded-full border px-2 py-0.5 text-sm font-medium">{VERSION_KIND_LABELS[version.kind]}</span>
        {current && <span className="rounded-full bg-primary px-2 py-0.5 text-sm font-medium text-primary-foreground">Current</span>}
      </div>
      <p className="text-sm text-muted-foreground">
        <time dateTime={version.created_at} title={created.toLocaleString()}>
          {formatDistanceToNow(created, { addSuffix: true })}
        </time>
        {' · '}
        {version.word_count} {version.word_count === 1 ? 'word' : 'words'}
      </p>
      {version.note && <p className="text-sm [overflow-wrap:anywhere]">{version.note}</p>}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button ref={focusIf('view')} variant="outline" size="sm" aria-label={named('View')} onClick={() => onView(version)}>
          View
        </Button>
        {!current && (
          <>
            <Button ref={focusIf('compare')} variant="outline" size="sm" aria-label={named('Compare')} onClick={() => onCompare(version)}>
              Compare
            </Button>
            <Button variant="secondary" size="sm" aria-label={named('Restore')} onClick={() => onRestore(version)}>
              Restore
            </Button>
          </>
        )}
      </div>
    </li>
  );
};

/** Every version, newest first, the current one marked. */
export const VersionList = ({ versions, currentVersionId, ...actions }: VersionListProps) => (
  <ol aria-label="Versions" className="grid gap-2">
    {versions.map((version) => (
      <VersionItem key={version.id} version={version} current={version.id === currentVersionId} {...actions} />
    ))}
  </ol>
);
