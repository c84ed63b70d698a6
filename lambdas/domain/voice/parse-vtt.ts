import { ArrowFinder, type Cue, CueCollector, parseTiming } from './captions';

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
  const timings = readVttCues(text, collector);
  return { cues: collector.cues, timings };
};

/**
 * Hands each cue to the collector; returns how many timing lines there were. One step past the end reads as a
 * blank line and closes the last cue, so that nothing follows the loop (docs/voice-engine.md, "Measured performance").
 */
const readVttCues = (text: string, collector: CueCollector): number => {
  const arrows = new ArrowFinder(text);
  let timings = 0;
  let state: 'idle' | 'skip' | 'cue' = text.startsWith('WEBVTT') ? 'skip' : 'idle';
  let start = 0;
  let end = 0;
  let lines: string[] = [];
  const n = text.length;
  for (let from = 0; from <= n + 1; ) {
    let to = from > n ? from : text.indexOf('\n', from);
    if (to === -1) to = n;
    if (from === to) {
      if (state === 'cue') collector.add(start, end, lines);
      state = 'idle';
    } else {
      const arrow = arrows.find(from, to);
      const timing = arrow >= 0 ? parseTiming(text, from, to, arrow) : null;
      if (timing) {
        timings++;
        if (state === 'cue') {
          if (lines.length > 0 && isSingleToken(lines.at(-1)!)) lines.pop();
          collector.add(start, end, lines);
        }
        state = 'cue';
        start = timing.start;
        end = timing.end;
        lines = [];
      } else if (state === 'cue') lines.push(text.slice(from, to));
      else if (state === 'idle' && (startsWithWord(text, from, to, 'NOTE') || startsWithWord(text, from, to, 'STYLE') || startsWithWord(text, from, to, 'REGION'))) {
        state = 'skip';
      }
    }
    from = to + 1;
  }
  return timings;
};
