import { PLACEHOLDER, SOURCE_MARKER, placeholderWords } from './material';

const UNSPOKEN_MARKS = new RegExp(String.raw`[ \t]*(?:${PLACEHOLDER.source}|${SOURCE_MARKER.source})`, 'giu');

/** Counting a script's spoken words, shared by the Lambdas and the web app (the live word count while a script streams). */
export const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Words in plain text: runs of letters and digits, with inner apostrophes and hyphens. */
export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/**
 * The words of a script's markdown that are read aloud: no headings, notes, timing marks, on-screen cues, source
 * markers (`[2]`) or placeholders for what the creator still has to fill in (`[[fill in: …]]`).
 */
export const spokenText = (markdown: string): string =>
  markdown
    .split('\n')
    .filter((line) => !/^\s*#/.test(line) && !/^\s*[*_]*on screen:/i.test(line) && !/^\s*>/.test(line))
    .join('\n')
    .replace(/\[\d+:\d{2}\s*[–-]\s*\d+:\d{2}\]/g, '')
    .replace(UNSPOKEN_MARKS, '')
    .replace(/[*_`]/g, '');

export const spokenWords = (markdown: string): number => countWords(spokenText(markdown));

export const estimatedSeconds = (words: number, wordsPerMinute: number): number => Math.round((words * 60) / wordsPerMinute);

/** `m:ss`, as the timing marks show it. */
export const formatTiming = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A draft's length against its plan: the words it says plus those its placeholders ask the creator for. An offline
 * draft meets the budget this way without a word of filler (issue 30).
 */
export const draftedWords = (markdown: string): number => spokenWords(markdown) + placeholderWords(markdown);
