import { ArrowFinder, type Cue, CueCollector, isBlank, parseTiming } from './captions';

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
  const timings = readSrtCues(text, collector);
  return { cues: collector.cues, timings };
};

/**
 * Hands each cue to the collector; returns how many timing lines there were. One step past the end reads as a
 * blank line and closes the last cue, so that nothing follows the loop (docs/voice-engine.md, "Measured performance").
 */
const readSrtCues = (text: string, collector: CueCollector): number => {
  const arrows = new ArrowFinder(text);
  let timings = 0;
  let open = false;
  let start = 0;
  let end = 0;
  let lines: string[] = [];
  const n = text.length;
  for (let from = 0; from <= n + 1; ) {
    let to = from > n ? from : text.indexOf('\n', from);
    if (to === -1) to = n;
    if (isBlank(text, from, to)) {
      if (open) collector.add(start, end, lines);
      open = false;
    } else {
      const arrow = arrows.find(from, to);
      const timing = arrow >= 0 ? parseTiming(text, from, to, arrow) : null;
      if (timing) {
        timings++;
        if (open) {
          if (lines.length > 0 && isDigits(lines.at(-1)!)) lines.pop();
          collector.add(start, end, lines);
        }
        open = true;
        start = timing.start;
        end = timing.end;
        lines = [];
      } else if (open) lines.push(text.slice(from, to));
    }
    from = to + 1;
  }
  return timings;
};
