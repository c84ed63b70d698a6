import { ArrowFinder, type Cue, CueCollector, forEachLine, parseTiming } from './captions';

const startsWithWord = (text: string, from: number, to: number, word: string) => {
  if (!text.startsWith(word, from)) return false;
  const next = from + word.length;
  return next === to || text.charCodeAt(next) === 0x20 || text.charCodeAt(next) === 0x09;
};

const isSingleToken = (line: string) => !/\s/.test(line.trim());

/**
 * Parses WebVTT captions into cues in one pass over the lines: the header, NOTE, STYLE and REGION blocks,
 * cue identifiers, timings and cue settings (`align:`, `position:`, `line:`…) are dropped. Only an empty
 * line ends a block, as the format says: auto-captions put lines holding one space inside their cues. A
 * timing line always starts a cue, since no other block may contain `-->`.
 */
export const parseVtt = (text: string): Cue[] => parseVttWithTimings(text).cues;

/** parseVtt, also telling whether the file had any timing line at all (else it is plain text). */
export const parseVttWithTimings = (text: string): { cues: Cue[]; timings: number } => {
  const collector = new CueCollector();
  const arrows = new ArrowFinder(text);
  let timings = 0;
  let state: 'idle' | 'skip' | 'cue' = text.startsWith('WEBVTT') ? 'skip' : 'idle';
  let current: { start: number; end: number; lines: string[] } | null = null;
  const finish = () => {
    if (current) collector.add(current.start, current.end, current.lines);
    current = null;
  };
  forEachLine(text, (from, to) => {
    if (from === to) {
      finish();
      state = 'idle';
      return;
    }
    const arrow = arrows.find(from, to);
    const timing = arrow >= 0 ? parseTiming(text, from, to, arrow) : null;
    if (timing) {
      timings++;
      const open = current as { lines: string[] } | null;
      if (open && open.lines.length > 0 && isSingleToken(open.lines.at(-1)!)) open.lines.pop();
      finish();
      current = { start: timing.start, end: timing.end, lines: [] };
      state = 'cue';
    } else if (state === 'cue') current?.lines.push(text.slice(from, to));
    else if (state === 'idle' && (startsWithWord(text, from, to, 'NOTE') || startsWithWord(text, from, to, 'STYLE') || startsWithWord(text, from, to, 'REGION'))) {
      state = 'skip';
    }
  });
  finish();
  return { cues: collector.cues, timings };
};
