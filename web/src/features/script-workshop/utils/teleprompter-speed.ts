import type { Script } from '@contracts/scripts';

export const DEFAULT_WPM = 150;
export const MIN_WPM = 60;
export const MAX_WPM = 300;
export const WPM_STEP = 10;

/** Each script's speed under a key of its own; the one key every script shared before is no longer read. */
const storageKey = (scriptId: string) => `scriptvoice:teleprompter-wpm:${scriptId}`;
const SHARED_KEY = 'scriptvoice:teleprompter-wpm';

export const clampWpm = (wpm: number) => Math.min(MAX_WPM, Math.max(MIN_WPM, Math.round(wpm)));

/** The creator's speaking rate as the script was timed with it: its words over its estimated length. */
export const measuredWpm = (script: Pick<Script, 'word_count' | 'estimated_seconds'>): number =>
  script.word_count > 0 && script.estimated_seconds > 0 ? clampWpm((script.word_count * 60) / script.estimated_seconds) : DEFAULT_WPM;

/** The speed chosen last time for this script, if any: a script never read yet starts at the measured rate. */
export const rememberedWpm = (scriptId: string): number | null => {
  try {
    const stored = Number(localStorage.getItem(storageKey(scriptId)));
    return Number.isFinite(stored) && stored > 0 ? clampWpm(stored) : null;
  } catch {
    return null;
  }
};

export const rememberWpm = (scriptId: string, wpm: number) => {
  try {
    localStorage.setItem(storageKey(scriptId), String(wpm));
    // The speed once shared by every script: nothing reads it now, so it is not left behind in the browser.
    localStorage.removeItem(SHARED_KEY);
  } catch {
    // Not remembered in a private window with storage blocked; the speed still applies now.
  }
};

/** The script's text as paragraphs to read aloud: the lines of spoken text, blank runs collapsed. */
export const readingParagraphs = (spoken: string): string[] =>
  spoken
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
