import fc from 'fast-check';

/** A cue as a test writes it: times in whole milliseconds and the raw lines of its text. */
export interface WrittenCue {
  startMs: number;
  endMs: number;
  lines: string[];
}

// Letters and marks from several scripts, digits and punctuation; no markup characters (< > { } [ ] & -),
// colons (speaker labels) or music notes, which the parser removes on purpose.
const FIRST = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüßñçøåЖжяΩλ中文日本語한국عربي'];
const REST = [...FIRST, ...'0123456789.,!?\'"’;()…', '😀', '𝒜', '\u0301'];

const word = fc
  .tuple(fc.constantFrom(...FIRST), fc.array(fc.constantFrom(...REST), { maxLength: 8 }))
  .map(([first, rest]) => first + rest.join(''));
const line = fc.tuple(fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom(' ', '  ', ' \t ')).map(([words, gap]) => words.join(gap));

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * Consecutive cues the de-duplication would (rightly) merge: a repeated line, a line growing from the last, or
 * (when they overlap in time) the same last and first two words.
 */
const overlaps = (previous: string[], next: string[]) => {
  const before = previous.map(normalised);
  const after = next.map(normalised);
  const tail = before.join(' ').split(' ').slice(-2).map(bare).join(' ');
  const head = after.join(' ').split(' ').slice(0, 2).map(bare).join(' ');
  return after.some((l) => before.includes(l)) || after[0]!.startsWith(before.at(-1)! + ' ') || tail === head;
};

/** Cue lists with increasing start times; cues may overlap each other or leave gaps. */
export const cueLists = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 5000 }),
      duration: fc.integer({ min: 0, max: 8000 }),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((raw) => {
    let start = 0;
    return raw.map(({ gap, duration, lines }) => {
      start += gap;
      return { startMs: start, endMs: start + duration, lines };
    });
  })
  .filter((cues) => cues.every((cue, i) => i === 0 || !overlaps(cues[i - 1]!.lines, cue.lines)));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `hh:mm:ss,mmm` (SRT) or `hh:mm:ss.mmm` / `mm:ss.mmm` (VTT). */
export const formatTime = (ms: number, separator: ',' | '.', withHours = true) => {
  const hours = Math.floor(ms / 3_600_000);
  const clock = `${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
  return withHours || hours > 0 ? `${pad(hours)}:${clock}` : clock;
};

export const toSrt = (cues: WrittenCue[]): string =>
  cues.map((cue, i) => `${i + 1}\n${formatTime(cue.startMs, ',')} --> ${formatTime(cue.endMs, ',')}\n${cue.lines.join('\n')}\n`).join('\n');

export const toVtt = (cues: WrittenCue[], options: { identifiers: boolean; settings: boolean; shortTimes: boolean }): string =>
  'WEBVTT\nKind: captions\nLanguage: en\n\n' +
  cues
    .map(
      (cue, i) =>
        `${options.identifiers ? `cue-${i}\n` : ''}${formatTime(cue.startMs, '.', !options.shortTimes)} --> ${formatTime(cue.endMs, '.', !options.shortTimes)}${options.settings ? ' align:start position:10% line:0' : ''}\n${cue.lines.join('\n')}\n`,
    )
    .join('\n');

/** The text a parser should give back for a cue: its lines joined, whitespace collapsed. */
export const expectedText = (cue: WrittenCue) => normalised(cue.lines.join(' '));

/** Seconds of speech in whole milliseconds: the union of the cues' ranges plus the silences between them of at most `breakMs`. */
export const spokenSeconds = (cues: WrittenCue[], breakMs = 2500): number => {
  const ranges = cues.map((cue) => [cue.startMs, cue.endMs] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let to = -1;
  for (const [start, end] of ranges) {
    if (to >= 0 && start > to && start - to <= breakMs) total += start - to;
    total += Math.max(0, end - Math.max(start, to));
    to = Math.max(to, end);
  }
  return total / 1000;
};
