import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import { sameScriptText } from '@contracts/script-timing';
import { ApiError } from '@/lib/api-client';
import { useUnloadWarning } from '@/lib/leave-warning';
import { notify } from '@/lib/toast';
import { saveScript } from '../api/save-script';
import { clearDraft, writeDraft } from '../utils/draft-storage';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed' | 'empty';

export const AUTOSAVE_DELAY_MS = 1000;

interface AutosaveOptions {
  scriptId: string;
  /** What the editor opens with: the current text, or a draft kept from before a reload. */
  initialText: string;
  /** The text of the base version: what counts as saved. */
  savedText: string;
  baseVersionId: string;
  onSaved(response: ScriptVersionResponse): void;
  /** After a conflict: the latest version's text and id, to save on top of. */
  loadLatest(): Promise<{ body: string; versionId: string } | undefined>;
}

// The server stores the body trimmed and recomputes its timing marks and word count (contracts/script-timing.ts): text
// that differs from the saved version only in those is saved, or every save would look unsaved and send another.
const same = sameScriptText;

/**
 * The editor's text, saved about a second after typing stops as the next version of the script. Saves run one at a
 * time, each on top of the version the one before made; the text is never dropped: it stays in the editor after a
 * refused save, in sessionStorage until saved, and a pending save is sent when the editor goes away.
 */
export const useAutosave = ({ scriptId, initialText, savedText, baseVersionId, onSaved, loadLatest }: AutosaveOptions) => {
  const [text, setTextState] = useState(initialText);
  const [status, setStatus] = useState<SaveStatus>(same(initialText, savedText) ? 'saved' : 'unsaved');
  const live = useRef({ text: initialText, saved: savedText, base: baseVersionId, conflict: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const callbacks = useRef({ onSaved, loadLatest });
  // A save that finds new text typed meanwhile schedules the next one through here (save cannot name itself).
  const scheduleSave = useRef(() => undefined as void);
  useEffect(() => {
    callbacks.current = { onSaved, loadLatest };
  });

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    const state = live.current;
    if (state.conflict || same(state.text, state.saved)) return;
    if (!state.text.trim()) {
      setStatus('empty');
      return;
    }
    const snapshot = state.text;
    setStatus('saving');
    const run = (async () => {
      try {
        const response = await saveScript(scriptId, { body: snapshot, base_version_id: state.base });
        state.base = response.version.id;
        state.saved = response.body;
        callbacks.current.onSaved(response);
        if (same(state.text, state.saved)) {
          clearDraft(scriptId);
          setStatus('saved');
        } else {
          setStatus('unsaved');
          scheduleSave.current();
        }
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'Failed to save the script';
        if (error instanceof ApiError && error.status === 409) {
          state.conflict = true;
          setStatus('conflict');
        } else setStatus('failed');
        notify.error('Not saved', message);
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
  }, [scriptId]);

  useEffect(() => {
    scheduleSave.current = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    };
  }, [save]);

  const setText = useCallback(
    (value: string) => {
      const state = live.current;
      state.text = value;
      setTextState(value);
      if (same(value, state.saved)) {
        clearTimeout(timer.current);
        clearDraft(scriptId);
        if (!inFlight.current && !state.conflict) setStatus('saved');
        return;
      }
      if (value.trim()) writeDraft(scriptId, { body: value, baseVersionId: state.base });
      else clearDraft(scriptId);
      if (state.conflict) return;
      setStatus('unsaved');
      scheduleSave.current();
    },
    [scriptId],
  );

  /** Saves now; true when everything typed is saved. */
  const flush = useCallback(async () => {
    await save();
    return !live.current.conflict && same(live.current.text, live.current.saved);
  }, [save]);

  /** After a conflict: takes the latest version as the base and saves the editor's text on top of it. */
  const reloadLatest = useCallback(async () => {
    const latest = await callbacks.current.loadLatest().catch(() => undefined);
    if (!latest) {
      notify.error('Error', 'Failed to load script');
      return;
    }
    Object.assign(live.current, { base: latest.versionId, saved: latest.body, conflict: false });
    setStatus(same(live.current.text, latest.body) ? 'saved' : 'unsaved');
    await save();
  }, [save]);

  /** The saved version the editor builds on: its id and its text as the server stored it. */
  const savedVersion = useCallback(() => ({ versionId: live.current.base, body: live.current.saved }), []);

  /** A version made beside the editor (an accepted rewrite) becomes the editor's text and the base of its next save. */
  const adopt = useCallback(
    (response: ScriptVersionResponse) => {
      clearTimeout(timer.current);
      Object.assign(live.current, { text: response.body, saved: response.body, base: response.version.id, conflict: false });
      setTextState(response.body);
      clearDraft(scriptId);
      setStatus('saved');
    },
    [scriptId],
  );

  useEffect(() => {
    const state = live.current;
    if (!same(state.text, state.saved)) timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    // Leaving the editor (Done, another page in the app) sends what is pending instead of dropping it.
    return () => {
      clearTimeout(timer.current);
      if (!state.conflict && !same(state.text, state.saved)) void save();
    };
  }, [save]);

  useUnloadWarning(status !== 'saved');

  return { text, setText, status, flush, reloadLatest, savedVersion, adopt };
};
