import { Check, Loader2, RotateCw } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/utils/cn';
import { notify } from '@/lib/toast';
import { type SaveStatus, useAutosave } from '../hooks/use-autosave';
import type { RewriteOpen } from '../hooks/use-rewrite-proposal';
import { editorPassage } from '../utils/editor-passage';
import { sectionTextOffset } from '../utils/section-offset';
import { RewriteDialog } from './rewrite-dialog';
import { ScriptChecks } from './script-checks';
import { SelectionBar } from './selection-bar';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'Not saved: a newer version exists',
  failed: 'Not saved',
  empty: 'Script cannot be empty',
};

interface ScriptEditorProps {
  scriptId: string;
  initialText: string;
  savedText: string;
  baseVersionId: string;
  /** Figure values the creator's words hold: the others are listed as the creator types. */
  known: ReadonlySet<number>;
  onSaved(response: ScriptVersionResponse): void;
  loadLatest(): Promise<{ body: string; versionId: string } | undefined>;
  onDone(): void;
  /** Opens with the caret at this section's text (its index among the `## ` sections). */
  section?: number;
}

/**
 * The whole script as markdown in a textarea, saved as a new version a second after typing stops; under it, live, the
 * placeholders left and the figures that are not in the creator's material (issue 30). Words selected in it can be
 * rewritten: the text is saved first, and an accepted rewrite becomes the editor's text.
 */
export const ScriptEditor = ({ scriptId, initialText, savedText, baseVersionId, known, onSaved, loadLatest, onDone, section }: ScriptEditorProps) => {
  const { text, setText, status, flush, reloadLatest, savedVersion, adopt } = useAutosave({ scriptId, initialText, savedText, baseVersionId, onSaved, loadLatest });
  const checkedText = useDeferredValue(text);
  const [finishing, setFinishing] = useState(false);
  const [selected, setSelected] = useState<{ start: number; end: number } | null>(null);
  const [rewriting, setRewriting] = useState<RewriteOpen | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const openedAt = useRef(section);
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    if (openedAt.current === undefined) return;
    const offset = sectionTextOffset(element.value, openedAt.current);
    element.setSelectionRange(offset, offset);
    // A textarea does not scroll to a caret set from script: bring the section's line near the top.
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
    element.scrollTop = Math.max(0, (element.value.slice(0, offset).split('\n').length - 3) * lineHeight);
  }, []);

  const done = async () => {
    setFinishing(true);
    const saved = await flush();
    setFinishing(false);
    if (saved) onDone();
  };

  const readSelection = () => {
    const element = field.current;
    const range = element && element.selectionEnd > element.selectionStart ? { start: element.selectionStart, end: element.selectionEnd } : null;
    setSelected(range && element!.value.slice(range.start, range.end).trim() ? range : null);
  };

  const rewriteSelection = async () => {
    if (!selected) return;
    if (!(await flush())) return;
    const version = savedVersion();
    const passage = editorPassage(field.current?.value ?? text, selected.start, selected.end, version.body);
    if (!passage) return;
    if ('error' in passage) {
      notify.error('Select again', passage.error);
      return;
    }
    setRewriting({ target: { kind: 'passage', passage }, baseVersionId: version.versionId });
  };

  const tooLong = selected && editorPassage(text, selected.start, selected.end, text);

  const problem = status === 'conflict' || status === 'failed' || status === 'empty';
  return (
    <section aria-label="Edit script" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          data-testid="save-status"
          className={cn('inline-flex items-center gap-1.5 text-sm', problem ? 'font-medium text-destructive' : 'text-muted-foreground')}
        >
          {status === 'saving' && <Loader2 aria-hidden className="size-4 animate-spin" />}
          {status === 'saved' && <Check aria-hidden className="size-4 text-emerald-600" />}
          {STATUS_TEXT[status]}
        </p>
        <div className="flex flex-wrap gap-2">
          {status === 'conflict' && (
            <Button variant="outline" size="sm" onClick={() => void reloadLatest()}>
              <RotateCw aria-hidden /> Reload
            </Button>
          )}
          <Button size="sm" onClick={() => void done()} disabled={finishing}>
            Done
          </Button>
        </div>
      </div>
      {status === 'conflict' && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This script was saved somewhere else (another tab?) after you started. Your text is still here: Reload saves it
          on top of the newer version, which stays in Versions.
        </p>
      )}
      <label htmlFor={fieldId} className="sr-only">
        Script (markdown)
      </label>
      <Textarea
        ref={field}
        id={fieldId}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSelect={readSelection}
        spellCheck
        className="min-h-[60vh] font-mono text-sm leading-6 [overflow-wrap:anywhere]"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        Markdown: <code>## </code> starts a section. Changes save a second after you stop typing; each save is a version you
        can go back to.
      </p>
      <ScriptChecks markdown={checkedText} known={known} detailed />
      {selected && !rewriting && (
        <SelectionBar problem={tooLong && 'error' in tooLong ? tooLong.error : null} onRewrite={() => void rewriteSelection()} />
      )}
      <RewriteDialog
        scriptId={scriptId}
        body={text}
        open={rewriting}
        onClose={() => setRewriting(null)}
        onAccepted={(response) => {
          adopt(response);
          setSelected(null);
          onSaved(response);
        }}
      />
    </section>
  );
};
