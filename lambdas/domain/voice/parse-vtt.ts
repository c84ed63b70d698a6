import { type CaptionFormat, readCaptionFile } from './caption-lines-fast';
import type { Cue } from './cue';

/** What WebVTT says ends a cue and names one. */
export const VTT_FORMAT: CaptionFormat = {
  onlyEmptyLinesEndCues: true,
  // Without a blank line before the timing, a last line with no spaces is read as the next cue's identifier.
  isCueName: (line) => !/\s/.test(line.trim()),
};

/**
 * Parses WebVTT captions into cues in one pass over the lines: the header, NOTE, STYLE and REGION blocks,
 * cue identifiers, timings and cue settings (`align:`, `position:`, `line:`…) are dropped. Only an empty
 * line ends a block, as the format says: auto-captions put lines holding one space inside their cues. A
 * timing line always starts a cue, since no other block may contain `-->`.
 */
export const parseVtt = (text: string): Cue[] => parseVttWithTimings(text).cues;

/** parseVtt, also telling whether the file had any timing line at all (else it is plain text). */
export const parseVttWithTimings = (text: string): { cues: Cue[]; timings: number } => readCaptionFile(text, VTT_FORMAT);
