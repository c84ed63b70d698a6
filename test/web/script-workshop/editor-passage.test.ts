import { describe, expect, it } from 'vitest';
import { REWRITE_MESSAGES } from '@contracts/rewrite';
import { SELECTION_MESSAGES } from '@/lib/markdown-source';
import { editorPassage } from '@/features/script-workshop/utils/editor-passage';

const EDITOR = '## Hook [0:00–0:10]\n\nSay it once. Say it twice. Say it once.';
// What the server stored: the same text with the timing mark it recomputed.
const SAVED = '## Hook [0:00–0:08]\n\nSay it once. Say it twice. Say it once.';

describe('editorPassage', () => {
  it('is null for an empty or blank selection', () => {
    expect(editorPassage(EDITOR, 5, 5, EDITOR)).toBeNull();
    expect(editorPassage(EDITOR, 19, 21, EDITOR)).toBeNull();
  });

  it('takes the editor offsets as they are when the editor holds the saved text', () => {
    const start = EDITOR.indexOf('Say it twice.');
    expect(editorPassage(EDITOR, start, start + 13, EDITOR)).toEqual({ start, end: start + 13, text: 'Say it twice.' });
  });

  it('finds the same occurrence in the saved text when the server changed other bytes (the second "Say it once." stays the second)', () => {
    const start = EDITOR.lastIndexOf('Say it once.');
    const saved = SAVED.lastIndexOf('Say it once.');
    expect(editorPassage(EDITOR, start, start + 12, SAVED)).toEqual({ start: saved, end: saved + 12, text: 'Say it once.' });
  });

  it('refuses words the saved text does not hold, or holds a different number of times', () => {
    expect(editorPassage('New words. Say it.', 0, 10, 'Say it.')).toEqual({ error: REWRITE_MESSAGES.passageMismatch });
    expect(editorPassage('Say it. Say it.', 0, 7, 'Say it.')).toEqual({ error: SELECTION_MESSAGES.ambiguous });
  });

  it('refuses a selection longer than a passage may be', () => {
    const long = 'word '.repeat(1_200);
    expect(editorPassage(long, 0, long.length, long)).toEqual({ error: REWRITE_MESSAGES.passageTooLong });
  });
});
