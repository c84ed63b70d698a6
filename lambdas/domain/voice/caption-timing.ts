// Timing lines of SRT and VTT (`00:01:02,500 --> 00:01:04.000 align:start`), read without regular expressions or
// objects per timestamp: a million empty cues is one of the U3 files.

/** True when text[from, to) holds only whitespace. */
export const isBlank = (text: string, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0xa0 && c !== 0xfeff) return false;
  }
  return true;
};

const POWERS_OF_TEN = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

// Index just after the last number read: a scratch register that spares an object per timestamp.
let cursor = 0;

const digitsAt = (text: string, i: number, end: number): number => {
  let value = -1;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    value = (value < 0 ? 0 : value * 10) + (c - 48);
    i++;
  }
  cursor = i;
  return value;
};

/** Reads `[hh:]mm:ss[.,]fff` at `i`; returns seconds (or -1) and leaves the index after it in `cursor`. */
const readTime = (text: string, i: number, end: number): number => {
  while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  let seconds = 0;
  let groups = 0;
  for (;;) {
    const value = digitsAt(text, i, end);
    if (value < 0 || cursor - i > 9) return -1;
    seconds = seconds * 60 + value;
    groups++;
    i = cursor;
    if (groups < 3 && i < end && text.charCodeAt(i) === 0x3a) i++;
    else break;
  }
  if (groups < 2) return -1;
  if (i < end && (text.charCodeAt(i) === 0x2e || text.charCodeAt(i) === 0x2c)) {
    const from = i + 1;
    const fraction = digitsAt(text, from, end);
    if (fraction < 0 || cursor - from > 9) return -1;
    // One division of whole numbers, so 00:00:08,694 is exactly 8.694 rather than 8 + 0.694. A table, not
    // `10 **`: the power was most of the time spent on a file of a million cues.
    const scale = POWERS_OF_TEN[cursor - from]!;
    seconds = (seconds * scale + fraction) / scale;
    i = cursor;
  }
  cursor = i;
  return seconds;
};

/** Finds `-->` on a line, remembering the next occurrence so that scanning a whole file stays linear. */
export class ArrowFinder {
  private next = -2;
  constructor(private readonly text: string) {}
  /** Index of `-->` within [from, to), or -1. */
  find(from: number, to: number): number {
    if (this.next !== -1 && this.next < from) this.next = this.text.indexOf('-->', from);
    return this.next !== -1 && this.next < to ? this.next : -1;
  }
}

/** Parses a timing line `start --> end [settings]` within [from, to); null when it is not one. */
export const parseTiming = (text: string, from: number, to: number, arrow: number): { start: number; end: number } | null => {
  const start = readTime(text, from, arrow);
  if (start < 0 || !isBlank(text, cursor, arrow)) return null;
  const end = readTime(text, arrow + 3, to);
  if (end < 0) return null;
  const after = cursor;
  if (after < to && text.charCodeAt(after) !== 0x20 && text.charCodeAt(after) !== 0x09) return null;
  return { start, end: Math.max(start, end) };
};
