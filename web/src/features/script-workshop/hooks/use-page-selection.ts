import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type SelectedPassage, passageOfSelection } from '@/lib/markdown-source';

/** Long enough for a tap's click to follow its pointer-down, even on a slow phone. */
const HOLD_MS = 1000;

/**
 * What the reader has selected inside `container` (the rendered script), as a passage of `markdown` or why it cannot
 * be one; null with nothing selected there. `holdSelection` goes on the pointer-down of the button that acts on it: a
 * tap on a phone clears the selection before the button's click arrives, and the button must not vanish under it.
 */
export const usePageSelection = (container: RefObject<HTMLElement | null>, markdown: string, enabled: boolean) => {
  const [selected, setSelected] = useState<SelectedPassage | null>(null);
  const holding = useRef(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const read = useCallback(() => {
    if (holding.current) return;
    const element = container.current;
    setSelected(enabled && element ? passageOfSelection(document.getSelection(), element, markdown) : null);
  }, [container, markdown, enabled]);

  useEffect(() => {
    read();
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, [read]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  const holdSelection = useCallback(() => {
    holding.current = true;
    clearTimeout(holdTimer.current);
    holdTimer.current = setTimeout(() => {
      holding.current = false;
      read();
    }, HOLD_MS);
  }, [read]);

  /** Forgets the selection: the dialog took it. */
  const clear = useCallback(() => {
    clearTimeout(holdTimer.current);
    holding.current = false;
    document.getSelection()?.removeAllRanges();
    setSelected(null);
  }, []);

  return { selected, holdSelection, clear };
};
