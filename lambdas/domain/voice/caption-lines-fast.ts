import { ArrowFinder, isBlank, parseTiming } from './caption-timing';
import type { Cue } from './cue';
import { CueCollector } from './cue-collector';

/** What SRT and VTT disagree on when read line by line; everything else is one reader. */
export interface CaptionFormat {
  /** VTT: only an empty line ends a cue, as the format says (auto-captions put lines holding one space inside cues). SRT: any blank line. */
  readonly onlyEmptyLinesEndCues: boolean;
  /** The line just before a timing line that names the next cue instead of being said: SRT's number, VTT's identifier. */
  readonly isCueName: (line: string) => boolean;
}

/**
 * The cues of an SRT or VTT file, and how many timing lines it had (none: the file is plain text after all). One pass
 * over the lines: a timing line opens a cue, a blank line closes it, any other line inside a cue is its text, and every
 * line outside a cue is skipped (the VTT header, NOTE, STYLE and REGION blocks, cue names before their timing). A cue
 * name that follows text without a blank line is recognised by the timing line after it.
 */
export const readCaptionFile = (text: string, format: CaptionFormat): { cues: Cue[]; timings: number } => {
  const collector = new CueCollector();
  const timings = readCueLines(text, format, collector);
  return { cues: collector.cues, timings };
};

/**
 * The reader's loop, shaped for the optimiser (docs/voice-engine.md, "Fast paths"; caption-lines-reference.ts says
 * the same plainly): lines found with indexOf, not split into an array, and one step past the end read as a blank
 * line that closes the last cue, so that nothing but the return follows the loop.
 */
const readCueLines = (text: string, { onlyEmptyLinesEndCues, isCueName }: CaptionFormat, collector: CueCollector): number => {
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
    if (onlyEmptyLinesEndCues ? from === to : isBlank(text, from, to)) {
      if (open) collector.add(start, end, lines);
      open = false;
    } else {
      const arrow = arrows.find(from, to);
      const timing = arrow >= 0 ? parseTiming(text, from, to, arrow) : null;
      if (timing) {
        timings++;
        if (open) {
          if (lines.length > 0 && isCueName(lines.at(-1)!)) lines.pop();
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
