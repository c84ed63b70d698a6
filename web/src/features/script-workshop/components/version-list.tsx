import { formatDistanceToNow } from 'date-fns';
import { useId } from 'react';
import type { ScriptVersion } from '@contracts/script-versions';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { VERSION_KIND_LABELS } from '../utils/version-labels';

interface VersionListProps {
  versions: ScriptVersion[];
  currentVersionId: string;
  onView(version: ScriptVersion): void;
  onCompare(version: ScriptVersion): void;
  onRestore(version: ScriptVersion): void;
}

const VersionItem = ({ version, current, onView, onCompare, onRestore }: { version: ScriptVersion; current: boolean } & Omit<VersionListProps, 'versions' | 'currentVersionId'>) => {
  const headingId = useId();
  const created = new Date(version.created_at);
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
        <span className="rounded-full border px-2 py-0.5 text-xs font-medium">{VERSION_KIND_LABELS[version.kind]}</span>
        {current && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Current</span>}
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
        <Button variant="outline" size="sm" aria-describedby={headingId} onClick={() => onView(version)}>
          View
        </Button>
        {!current && (
          <>
            <Button variant="outline" size="sm" aria-describedby={headingId} onClick={() => onCompare(version)}>
              Compare
            </Button>
            <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={() => onRestore(version)}>
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
