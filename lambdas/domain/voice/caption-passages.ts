import type { Cue } from './cue';
import { readCue } from './caption-cue-words-fast';
import { type Boundaries, MARK_STRENGTH, type Reading, bareWord, startsLower } from './caption-sentence-ends';
import { SUBJECT_PRONOUNS } from './lexicon';
import { CAPTION_PASSAGE_WORDS, MAX_PASSAGE_CHARACTERS, MAX_PASSAGES_PER_DOCUMENT, spreadEvenly } from './passage-policy';

// The caption window of passage-policy.ts, by short names.
const { min: MIN_WORDS, target: TARGET_WORDS, max: MAX_WORDS } = CAPTION_PASSAGE_WORDS;
const MAX_CHARACTERS = MAX_PASSAGE_CHARACTERS;
const MAX_PASSAGES = MAX_PASSAGES_PER_DOCUMENT;
// Pauses are capped below a sentence mark (MARK_STRENGTH): punctuation, where there is some, decides.
const PAUSE_CAP = 2.5;
// Nearer the target length only breaks ties between pauses a few hundredths of a second apart.
const LENGTH_WEIGHT = 0.05;
// Ending on one of these words is ending mid-sentence, whatever the pause ("and I went to the | ...").
const NO_END_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'into',
  'onto', 'than', 'as', 'if', 'because', 'although', 'though', 'whether', 'my', 'your', 'our', 'their', 'its',
  "i'm", "you're", "we're", "they're", 'very', 'um', 'uh', 'er', 'erm', ...SUBJECT_PRONOUNS,
]);
// Speech starts sentences with discourse markers and hardly ever with a relative or a comparative: English
// grammar, not any one speaker's habit. These only tip the choice between places of about the same pause.
const STARTER_WORDS: ReadonlySet<string> = new Set(['so', 'now', 'okay', 'ok', 'well', 'anyway', 'alright', 'yeah', 'right']);
const CONTINUING_WORDS: ReadonlySet<string> = new Set(['which', 'who', 'whom', 'whose', 'that', 'or', 'nor', 'than', 'to', 'of', 'is', 'are', 'was', 'were']);
const STARTER_BONUS = 0.3;
const CONTINUING_PENALTY = 0.5;

/** The gap most cues leave before the next: a captioning tool's fixed spacing (0, 0.1 s, 0.2 s), not a pause. */
const baselineGap = (cues: readonly Cue[]): number => {
  if (cues.length < 2) return 0;
  const gaps = new Float64Array(cues.length - 1);
  for (let k = 1; k < cues.length; k++) gaps[k - 1] = Math.max(0, cues[k]!.start - cues[k - 1]!.end);
  gaps.sort();
  return gaps[Math.floor(gaps.length / 4)]!;
};

/**
 * Every place a sentence may end, with how strongly the captions say one does: a sentence mark inside or at the
 * end of a cue, and between cues the pause beyond the file's usual gap. One pass over the cues' characters.
 */
const findBoundaries = (cues: readonly Cue[], baseline: number): { boundaries: Boundaries; words: number } => {
  const boundaries: Boundaries = { word: [], cue: [], offset: [], strength: [] };
  const reading: Reading = { words: 0, endedSentence: false, lastFrom: 0, lastTo: 0 };
  let lastWord = '';
  for (let k = 0; k < cues.length; k++) {
    const text = cues[k]!.text;
    if (k > 0) {
      const pause = Math.min(PAUSE_CAP, Math.max(0, cues[k]!.start - cues[k - 1]!.end - baseline));
      const marked = reading.endedSentence && !startsLower(text, 0);
      let strength = (marked ? MARK_STRENGTH : 0) + pause;
      if (!marked) {
        const space = text.indexOf(' ');
        const firstWord = bareWord(text, 0, space === -1 ? text.length : space);
        if (NO_END_WORDS.has(lastWord)) strength -= PAUSE_CAP + 1;
        if (STARTER_WORDS.has(firstWord)) strength += STARTER_BONUS;
        else if (CONTINUING_WORDS.has(firstWord)) strength -= CONTINUING_PENALTY;
      }
      boundaries.word.push(reading.words);
      boundaries.cue.push(k);
      boundaries.offset.push(0);
      boundaries.strength.push(strength);
    }
    reading.lastTo = 0;
    readCue(text, k, boundaries, reading);
    if (reading.lastTo > 0) lastWord = bareWord(text, reading.lastFrom, reading.lastTo);
  }
  return { boundaries, words: reading.words };
};

/** Where each passage ends, as indices into the boundaries (the last passage ends at the end of the captions). */
const chooseEnds = (boundaries: Boundaries, words: number): number[] => {
  const ends: number[] = [];
  const count = boundaries.word.length;
  let startWord = 0;
  let next = 0;
  while (words - startWord > MAX_WORDS) {
    while (next < count && boundaries.word[next]! - startWord < MIN_WORDS) next++;
    let best = -1;
    let bestScore = -Infinity;
    for (let b = next; b < count && boundaries.word[b]! - startWord <= MAX_WORDS; b++) {
      if (words - boundaries.word[b]! < MIN_WORDS) break;
      const score = boundaries.strength[b]! - (LENGTH_WEIGHT * Math.abs(boundaries.word[b]! - startWord - TARGET_WORDS)) / TARGET_WORDS;
      if (score > bestScore) {
        best = b;
        bestScore = score;
      }
    }
    // One cue of more than 80 words leaves nothing in the window: end at the first place after it.
    if (best < 0) best = next;
    if (best >= count) break;
    ends.push(best);
    startWord = boundaries.word[best]!;
    next = best + 1;
  }
  return ends;
};

