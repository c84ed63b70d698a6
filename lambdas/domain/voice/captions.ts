/** One caption cue: its time range in seconds and its spoken text (tags, labels and repeats removed). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

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

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['lrm', ''],
  ['rlm', ''],
  ['hellip', '…'],
  ['mdash', '—'],
  ['ndash', '–'],
  ['rsquo', '’'],
  ['lsquo', '‘'],
  ['rdquo', '”'],
  ['ldquo', '“'],
]);

const isEntityCharacter = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 0x23;

const decodeEntity = (text: string, at: number): { value: string; length: number } | null => {
  const limit = Math.min(text.length, at + 12);
  let i = at + 1;
  while (i < limit && isEntityCharacter(text.charCodeAt(i))) i++;
  if (i >= limit || text.charCodeAt(i) !== 0x3b) return null;
  const name = text.slice(at + 1, i);
  const length = i - at + 1;
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    return { value: String.fromCodePoint(code), length };
  }
  const value = ENTITIES.get(name);
  return value === undefined ? null : { value, length };
};

const isTagStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 0x2f || c === 0x2e;

/** Index of `close` after `from` on the line, or -1 when `open` comes first: each character is looked at once. */
const closing = (line: string, from: number, open: number, close: number): number => {
  for (let j = from; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === close) return j;
    if (c === open) return -1;
  }
  return -1;
};

/** One past the `close` that ends the markup opened at `i`, or -1 when another `open` comes first. */
const closedAt = (line: string, i: number, open: number, close: number): number => {
  const j = closing(line, i + 1, open, close);
  return j >= 0 ? j + 1 : -1;
};

