import { PASSAGE_MAX_LENGTH, REWRITE_MESSAGES } from '@contracts/rewrite';
import { SELECTION_MESSAGES, type SelectedPassage } from '@/lib/markdown-source';

const indicesOf = (haystack: string, needle: string) => {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
};

/**
 * The editor's selection (`start`–`end` of `text`) as a passage of the saved version's markdown. Once saved, the
 * editor's text is the saved one but for what the server sets itself (timing marks, the "about N words" note), so the
 * words are found there by which of their occurrences they are; null when nothing is selected.
 */
export const editorPassage = (text: string, start: number, end: number, saved: string): SelectedPassage | null => {
  const selected = text.slice(start, end);
  if (!selected.trim()) return null;
  if (selected.length > PASSAGE_MAX_LENGTH) return { error: REWRITE_MESSAGES.passageTooLong };
  if (text === saved) return { start, end, text: selected };
  const here = indicesOf(text, selected);
  const there = indicesOf(saved, selected);
  if (!there.length) return { error: REWRITE_MESSAGES.passageMismatch };
  if (here.length !== there.length) return { error: SELECTION_MESSAGES.ambiguous };
  const at = there[here.indexOf(start)]!;
  return { start: at, end: at + selected.length, text: selected };
};
