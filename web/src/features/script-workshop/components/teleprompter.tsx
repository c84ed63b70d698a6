import * as DialogPrimitive from '@radix-ui/react-dialog';
import { AArrowDown, AArrowUp, FlipHorizontal2, Minus, Pause, Play, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { countWords, spokenText } from '@contracts/script-text';
import type { Script } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { useTeleprompterScroll } from '../hooks/use-teleprompter-scroll';
import { WPM_STEP, clampWpm, measuredWpm, readingParagraphs, rememberWpm, rememberedWpm } from '../utils/teleprompter-speed';
import { TEXT_SIZES, rememberTextSize, rememberedTextSize, stepTextSize } from '../utils/teleprompter-text-size';

interface TeleprompterProps {
  markdown: string;
  script: Pick<Script, 'id' | 'word_count' | 'estimated_seconds'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const isButton = (target: EventTarget) => target instanceof Element && target.closest('button') !== null;

/** Seconds counted down, large, before the text starts scrolling from the top. */
export const COUNTDOWN_SECONDS = 3;

type Phase = 'paused' | 'counting' | 'playing';

/** The reading size: the base follows the screen's width, the creator's choice scales it. */
const fontSizeOf = (percent: number) => `calc(clamp(1.75rem, 6.5vw, 3.75rem) * ${percent / 100})`;

const TeleprompterView = ({ markdown, script, onClose }: { markdown: string; script: TeleprompterProps['script']; onClose(): void }) => {
  const paragraphs = useMemo(() => readingParagraphs(spokenText(markdown)), [markdown]);
  const words = useMemo(() => countWords(paragraphs.join(' ')), [paragraphs]);
  const [wpm, setWpm] = useState(() => rememberedWpm(script.id) ?? measuredWpm(script));
  const [textSize, setTextSize] = useState(rememberedTextSize);
  const [phase, setPhase] = useState<Phase>('paused');
  const [count, setCount] = useState(COUNTDOWN_SECONDS);
  const [mirrored, setMirrored] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const playing = phase === 'playing';
  useTeleprompterScroll({ scroller, content, words, wordsPerMinute: wpm, playing, onEnd: () => setPhase('paused') });

  useEffect(() => {
    if (phase !== 'counting') return;
    const tick = setTimeout(() => (count > 1 ? setCount(count - 1) : setPhase('playing')), 1000);
    return () => clearTimeout(tick);
  }, [phase, count]);

  // From the top (the first start, a start over after the end) it counts down first; a resume after a pause goes on at once.
  const playOrPause = () => {
    if (phase !== 'paused') {
      setPhase('paused');
      return;
    }
    const element = scroller.current;
    const end = element ? element.scrollHeight - element.clientHeight : 0;
    const atEnd = element !== null && end > 0 && element.scrollTop >= end - 1;
    if (element && atEnd) {
      element.scrollTop = 0;
      element.dataset.scrollTop = '0';
    }
    if (!element || atEnd || element.scrollTop < 1) {
      setCount(COUNTDOWN_SECONDS);
      setPhase('counting');
    } else setPhase('playing');
  };

  const changeSpeed = (by: number) => {
    const next = clampWpm(wpm + by);
    setWpm(next);
    rememberWpm(script.id, next);
  };
  const changeTextSize = (by: 1 | -1) => {
    const next = stepTextSize(textSize, by);
    setTextSize(next);
    rememberTextSize(next);
  };
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = panel.current;
    let entered = false;
    // Full screen where the browser allows it; the fixed overlay already covers the page where it does not.
    if (element && typeof element.requestFullscreen === 'function') {
      element
        .requestFullscreen()
        .then(() => {
          entered = true;
        })
        .catch(() => undefined);
    }
    // Escape leaves full screen before the page sees the key: leaving full screen closes the teleprompter too.
    const left = () => {
      if (entered && !document.fullscreenElement) close.current();
    };
    document.addEventListener('fullscreenchange', left);
    return () => {
      document.removeEventListener('fullscreenchange', left);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' && !isButton(event.target)) {
      event.preventDefault();
      playOrPause();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      changeSpeed(event.key === 'ArrowUp' ? WPM_STEP : -WPM_STEP);
    }
  };

  const returnFocus = useReturnFocus({
    onOpenAutoFocus: (event) => {
      // Focus on the panel itself, so the first Space plays instead of pressing the first button.
      event.preventDefault();
      panel.current?.focus();
    },
  });

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Content
        ref={panel}
        onKeyDown={onKeyDown}
        {...returnFocus}
        className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white focus:outline-none"
      >
        <DialogPrimitive.Title className="sr-only">Teleprompter</DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          Space plays and pauses; from the top it counts down {COUNTDOWN_SECONDS} seconds first. The up and down arrows change
          the speed by {WPM_STEP} words a minute, Escape closes.
        </DialogPrimitive.Description>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-white/15 px-3 py-2">
          <div role="group" aria-label="Speed" className="flex items-center gap-1">
            <Button variant="ghostInverse" size="icon" aria-label="Slower" onClick={() => changeSpeed(-WPM_STEP)}>
              <Minus aria-hidden />
            </Button>
            <output aria-live="polite" data-testid="teleprompter-wpm" className="min-w-[5.5rem] text-center text-sm font-medium tabular-nums">
              {wpm} wpm
            </output>
            <Button variant="ghostInverse" size="icon" aria-label="Faster" onClick={() => changeSpeed(WPM_STEP)}>
              <Plus aria-hidden />
            </Button>
          </div>
          <div role="group" aria-label="Text size" className="flex items-center gap-1">
            <Button variant="ghostInverse" size="icon" aria-label="Smaller text" disabled={textSize === TEXT_SIZES[0]} onClick={() => changeTextSize(-1)}>
              <AArrowDown aria-hidden />
            </Button>
            <output aria-live="polite" data-testid="teleprompter-text-size" className="min-w-[3.5rem] text-center text-sm font-medium tabular-nums">
              {textSize}%
            </output>
            <Button variant="ghostInverse" size="icon" aria-label="Larger text" disabled={textSize === TEXT_SIZES.at(-1)} onClick={() => changeTextSize(1)}>
              <AArrowUp aria-hidden />
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Button variant="inverse" size="sm" onClick={playOrPause}>
              {phase === 'paused' ? <Play aria-hidden /> : <Pause aria-hidden />}
              {phase === 'paused' ? 'Play' : 'Pause'}
            </Button>
            <Button variant="ghostInverse" size="sm" aria-pressed={mirrored} onClick={() => setMirrored((current) => !current)}>
              <FlipHorizontal2 aria-hidden /> Mirror
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="ghostInverse" size="sm">
                <X aria-hidden /> Close
              </Button>
            </DialogPrimitive.Close>
          </div>
        </div>
        <div className="relative flex min-h-0 flex-1 flex-col">
          <div ref={scroller} data-testid="teleprompter-scroll" data-scroll-top="0" className="relative flex-1 overflow-x-hidden overflow-y-auto">
            <div style={mirrored ? { transform: 'scaleX(-1)' } : undefined} data-testid="teleprompter-text" className="px-4 py-[40vh] sm:px-10">
              <div
                ref={content}
                style={{ fontSize: fontSizeOf(textSize) }}
                className="mx-auto max-w-4xl space-y-[0.8em] leading-snug font-semibold [overflow-wrap:anywhere]"
              >
                {paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
          {phase === 'counting' && (
            <div
              role="timer"
              aria-live="assertive"
              aria-label={`Starting in ${count}`}
              data-testid="teleprompter-countdown"
              className="pointer-events-none absolute inset-0 flex items-center justify-center bg-neutral-950/70 text-[min(45vw,14rem)] leading-none font-bold tabular-nums"
            >
              {count}
            </div>
          )}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
};

/** Full-screen reading of the spoken text alone, scrolling at the creator's speaking rate. */
export const Teleprompter = ({ markdown, script, open, onOpenChange }: TeleprompterProps) => (
  <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
    {open && <TeleprompterView markdown={markdown} script={script} onClose={() => onOpenChange(false)} />}
  </DialogPrimitive.Root>
);
