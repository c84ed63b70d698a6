import { type CaptionFormat, readCaptionFile } from './caption-lines-fast';
import type { Cue } from './cue';

/** What SubRip says ends a cue and names one. */
export const SRT_FORMAT: CaptionFormat = {
  onlyEmptyLinesEndCues: false,
  isCueName: (line) => /^\s*\d+\s*$/.test(line),
};

/**
 * Parses SubRip captions into cues in one pass over the lines: cue numbers and timings are dropped, and a cue
 * number that follows text without a blank line is recognised by the timing line after it. Lenient about
 * `.` or `,` before milliseconds, missing hours and trailing coordinates.
 */
export const parseSrt = (text: string): Cue[] => parseSrtWithTimings(text).cues;

/** parseSrt, also telling whether the file had any timing line at all (else it is plain text). */
export const parseSrtWithTimings = (text: string): { cues: Cue[]; timings: number } => readCaptionFile(text, SRT_FORMAT);
