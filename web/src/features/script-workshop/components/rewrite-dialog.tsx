import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { countWords, spokenText } from '@contracts/script-text';
import { REWRITE_INSTRUCTION_MAX_LENGTH, type ScriptVersionResponse } from '@contracts/script-versions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { rewriteScript } from '../api/rewrite-script';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** What to rewrite: one `## ` section (its index and title) or, with `section: null`, the whole script. */
export interface RewriteTarget {
  section: number | null;
  title: string | null;
}

export const INSTRUCTION_CHIPS = ['Punchier hook', 'Shorter', 'More examples'] as const;

interface RewriteDialogProps {
  scriptId: string;
  baseVersionId: string;
  /** null while closed. */
  target: RewriteTarget | null;
  onClose(): void;
  onRewritten(response: ScriptVersionResponse): void;
}

interface Live {
  words: number | null;
  text: string;
}

/** Asks what to change, then shows the new text as it is written; the page changes only once it is saved. */
export const RewriteDialog = ({ scriptId, baseVersionId, target, onClose, onRewritten }: RewriteDialogProps) => {
  const [instruction, setInstruction] = useState('');
  const [live, setLive] = useState<Live | null>(null);
  const inputId = useId();
  const what = target?.section === null ? 'the whole script' : `“${target?.title ?? ''}”`;

  const close = () => {
    setInstruction('');
    setLive(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || live) return;
    setLive({ words: null, text: '' });
    try {
      const response = await rewriteScript(
        scriptId,
        { section: target.section, instruction: instruction.trim() || undefined, base_version_id: baseVersionId },
        {
          started: ({ words }) => setLive((current) => current && { ...current, words }),
          wrote: (text) => setLive((current) => current && { ...current, text: current.text + text }),
        },
      );
      onRewritten(response);
      close();
      notify.success('Rewritten', `${target.section === null ? 'The whole script' : target.title} was rewritten. Versions keeps the one before.`);
    } catch (error) {
      setLive(null);
      notify.error('Rewrite failed', error instanceof ApiError ? error.message : 'Failed to rewrite the script. Nothing was changed.');
    }
  };

  const writing = live !== null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !writing && close()}>
      <DialogContent className="max-w-xl" onEscapeKeyDown={(event) => writing && event.preventDefault()}>
        <DialogTitle>Rewrite {what}</DialogTitle>
        <DialogDescription>
          Written again in your voice, at the same length unless you ask otherwise. Your style guide’s intro and outro stay
          word for word.
        </DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              Instruction (optional)
            </label>
            <Input
              id={inputId}
              value={instruction}
              maxLength={REWRITE_INSTRUCTION_MAX_LENGTH}
              onChange={(event) => setInstruction(event.target.value)}
              placeholder="e.g. make it punchier"
              disabled={writing}
            />
            <div role="group" aria-label="Suggestions" className="flex flex-wrap gap-2">
              {INSTRUCTION_CHIPS.map((chip) => (
                <button
                  key={chip}
                  type="button"
                  aria-pressed={instruction === chip}
                  disabled={writing}
                  onClick={() => setInstruction(chip)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
                    instruction === chip ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
                  )}
                >
                  {chip}
                </button>
              ))}
            </div>
          </div>
          <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <Sparkles aria-hidden className="size-4 shrink-0" />
            Rewrites are free: no credit is used. Versions keeps the text before.
          </p>
          {live && (
            <div className="grid gap-1">
              <p role="status" className="text-sm text-muted-foreground">
                Rewriting… {countWords(spokenText(live.text))}
                {live.words ? ` / ${live.words}` : ''} words
              </p>
              <div
                data-testid="rewrite-preview"
                aria-busy="true"
                className="max-h-64 overflow-y-auto rounded-lg border bg-muted/40 p-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]"
              >
                {live.text}
              </div>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={writing}>
              Cancel
            </Button>
            <Button type="submit" disabled={writing}>
              {writing && <Loader2 aria-hidden className="animate-spin" />}
              Rewrite
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
};
