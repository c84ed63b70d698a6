import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { REWRITE_INSTRUCTION_MAX_LENGTH } from '@contracts/rewrite';
import { splitSections } from '@contracts/script-sections';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { type RewriteOpen, type RewriteRequestTarget, useRewriteProposal } from '../hooks/use-rewrite-proposal';
import { RewritePreview } from './rewrite-preview';

export const INSTRUCTION_CHIPS = ['Punchier hook', 'Shorter', 'More examples'] as const;
export const PASSAGE_CHIPS = ['Punchier', 'Shorter', 'Simpler'] as const;

interface RewriteDialogProps {
  scriptId: string;
  /** The script's markdown as the creator sees it: the section's or script's text before the server says. */
  body: string;
  /** null while closed. */
  open: RewriteOpen | null;
  onClose(): void;
  /** The accepted alternative is the script's new version. */
  onAccepted(response: ScriptVersionResponse, target: RewriteRequestTarget): void;
}

const titleOf = (target: RewriteRequestTarget) =>
  target.kind === 'passage' ? 'Rewrite the selection' : target.kind === 'section' ? `Rewrite “${target.title}”` : 'Rewrite the whole script';

const doneMessage = (target: RewriteRequestTarget) =>
  `${target.kind === 'passage' ? 'The passage' : target.kind === 'section' ? target.title : 'The whole script'} was rewritten. Versions keeps the one before.`;

const originalOf = (target: RewriteRequestTarget, body: string) => {
  if (target.kind === 'passage') return target.passage.text;
  return target.kind === 'section' ? (splitSections(body).sections[target.index]?.body ?? '') : body;
};

/**
 * Asks what to change (optional), then shows the rewrite beside the original as it is written, with Stop; only Accept
 * changes the script (a new version), and Discard leaves it as it was. "3 alternatives" asks for three takes at once.
 */
export const RewriteDialog = ({ scriptId, body, open, onClose, onAccepted }: RewriteDialogProps) => {
  const [instruction, setInstruction] = useState('');
  const [asked, setAsked] = useState<RewriteOpen | null>(null);
  const { state, start, stop, accept, reset } = useRewriteProposal(scriptId, (response) => {
    if (asked) onAccepted(response, asked.target);
  });
  const inputId = useId();
  const target = open?.target ?? null;
  const chips = target?.kind === 'passage' ? PASSAGE_CHIPS : INSTRUCTION_CHIPS;
  const busy = state.phase === 'ready' && state.accepting !== null;

  const close = () => {
    reset();
    setInstruction('');
    setAsked(null);
    onClose();
  };

  const submit = (alternatives: 1 | 3) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!open || state.phase !== 'ask') return;
    setAsked(open);
    void start(open, instruction.trim(), alternatives);
  };

  const acceptOne = async (alternative: number) => {
    if (!asked) return;
    const response = await accept(alternative);
    if (!response) return;
    notify.success('Rewritten', doneMessage(asked.target));
    close();
  };

  return (
    <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && !busy && close()}>
      <DialogContent className={cn(state.phase === 'ask' ? 'max-w-xl' : 'max-w-4xl')}>
        <DialogTitle>{target ? titleOf(target) : 'Rewrite'}</DialogTitle>
        <DialogDescription>
          {target?.kind === 'passage'
            ? 'Written again in your voice; only the words you selected change, and only when you accept.'
            : 'Written again in your voice, at the same length unless you ask otherwise. Your style guide’s intro and outro stay word for word.'}
        </DialogDescription>
        {state.phase === 'ask' ? (
          <form onSubmit={submit(1)} className="grid gap-4">
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
              />
              <div role="group" aria-label="Suggestions" className="flex flex-wrap gap-2">
                {chips.map((chip) => (
                  <button
                    key={chip}
                    type="button"
                    aria-pressed={instruction === chip}
                    onClick={() => setInstruction(chip)}
                    className={cn(
                      'min-h-11 rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:min-h-8',
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
              Rewrites are free: no credit is used. You see the rewrite before anything changes.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              {target?.kind !== 'whole' && (
                <Button type="button" variant="outline" onClick={submit(3)}>
                  3 alternatives
                </Button>
              )}
              <Button type="submit">Rewrite</Button>
            </div>
          </form>
        ) : (
          <RewritePreview
            state={state}
            original={target ? originalOf(target, body) : ''}
            onStop={stop}
            onAccept={(alternative) => void acceptOne(alternative)}
            onDiscard={close}
            onAgain={reset}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
