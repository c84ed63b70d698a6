import { useCallback, useEffect, useRef, useState } from 'react';
import type { Passage, RewriteProposal, RewriteStartEvent } from '@contracts/rewrite';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { acceptRewrite } from '../api/accept-rewrite';
import { proposeRewrite } from '../api/propose-rewrite';
import { stopRewrite } from '../api/stop-rewrite';

/** What a rewrite is asked for: a selected passage, one `## ` section (index and title), or the whole script. */
export type RewriteRequestTarget = { kind: 'passage'; passage: Passage } | { kind: 'section'; index: number; title: string } | { kind: 'whole' };

/** A rewrite to ask about, from the version the creator sees. */
export interface RewriteOpen {
  target: RewriteRequestTarget;
  baseVersionId: string;
}

export type ProposalState =
  | { phase: 'ask' }
  /** `start` arrives once the server has made the proposal; the texts grow as each alternative is written. */
  | { phase: 'writing'; start: RewriteStartEvent | null; texts: string[]; asked: 1 | 3 }
  | { phase: 'ready'; start: RewriteStartEvent | null; proposal: RewriteProposal; accepting: number | null }
  | { phase: 'stopped'; start: RewriteStartEvent | null; texts: string[] };

interface Stream {
  controller: AbortController;
  /** Known from the stream's start: Stop names it. */
  proposalId: string | null;
  stopAsked: boolean;
}

/** Tells the server to stop the writer (a closed connection alone would not), then closes the stream. */
const stopServer = (scriptId: string, stream: Stream) => {
  void stopRewrite(scriptId, stream.proposalId!).catch(() => undefined);
  stream.controller.abort();
};

const bodyOf = ({ target, baseVersionId }: RewriteOpen, instruction: string, alternatives: 1 | 3) => ({
  ...(target.kind === 'passage' ? { passage: target.passage } : { section: target.kind === 'section' ? target.index : null }),
  ...(instruction ? { instruction } : {}),
  ...(alternatives === 3 ? { alternatives } : {}),
  base_version_id: baseVersionId,
});

/**
 * One rewrite's life in the preview: ask, watch it written, then Accept one alternative (the only step that makes a
 * version) or Discard it (nothing to tell the server: an unaccepted proposal expires). Stop aborts the stream and asks
 * the server to stop the writer, which a closed connection alone would not.
 */
export const useRewriteProposal = (scriptId: string, onAccepted: (response: ScriptVersionResponse) => void) => {
  const [state, setState] = useState<ProposalState>({ phase: 'ask' });
  const stream = useRef<Stream | null>(null);

  const stop = useCallback(() => {
    const current = stream.current;
    if (!current) return;
    stream.current = null;
    current.stopAsked = true;
    // Before the server has named the proposal there is nothing to stop by id yet: the stream stays open until it does.
    if (current.proposalId) stopServer(scriptId, current);
    setState((shown) => (shown.phase === 'writing' ? { phase: 'stopped', start: shown.start, texts: shown.texts } : shown));
  }, [scriptId]);

  // A preview closed or left while it writes stops the writer: nobody is there to accept what it writes.
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (open: RewriteOpen, instruction: string, alternatives: 1 | 3) => {
      const controller = new AbortController();
      const mine: Stream = { controller, proposalId: null, stopAsked: false };
      stream.current = mine;
      setState({ phase: 'writing', start: null, texts: [], asked: alternatives });
      const update = (change: (shown: Extract<ProposalState, { phase: 'writing' }>) => ProposalState) =>
        setState((shown) => (stream.current === mine && shown.phase === 'writing' ? change(shown) : shown));
      try {
        const proposal = await proposeRewrite(
          scriptId,
          bodyOf(open, instruction, alternatives),
          {
            started: (event) => {
              mine.proposalId = event.proposal_id;
              if (mine.stopAsked) stopServer(scriptId, mine);
              update((shown) => ({ ...shown, start: event }));
            },
            wrote: (alternative, text) =>
              update((shown) => {
                const texts = [...shown.texts];
                texts[alternative] = (texts[alternative] ?? '') + text;
                return { ...shown, texts };
              }),
          },
          controller.signal,
        );
        if (stream.current !== mine) return;
        stream.current = null;
        setState((shown) => ({ phase: 'ready', start: shown.phase === 'writing' ? shown.start : null, proposal, accepting: null }));
      } catch (error) {
        if (stream.current !== mine) return;
        stream.current = null;
        setState({ phase: 'ask' });
        notify.error('Rewrite failed', error instanceof ApiError ? error.message : 'Failed to rewrite the script. Nothing was changed.');
      }
    },
    [scriptId],
  );

  const accept = useCallback(
    async (alternative: number): Promise<ScriptVersionResponse | null> => {
      if (state.phase !== 'ready' || state.accepting !== null) return null;
      const { proposal } = state;
      setState({ ...state, accepting: alternative });
      try {
        const response = await acceptRewrite(scriptId, proposal.id, alternative);
        onAccepted(response);
        return response;
      } catch (error) {
        setState((shown) => (shown.phase === 'ready' ? { ...shown, accepting: null } : shown));
        notify.error('Not rewritten', error instanceof ApiError ? error.message : 'Failed to save the rewrite. Nothing was changed.');
        return null;
      }
    },
    [onAccepted, scriptId, state],
  );

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'ask' });
  }, [stop]);

  return { state, start, stop, accept, reset };
};
