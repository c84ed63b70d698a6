import { type RefObject, useEffect, useRef } from 'react';

interface ScrollOptions {
  scroller: RefObject<HTMLElement | null>;
  /** The text block: its height over its words gives the pixels a word takes. */
  content: RefObject<HTMLElement | null>;
  words: number;
  wordsPerMinute: number;
  playing: boolean;
  /** The end was reached. */
  onEnd(): void;
}

/**
 * Scrolls at the speaking rate with requestAnimationFrame: pixels per second = (text height / words) × wpm / 60,
 * measured every frame so a resize or rotation keeps the pace. The position lives in a float, as scrollTop rounds;
 * a scroll by hand moves it. The element's `data-scroll-top` mirrors it for tests and tools.
 */
export const useTeleprompterScroll = ({ scroller, content, words, wordsPerMinute, playing, onEnd }: ScrollOptions) => {
  const position = useRef(0);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    const element = scroller.current;
    if (!playing || !element) return;
    position.current = element.scrollTop;
    let frame = 0;
    let last: number | null = null;
    const step = (now: number) => {
      const elapsed = last === null ? 0 : (now - last) / 1000;
      last = now;
      if (Math.abs(element.scrollTop - Math.round(position.current)) > 2) position.current = element.scrollTop;
      const pixelsPerWord = (content.current?.offsetHeight ?? 0) / Math.max(1, words);
      const end = element.scrollHeight - element.clientHeight;
      position.current = Math.min(end, position.current + (pixelsPerWord * wordsPerMinute * elapsed) / 60);
      element.scrollTop = position.current;
      element.dataset.scrollTop = String(Math.round(position.current));
      if (end > 0 && position.current >= end) {
        onEndRef.current();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, scroller, content, words, wordsPerMinute]);
};
