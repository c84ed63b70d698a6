import { ArrowFinder, type Cue, CueCollector, forEachLine, isBlank, parseTiming } from './captions';

const isDigits = (line: string) => /^\s*\d+\s*$/.test(line);

/**
 * Parses SubRip captions into cues in one pass over the lines: cue numbers and timings are dropped, and a cue
 * number that follows text without a blank line is recognised by the timing line after it. Lenient about
 * `.` or `,` before milliseconds, missing hours and trailing coordinates.
 */
export const parseSrt = (text: string): Cue[] => parseSrtWithTimings(text).cues;

/** parseSrt, also telling whether the file had any timing line at all (else it is plain text). */
export const parseSrtWithTimings = (text: string): { cues: Cue[]; timings: number } => {
  const collector = new CueCollector();
  const arrows = new ArrowFinder(text);
  let timings = 0;
  let current: { start: number; end: number; lines: string[] } | null = null;
  const finish = () => {
    if (current) collector.add(current.start, current.end, current.lines);
    current = null;
  };
  forEachLine(text, (from, to) => {
    if (isBlank(text, from, to)) {
      finish();
      return;
    }
    const arrow = arrows.find(from, to);
    const timing = arrow >= 0 ? parseTiming(text, from, to, arrow) : null;
    if (timing) {
      timings++;
      const open = current as { lines: string[] } | null;
      if (open && open.lines.length > 0 && isDigits(open.lines.at(-1)!)) open.lines.pop();
      finish();
      current = { start: timing.start, end: timing.end, lines: [] };
    } else if (current) current.lines.push(text.slice(from, to));
  });
  finish();
  return { cues: collector.cues, timings };
};