/** The captions' text from (cue a, offset a) to (cue b, offset b), spaces between cues, capped in length. */
const textBetween = (cues: readonly Cue[], fromCue: number, fromOffset: number, toCue: number, toOffset: number): string => {
  const parts: string[] = [];
  let length = 0;
  for (let k = fromCue; k <= toCue && k < cues.length && length < MAX_CHARACTERS; k++) {
    const text = cues[k]!.text;
    const part = text.slice(k === fromCue ? fromOffset : 0, k === toCue ? toOffset : text.length).trim();
    if (part) {
      parts.push(part);
      length += part.length + 1;
    }
  }
  return parts.join(' ').slice(0, MAX_CHARACTERS).trim();
};

interface Range {
  fromCue: number;
  fromOffset: number;
  toCue: number;
  toOffset: number;
}

/** The passages' ranges over all of `cues`, one after another from the first word to the last. */
const passageRanges = (cues: readonly Cue[], baseline: number): Range[] => {
  const { boundaries, words } = findBoundaries(cues, baseline);
  if (words === 0) return [];
  const ends = chooseEnds(boundaries, words);
  const ranges: Range[] = [];
  let fromCue = 0;
  let fromOffset = 0;
  for (const end of [...ends, -1]) {
    const toCue = end < 0 ? cues.length - 1 : boundaries.cue[end]!;
    const toOffset = end < 0 ? cues[toCue]!.text.length : boundaries.offset[end]!;
    // A boundary at a cue's start ends the passage with the previous cue.
    ranges.push(toOffset === 0 ? { fromCue, fromOffset, toCue: toCue - 1, toOffset: cues[toCue - 1]!.text.length } : { fromCue, fromOffset, toCue, toOffset });
    fromCue = toCue;
    fromOffset = toOffset;
  }
  return ranges;
};

// A long file's passages come from MAX_PASSAGES evenly spread windows, each read on its own, so the work stops
// growing with the file: above this many characters (about 70,000 words, eight hours of speech), in at least
// this many cues so that the windows start at different cues. Each window holds about three passages' words (a
// cue of more is cut short): its first passage starts wherever the window does, its second between two sentences.
const WHOLE_FILE_CHARACTERS = 400_000;
const WINDOWED_MIN_CUES = 10 * MAX_PASSAGES;
const WINDOW_CHARACTERS = 3 * MAX_WORDS * 7;

const textLength = (cues: readonly Cue[]): number => {
  let length = 0;
  for (const cue of cues) length += cue.text.length + 1;
  return length;
};

const windowAt = (cues: readonly Cue[], first: number): Cue[] => {
  const window: Cue[] = [];
  for (let k = first, length = 0; k < cues.length && length < WINDOW_CHARACTERS; k++) {
    const cue = cues[k]!;
    const room = WINDOW_CHARACTERS - length;
    window.push(cue.text.length <= room ? cue : { ...cue, text: cue.text.slice(0, room) });
    length += cue.text.length + 1;
  }
  return window;
};

const windowPassages = (cues: readonly Cue[], baseline: number): string[] => {
  const passages: string[] = [];
  for (let k = 0; k < MAX_PASSAGES; k++) {
    const window = windowAt(cues, Math.floor((k * cues.length) / MAX_PASSAGES));
    const ranges = passageRanges(window, baseline);
    // The second passage both starts and ends at a chosen place; at the very end of the file the last may have to do.
    const range = ranges.length >= 3 ? ranges[1] : ranges.at(-1);
    const passage = range ? textBetween(window, range.fromCue, range.fromOffset, range.toCue, range.toOffset) : '';
    if (passage) passages.push(passage);
  }
  return passages;
};

/**
 * Passages of captions (about 40–120 words, at most 200 spread evenly) that start and end where a sentence
 * does. Captions without punctuation say where sentences end by their pauses: each passage ends at the
 * strongest place in its window, a sentence mark first, else the longest pause beyond the file's usual gap
 * between cues, never after a word that cannot end a sentence ("the", "and", "to"). Linear in the captions.
 */
export const captionPassages = (cues: readonly Cue[]): string[] => {
  const baseline = baselineGap(cues);
  if (cues.length >= WINDOWED_MIN_CUES && textLength(cues) > WHOLE_FILE_CHARACTERS) return windowPassages(cues, baseline);
  const ranges = passageRanges(cues, baseline);
  return spreadEvenly(ranges, MAX_PASSAGES).map((range) => textBetween(cues, range.fromCue, range.fromOffset, range.toCue, range.toOffset)).filter((passage) => passage.length > 0);
};