// Markup as collectSpeech reads it: a tag closed before another opens, an ASS override, a label, an entity's shape.
const MARKUP_AHEAD = /<[\dA-Za-z/.][^<>]*>|\{\\[^{}]*\}|\[[^[\]]*\]|&[\dA-Za-z#]{0,10};/g;
// Markup is often dense ("<i>x</i>") and a search is a call: the regular expression only takes over once this many
// characters in a row held none, then runs natively to the next (10 MB of "<a<a<a" or "<<<<" in tens of ms, not 200).
const PLAIN_RUN = 16;

/** Index of the first markup at or after `from` (an entity there may still not decode), or the line's length. */
const nextMarkup = (line: string, from: number): number => {
  MARKUP_AHEAD.lastIndex = from;
  return MARKUP_AHEAD.exec(line)?.index ?? line.length;
};

const MARKUP = /[<{&[>♪♫]/;
const SPEAKER_LABEL = /^[A-Z][A-Z0-9 .'’-]{0,30}:\s/;

// Two spaces, a tab or a no-break space: `includes` finds them natively, where a regular expression walked a 10 MB line.
const needsCollapsing = (line: string) => line.includes('  ') || line.includes('\t') || line.includes('\u00a0');

const collapse = (line: string): string => {
  const trimmed = line.trim();
  return needsCollapsing(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
};

/** Drops what marks a speaker rather than speech: `>>`, a leading dash, an upper-case `NAME:` label. */
const withoutSpeaker = (line: string): string => {
  let clean = line;
  if (clean.startsWith('>>')) clean = clean.slice(2).trimStart();
  const first = clean.charCodeAt(0);
  if ((first === 0x2d || first === 0x2013 || first === 0x2014) && clean.charCodeAt(1) === 0x20) clean = clean.slice(2);
  const initial = clean.charCodeAt(0);
  if (initial >= 65 && initial <= 90 && clean.charCodeAt(1) >= 65 && clean.charCodeAt(1) <= 90) {
    const label = SPEAKER_LABEL.exec(clean);
    if (label) clean = clean.slice(label[0].length);
  }
  return clean;
};

/**
 * The spoken text of one caption line: tags (`<i>`, `<font …>`, `<c.colour>`, `<v Speaker>`, karaoke
 * `<00:00:01.000>`), ASS overrides (`{\an8}`), sound labels (`[Music]`), speaker labels and dashes removed,
 * entities decoded, whitespace collapsed. Lines of song lyrics (♪) are dropped. Linear in the line's length.
 */
export const cleanCaptionLine = (line: string): string => {
  if (!MARKUP.test(line)) return withoutSpeaker(collapse(line));
  if (line.includes('♪') || line.includes('♫')) return '';
  const parts: string[] = [];
  const tail = collectSpeech(line, parts);
  if (tail < line.length) parts.push(line.slice(tail));
  return withoutSpeaker(collapse(parts.length === 1 ? parts[0]! : parts.join('')));
};

/**
 * Pushes the line's text up to its last markup onto `parts` (entities decoded, the rest of the markup left out) and
 * returns where the text after it starts. Nothing but the return follows the loop (docs/voice-engine.md, "Measured
 * performance": a one-line 10 MB file runs it once).
 */
const collectSpeech = (line: string, parts: string[]): number => {
  let runStart = 0;
  let plain = 0;
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    let skipTo = -1;
    let replacement = '';
    if (c === 0x3c && isTagStart(line.charCodeAt(i + 1))) skipTo = closedAt(line, i, 0x3c, 0x3e);
    else if (c === 0x7b && line.charCodeAt(i + 1) === 0x5c) skipTo = closedAt(line, i, 0x7b, 0x7d);
    else if (c === 0x5b) skipTo = closedAt(line, i, 0x5b, 0x5d);
    else if (c === 0x26) {
      const entity = decodeEntity(line, i);
      if (entity) {
        skipTo = i + entity.length;
        replacement = entity.value;
      }
    }
    if (skipTo < 0) {
      i = ++plain === PLAIN_RUN ? nextMarkup(line, i + 1) : i + 1;
      if (plain === PLAIN_RUN) plain = 0;
      continue;
    }
    plain = 0;
    if (i > runStart) parts.push(line.slice(runStart, i));
    if (replacement) parts.push(replacement);
    i = skipTo;
    runStart = i;
  }
  return runStart;
};

/**
 * Collects cues as a parser finds them, removing repeats: rolling auto-captions show the previous line again
 * at the top of each cue (and sometimes as a cue of its own), or grow one line word by word.
 */
export class CueCollector {
  readonly cues: Cue[] = [];
  private previous: string[] = [];

  add(start: number, end: number, rawLines: readonly string[]): void {
    const lines: string[] = [];
    for (const raw of rawLines) {
      const clean = cleanCaptionLine(raw);
      if (clean) lines.push(clean);
    }
    const previous = this.previous;
    this.previous = lines;
    // A cue left without words adds nothing: it only makes the lines before it no longer the previous cue's.
    if (lines.length === 0) return;
    let overlap = 0;
    // A bounded overlap keeps a cue of a million lines linear.
    for (let k = Math.min(3, previous.length, lines.length); k >= 1 && overlap === 0; k--) {
      let same = true;
      for (let m = 0; m < k && same; m++) same = lines[m] === previous[previous.length - k + m];
      if (same) overlap = k;
    }
    const kept = lines.slice(overlap);
    const last = previous.at(-1);
    const head = kept[0];
    if (overlap === 0 && last && head !== undefined && head.charCodeAt(last.length) === 0x20 && head.startsWith(last)) kept[0] = head.slice(last.length + 1);
    let text = kept.length === 1 ? kept[0]! : kept.join(' ');
    const before = this.cues.at(-1);
    if (text && before && start < before.end - OVERLAP_SECONDS) text = withoutRepeatedHead(before.text, text);
    if (text) this.cues.push({ start, end, text });
  }
}

const OVERLAP_WORDS = 12;
// Aligners leave cues overlapping by a few milliseconds, where a repeat is the speaker's: a sliding window overlaps by seconds.
const OVERLAP_SECONDS = 0.2;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** A word as compared across cues: lower case, without the marks around it ("Bread," and "bread" meet). */
const comparable = (word: string): string => {
  let from = 0;
  let to = word.length;
  while (from < to && !WORD_CHARACTER.test(word[from]!)) from++;
  while (to > from && !WORD_CHARACTER.test(word[to - 1]!)) to--;
  return word.slice(from, to).toLowerCase();
};

/** The last `count` space-separated words of a text, found from its end so a long text costs nothing more. */
const tailWords = (text: string, count: number): string[] => {
  let cut = text.length;
  for (let k = 0; k < count && cut > 0; k++) cut = text.lastIndexOf(' ', cut - 1);
  return text.slice(cut + 1).split(' ');
};

const headWords = (text: string, count: number): string[] => {
  let cut = -1;
  for (let k = 0; k < count && cut < text.length; k++) {
    const next = text.indexOf(' ', cut + 1);
    cut = next === -1 ? text.length : next;
  }
  return text.slice(0, cut).split(' ');
};

/**
 * A cue that starts before the previous one ends and repeats its last words (a sliding window of captions, two
 * karaoke lines sharing words) keeps only what is new: time overlaps are counted once, so words must be too.
 * Two words at least, so a word said twice across cues ("very, very") is kept.
 */
const withoutRepeatedHead = (previous: string, text: string): string => {
  const tail = tailWords(previous, OVERLAP_WORDS).map(comparable);
  const head = headWords(text, OVERLAP_WORDS).map(comparable);
  for (let k = Math.min(tail.length, head.length); k >= 2; k--) {
    let same = true;
    for (let m = 0; m < k && same; m++) same = head[m] === tail[tail.length - k + m] && head[m] !== '';
    if (!same) continue;
    let cut = -1;
    for (let m = 0; m < k; m++) {
      cut = text.indexOf(' ', cut + 1);
      if (cut === -1) return '';
    }
    return text.slice(cut + 1);
  }
  return text;
};

/**
 * A silence longer than this between cues is a break (applause, music, an interpreter, an edit), not a pause in
 * speech. Measured on the caption corpus (5 recorded talks, 4,300 gaps): the gaps' density falls steadily from
 * 0.5 s (pauses between phrases and sentences) to about 2.8 s and is flat beyond (breaks of any length); moving
 * the cut-off between 2 and 3 s changes the rate of four talks of five by under 0.5%.
 */
export const BREAK_SECONDS = 2.5;

/**
 * Seconds of speech: from the first cue to the last, overlaps counted once, pauses between cues included (the
 * speaker was still talking) and breaks longer than BREAK_SECONDS left out. Reading a script at the resulting
 * rate takes as long as the speaker talks, pauses included.
 */
export const speechSeconds = (cues: readonly Cue[]): number => {
  let sorted = true;
  for (let k = 1; k < cues.length && sorted; k++) sorted = cues[k]!.start >= cues[k - 1]!.start;
  const ordered = sorted ? cues : [...cues].sort((a, b) => a.start - b.start);
  let total = 0;
  let from = -1;
  let to = -1;
  for (const cue of ordered) {
    if (cue.start > to) {
      total += to - from;
      // Timings are parsed from milliseconds, so 5.384 - 2.884 is 2.5000000000000004: compare to the millisecond.
      if (from >= 0 && cue.start - to <= BREAK_SECONDS + 0.0005) total += cue.start - to;
      from = cue.start;
      to = cue.end;
    } else if (cue.end > to) to = cue.end;
  }
  return total + (to - from);
};

/** The cues' text as one transcript, for sentence analysis across cue boundaries. */
export const transcriptOf = (cues: readonly Cue[]): string => cues.map((cue) => cue.text).join(' ');
