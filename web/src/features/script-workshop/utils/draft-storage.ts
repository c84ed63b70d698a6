/** An edit not yet saved, kept in this tab's sessionStorage so a reload or a crash does not lose it. */
export interface ScriptDraft {
  body: string;
  /** The version the edit started from: saving it later is refused if another version came since. */
  baseVersionId: string;
}

const keyOf = (scriptId: string) => `scriptvoice:script-draft:${scriptId}`;

const isDraft = (value: unknown): value is ScriptDraft =>
  typeof value === 'object' && value !== null && typeof (value as ScriptDraft).body === 'string' && typeof (value as ScriptDraft).baseVersionId === 'string';

export const readDraft = (scriptId: string): ScriptDraft | null => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(scriptId)) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
};

export const writeDraft = (scriptId: string, draft: ScriptDraft) => {
  try {
    sessionStorage.setItem(keyOf(scriptId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the editor still holds the text and autosave still runs.
  }
};

export const clearDraft = (scriptId: string) => {
  try {
    sessionStorage.removeItem(keyOf(scriptId));
  } catch {
    // Nothing was stored.
  }
};
