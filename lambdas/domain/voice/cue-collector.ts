import type { Cue } from './cue';
import { cleanCaptionLine } from './caption-markup';

const OVERLAP_WORDS = 12;
// Aligners leave cues overlapping by a few milliseconds, where a repeat is the speaker's: a sliding window overlaps by seconds.
const OVERLAP_SECONDS = 0.2;

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
