import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { ScriptVersion, ScriptVersionResponse } from '@contracts/script-versions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVersion } from '../api/get-version';
import { useVersions } from '../api/list-versions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RestoreVersionDialog } from './restore-version-dialog';
import { VersionCompare } from './version-compare';
import { type VersionAction, VersionList } from './version-list';

interface VersionsDialogProps {
  scriptId: string;
  currentVersionId: string;
  currentBody: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onRestored(response: ScriptVersionResponse): void;
}

type Shown = { version: ScriptVersion; mode: 'view' | 'compare' };

const focusOnMount = (element: HTMLButtonElement | null) => element?.focus();

const VersionDetail = ({ scriptId, shown, currentBody }: { scriptId: string; shown: Shown; currentBody: string }) => {
  const version = useVersion(scriptId, shown.version.id);
  if (version.isError) return <p className="text-sm text-destructive">Failed to load version {shown.version.number}.</p>;
  if (!version.data) return <Spinner label={`Loading version ${shown.version.number}`} className="mx-auto size-6" />;
  return shown.mode === 'compare' ? (
    <VersionCompare before={version.data.body} after={currentBody} beforeLabel={`version ${shown.version.number}`} />
  ) : (
    <pre
      data-testid="version-text"
      className="max-h-[60vh] overflow-y-auto rounded-lg border bg-muted/30 p-3 font-mono text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]"
    >
      {version.data.body}
    </pre>
  );
};

/** The script's history: every version, each to view, compare with the current one, or restore. */
export const VersionsDialog = ({ scriptId, currentVersionId, currentBody, open, onOpenChange, onRestored }: VersionsDialogProps) => {
  const versions = useVersions(scriptId, open);
  const [shown, setShown] = useState<Shown | null>(null);
  const [restoring, setRestoring] = useState<ScriptVersion | null>(null);
  // Leaving a version's view or comparison puts focus back on the button that opened it, not at the dialog's top.
  const [cameBackFrom, setCameBackFrom] = useState<VersionAction | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setShown(null);
      setCameBackFrom(null);
    }
    onOpenChange(next);
  };

  const backToList = () => {
    if (shown) setCameBackFrom({ versionId: shown.version.id, mode: shown.mode });
    setShown(null);
  };

  let title = 'Versions';
  if (shown) title = shown.mode === 'view' ? `Version ${shown.version.number}` : `Compare version ${shown.version.number} with the current one`;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {shown
            ? shown.mode === 'view'
              ? 'The markdown of this version.'
              : 'What changed from this version to the current one.'
            : 'Every generation, saved edit, rewrite and restore. Restoring makes a new version, so nothing is lost.'}
        </DialogDescription>
        {shown ? (
          <div className="grid gap-3">
            <Button ref={focusOnMount} variant="ghost" size="sm" className="justify-self-start" onClick={backToList}>
              <ArrowLeft aria-hidden /> All versions
            </Button>
            <VersionDetail scriptId={scriptId} shown={shown} currentBody={currentBody} />
          </div>
        ) : versions.data ? (
          <VersionList
            versions={versions.data}
            currentVersionId={currentVersionId}
            focusOn={cameBackFrom}
            onView={(version) => setShown({ version, mode: 'view' })}
            onCompare={(version) => setShown({ version, mode: 'compare' })}
            onRestore={setRestoring}
          />
        ) : versions.isError ? (
          <p className="text-sm text-destructive">Failed to load the versions.</p>
        ) : (
          <Spinner label="Loading versions" className="mx-auto size-6" />
        )}
        <RestoreVersionDialog
          scriptId={scriptId}
          version={restoring}
          onClose={() => setRestoring(null)}
          onRestored={(response) => {
            onRestored(response);
            changeOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
};
