import type { WriteOptions } from '../plan-types';

const TICK_MS = 40;

const abortError = () => new DOMException('The writer was stopped', 'AbortError');

/**
 * Hands `text` to `onText` at `wordsPerSecond`, a few words every tick (each piece a word with the spaces after
 * it, so the pieces join into `text` exactly); at 0, or with no listener, in one piece. Rejects once `signal` aborts.
 */
export const streamAtPace = async (text: string, wordsPerSecond: number, { onText, signal }: WriteOptions): Promise<void> => {
  if (signal?.aborted) throw abortError();
  if (!onText) return;
  if (wordsPerSecond <= 0) {
    onText(text);
    return;
  }
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const started = Date.now();
  let sent = 0;
  while (sent < pieces.length) {
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    if (signal?.aborted) throw abortError();
    const due = Math.min(pieces.length, Math.max(sent + 1, Math.floor(((Date.now() - started) / 1000) * wordsPerSecond)));
    onText(pieces.slice(sent, due).join(''));
    sent = due;
  }
};
