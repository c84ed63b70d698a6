import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import { sameScriptText } from '@contracts/script-timing';
import type { GetScriptResponse, Script } from '@contracts/scripts';
import { PlaceholderConfirm, usePlaceholderGate } from '@/components/placeholder-confirm';
import { Card, CardContent } from '@/components/ui/card';
import { versionsKey } from '../api/keys';
import { currentVersionId, versionCount } from '../utils/current-version';
import { clearDraft, readDraft } from '../utils/draft-storage';
import { AddToVoiceDialog } from './add-to-voice-dialog';
import { DraftOffer } from './draft-offer';
import { type RewriteOpen } from '../hooks/use-rewrite-proposal';
import { usePageSelection } from '../hooks/use-page-selection';
import { RewriteDialog } from './rewrite-dialog';
import { ScriptChecks } from './script-checks';
import { ScriptEditor } from './script-editor';
import { SectionActions } from './section-actions';
import { SelectionBar } from './selection-bar';
import { Teleprompter } from './teleprompter';
import { VersionsDialog } from './versions-dialog';
import { WorkshopToolbar } from './workshop-toolbar';

/** What the read view puts beside each `## ` section heading (index among the sections, as splitSections counts). */
export type SectionAction = (section: { index: number; title: string }) => ReactNode;

interface ScriptWorkshopProps {
  script: Script;
  body: string;
  /** Figure values the creator's words hold (material, topic, details, style guide): others are flagged. */
  known: ReadonlySet<number>;
  /** A new version is current (saved edit, rewrite, restore): the page shows it. */
  onVersion(response: ScriptVersionResponse): void;
  /** Reads the script again from the server. */
  loadLatest(): Promise<GetScriptResponse | undefined>;
  /** A voice document was added: documents and profile are stale. */
  onAddedToVoice(): void;
  /** The read view of the body, given the section buttons to place. */
  children(sectionAction: SectionAction): ReactNode;
}

interface Editing {
  initialText: string;
  savedText: string;
  baseVersionId: string;
  section?: number;
}

type Dialogs = 'versions' | 'teleprompter' | 'add-to-voice' | null;

/** The script after its first draft: edit, rewrite, versions, teleprompter and Add to my voice. */
export const ScriptWorkshop = ({ script, body, known, onVersion, loadLatest, onAddedToVoice, children }: ScriptWorkshopProps) => {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState(() => {
    const kept = readDraft(script.id);
    return kept && !sameScriptText(kept.body, body) ? kept : null;
  });
  const [rewriting, setRewriting] = useState<RewriteOpen | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const { gate, dialog: placeholderDialog } = usePlaceholderGate(body);
  const baseVersionId = currentVersionId(script);
  const editButton = useRef<HTMLButtonElement>(null);
  const readView = useRef<HTMLDivElement>(null);
  const selection = usePageSelection(readView, body, !editing && !rewriting && dialog === null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const applyVersion = useCallback(
    (response: ScriptVersionResponse) => {
      onVersion(response);
      void queryClient.invalidateQueries({ queryKey: versionsKey(script.id) });
    },
    [onVersion, queryClient, script.id],
  );

  const loadLatestVersion = useCallback(async () => {
    const latest = await loadLatest();
    return latest && { body: latest.body, versionId: currentVersionId(latest.script) };
  }, [loadLatest]);

  const sectionAction = useCallback<SectionAction>(
    ({ index, title }) => (
      <SectionActions
        title={title}
        onEdit={() => setEditing({ initialText: body, savedText: body, baseVersionId, section: index })}
        onRewrite={() => setRewriting({ target: { kind: 'section', index, title }, baseVersionId })}
      />
    ),
    [body, baseVersionId],
  );

  const closeDialog = useCallback((open: boolean) => !open && setDialog(null), []);

  return (
    <div className="space-y-4">
      {draft && !editing && (
        <DraftOffer
          onRestore={() => {
            setEditing({ initialText: draft.body, savedText: body, baseVersionId: draft.baseVersionId });
            setDraft(null);
          }}
          onDiscard={() => {
            clearDraft(script.id);
            setDraft(null);
          }}
        />
      )}
      {!editing && (
        <WorkshopToolbar
          editButtonRef={editButton}
          versionCount={versionCount(script)}
          onEdit={() => setEditing({ initialText: body, savedText: body, baseVersionId })}
          onRewrite={() => setRewriting({ target: { kind: 'whole' }, baseVersionId })}
          onVersions={() => setDialog('versions')}
          onTeleprompter={() =>
            gate({ run: () => setDialog('teleprompter'), anyway: 'Open teleprompter anyway', consequence: 'The teleprompter skips them, so those parts are missing as you read.' })
          }
          onAddToVoice={() => setDialog('add-to-voice')}
        />
      )}
      {!editing && <ScriptChecks markdown={body} known={known} />}
      <Card>
        <CardContent className="p-4 sm:p-8">
          {editing ? (
            <ScriptEditor
              scriptId={script.id}
              known={known}
              {...editing}
              onSaved={applyVersion}
              loadLatest={loadLatestVersion}
              onDone={() => {
                returnFocus.current = true;
                setEditing(null);
              }}
            />
          ) : (
            <div ref={readView}>{children(sectionAction)}</div>
          )}
        </CardContent>
      </Card>
      {selection.selected && (
        <SelectionBar
          problem={'error' in selection.selected ? selection.selected.error : null}
          onHold={selection.holdSelection}
          onRewrite={() => {
            const { selected } = selection;
            if (!selected || 'error' in selected) return;
            selection.clear();
            setRewriting({ target: { kind: 'passage', passage: selected }, baseVersionId });
          }}
        />
      )}
      <RewriteDialog scriptId={script.id} body={body} open={rewriting} onClose={() => setRewriting(null)} onAccepted={applyVersion} />
      <VersionsDialog
        scriptId={script.id}
        currentVersionId={baseVersionId}
        currentBody={body}
        open={dialog === 'versions'}
        onOpenChange={closeDialog}
        onRestored={applyVersion}
      />
      <PlaceholderConfirm {...placeholderDialog} />
      <Teleprompter markdown={body} script={script} open={dialog === 'teleprompter'} onOpenChange={closeDialog} />
      <AddToVoiceDialog
        scriptId={script.id}
        versionId={baseVersionId}
        versionNumber={versionCount(script)}
        open={dialog === 'add-to-voice'}
        onOpenChange={closeDialog}
        onAdded={onAddedToVoice}
      />
    </div>
  );
};
