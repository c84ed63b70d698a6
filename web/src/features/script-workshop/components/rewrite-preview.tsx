import { Check, Loader2, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { countWords, spokenText } from '@contracts/script-text';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import type { ProposalState } from '../hooks/use-rewrite-proposal';

type Shown = Exclude<ProposalState, { phase: 'ask' }>;

interface RewritePreviewProps {
  state: Shown;
  /** What the creator selected, or the section or script, until the server says what it replaces. */
  original: string;
  onStop(): void;
  onAccept(alternative: number): void;
  onDiscard(): void;
  onAgain(): void;
}

const OFFLINE_NOTE = {
  passage:
    'No language model is set up, so this is not a rephrasing: offline, ScriptVoice can only offer lines of your material about this passage that the script does not say yet.',
  other: 'Drafted offline from your plan and material: it cannot follow the wording of an instruction, only “shorter” and “longer”.',
};

const Panel = ({ label, children, busy, testId, action }: { label: string; children: string; busy?: boolean; testId: string; action?: ReactNode }) => (
  <section aria-label={label} className="grid min-w-0 content-start gap-2 self-start rounded-lg border p-3">
    <h3 className="text-sm font-semibold text-muted-foreground">{label}</h3>
    <div data-testid={testId} aria-busy={busy} className="max-h-64 overflow-y-auto text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]">
      {children}
    </div>
    {action}
  </section>
);

const words = (text: string) => countWords(spokenText(text));

/** What the preview's status line says. */
const statusOf = (state: Shown, texts: string[]) => {
  if (state.phase === 'stopped') return 'Stopped. Nothing was changed.';
  if (state.phase === 'ready') {
    const count = state.proposal.alternatives.length;
    return count === 1 ? 'Accept puts it in place of the original; nothing changes until you do.' : `${count} alternatives: accept one to put it in place of the original.`;
  }
  const aim = state.start ? ` / ${state.start.words}` : '';
  if (state.asked === 1) return `Rewriting… ${words(texts[0] ?? '')}${aim} words`;
  const index = Math.max(0, texts.length - 1);
  return `Writing alternative ${index + 1} of 3… ${words(texts[index] ?? '')}${aim} words`;
};

/**
 * The original beside what the writer proposes (stacked on a phone), as it streams: Stop while it writes, then
 * Accept under each alternative and Discard.
 */
export const RewritePreview = ({ state, original, onStop, onAccept, onDiscard, onAgain }: RewritePreviewProps) => {
  const texts = state.phase === 'ready' ? state.proposal.alternatives : state.texts;
  const shownOriginal = state.phase === 'ready' ? state.proposal.original : (state.start?.original ?? original);
  const many = (state.phase === 'writing' ? state.asked : texts.length) > 1;
  const writer = state.phase === 'ready' ? state.proposal.writer : state.start?.writer;
  const kind = (state.phase === 'ready' ? state.proposal.target : state.start?.target)?.kind;
  const accepting = state.phase === 'ready' ? state.accepting : null;
  const panels = state.phase === 'writing' ? Array.from({ length: Math.max(1, texts.length) }, (_, index) => texts[index] ?? '') : texts;

  return (
    <div className="grid gap-3">
      <p role="status" className={cn('text-sm', state.phase === 'stopped' ? 'font-medium text-foreground' : 'text-muted-foreground')}>
        {statusOf(state, texts)}
      </p>
      {writer === 'local' && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">{OFFLINE_NOTE[kind === 'passage' ? 'passage' : 'other']}</p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <Panel label="Original" testId="rewrite-original">
          {shownOriginal}
        </Panel>
        <div className="grid min-w-0 content-start gap-3">
          {panels.map((text, index) => (
            <Panel
              key={index}
              label={many ? `Alternative ${index + 1}` : 'Rewrite'}
              testId={many ? `rewrite-alternative-${index + 1}` : 'rewrite-preview'}
              busy={state.phase === 'writing'}
              action={
                state.phase === 'ready' && (
                  <Button onClick={() => onAccept(index)} disabled={accepting !== null} aria-label={many ? `Accept alternative ${index + 1}` : 'Accept'}>
                    {accepting === index ? <Loader2 aria-hidden className="animate-spin" /> : <Check aria-hidden />}
                    Accept
                  </Button>
                )
              }
            >
              {text}
            </Panel>
          ))}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {state.phase === 'writing' && (
          <Button variant="outline" onClick={onStop}>
            <Square aria-hidden /> Stop
          </Button>
        )}
        {state.phase === 'ready' && (
          <Button variant="outline" onClick={onDiscard} disabled={accepting !== null}>
            Discard
          </Button>
        )}
        {state.phase === 'stopped' && (
          <>
            <Button variant="outline" onClick={onDiscard}>
              Discard
            </Button>
            <Button onClick={onAgain}>Rewrite again</Button>
          </>
        )}
      </div>
    </div>
  );
};
