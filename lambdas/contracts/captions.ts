import { DEFAULT_WORDS_PER_MINUTE } from './limits';
import { countWords, spokenText } from './script-text';

/**
 * A caption file made from the script before the recording exists (issue 34, docs/around-the-draft.md): its spoken
 * words, timed at the creator's rate, so an editor can drop it on a timeline and nudge it to the take. Shared by the
 * web app, which makes the .srt or .vtt from the version on screen.
 */
export const CAPTION_LINE_MAX_LENGTH = 42;
export const CAPTION_MAX_LINES = 2;
/** The pause after a sentence and after a paragraph (a section ends one too), taken out of the script's length. */
export const SENTENCE_PAUSE_MS = 400;
export const PARAGRAPH_PAUSE_MS = 800;
/** Pauses never take more than this share of the length, so words are never squeezed (a script of one-word sentences). */
const MAX_PAUSE_SHARE = 0.2;
/** A cue ends with its sentence once it holds this many characters; a shorter sentence shares its cue with the next. */
const MIN_CUE_LENGTH = 15;

export interface CaptionCue {
  startMs: number;
  endMs: number;
  /** One or two lines of at most 42 characters. */
  lines: string[];
}

interface Token {
  text: string;
  words: number;
  sentenceEnd: boolean;
  paragraphEnd: boolean;
  startMs: number;
  endMs: number;
}

const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;

/** Pieces no longer than a caption line: a longer token (a link, say) is cut, the only case where a word is split. */
const pieces = (token: string): string[] =>
  token.length <= CAPTION_LINE_MAX_LENGTH ? [token] : (token.match(new RegExp(`.{1,${CAPTION_LINE_MAX_LENGTH}}`, 'gsu')) ?? [token]);

/** The spoken text's tokens, paragraph by paragraph: no headings, notes, cues, placeholders, markers, bullets or link syntax. */
const tokensOf = (markdown: string): Omit<Token, 'startMs' | 'endMs'>[] =>
  spokenText(markdown)
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/^\s*[-*+]\s+/, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1'))
        .join(' ')
        .split(/\s+/)
        .filter(Boolean)
        .flatMap(pieces),
    )
    .filter((paragraph) => paragraph.length > 0)
    .flatMap((paragraph) =>
      paragraph.map((text, index) => ({ text, words: countWords(text), sentenceEnd: SENTENCE_END.test(text), paragraphEnd: index === paragraph.length - 1 })),
    );

/** Each token's time: words at an even pace, pauses after sentences and paragraphs, ending at the script's length. */
const timed = (tokens: Omit<Token, 'startMs' | 'endMs'>[], wordsPerMinute: number): Token[] => {
  const words = tokens.reduce((sum, token) => sum + token.words, 0);
  const lengthMs = (words * 60_000) / wordsPerMinute;
  const pauseAfter = tokens.map((token, index): number => (index === tokens.length - 1 ? 0 : token.paragraphEnd ? PARAGRAPH_PAUSE_MS : token.sentenceEnd ? SENTENCE_PAUSE_MS : 0));
  const pauses = pauseAfter.reduce((sum, pause) => sum + pause, 0);
  const scale = pauses > lengthMs * MAX_PAUSE_SHARE ? (lengthMs * MAX_PAUSE_SHARE) / pauses : 1;
  const perWord = (lengthMs - pauses * scale) / words;
  let at = 0;
  return tokens.map((token, index) => {
    const startMs = at;
    at += token.words * perWord;
    const endMs = at;
    at += pauseAfter[index]! * scale;
    return { ...token, startMs, endMs };
  });
};

/** Lines of at most 42 characters, filled in order; null when the words need more than two. */
const wrap = (texts: readonly string[]): string[] | null => {
  const lines: string[] = [];
  for (const text of texts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= CAPTION_LINE_MAX_LENGTH) lines[lines.length - 1] = `${last} ${text}`;
    else lines.push(text);
    if (lines.length > CAPTION_MAX_LINES) return null;
  }
  return lines;
};

/** Two lines as even as they can be (a reader's eye takes in a balanced pair faster than a full line and a stub). */
const balanced = (texts: readonly string[]): string[] => {
  const lines = wrap(texts)!;
  if (lines.length < 2) return lines;
  let best = lines;
  for (let split = 1; split < texts.length; split++) {
    const pair = [texts.slice(0, split).join(' '), texts.slice(split).join(' ')];
    if (pair.every((line) => line.length <= CAPTION_LINE_MAX_LENGTH) && Math.abs(pair[0]!.length - pair[1]!.length) < Math.abs(best[0]!.length - best[1]!.length)) best = pair;
  }
  return best;
};

const cueOf = (tokens: readonly Token[]): CaptionCue | null => {
  const spoken = tokens.filter((token) => token.words > 0);
  if (!spoken.length) return null;
  return { startMs: Math.round(spoken[0]!.startMs), endMs: Math.round(spoken.at(-1)!.endMs), lines: balanced(tokens.map((token) => token.text)) };
};

/**
 * The script's spoken words as caption cues at `wordsPerMinute`: every spoken word once, in order; at most two lines of
 * 42 characters; a cue ends with a paragraph, and with a sentence once it holds 15 characters. The last cue ends at the
 * script's length (its words at that rate), pauses included.
 */
export const captionCues = (markdown: string, wordsPerMinute: number): CaptionCue[] => {
  const tokens = tokensOf(markdown);
  if (!(wordsPerMinute > 0) || !tokens.some((token) => token.words > 0)) return [];
  const cues: CaptionCue[] = [];
  let current: Token[] = [];
  const close = () => {
    const cue = cueOf(current);
    if (cue) cues.push(cue);
    current = [];
  };
  for (const token of timed(tokens, wordsPerMinute)) {
    if (current.length && !wrap([...current, token].map((each) => each.text))) close();
    current.push(token);
    const length = current.reduce((sum, each) => sum + each.text.length + 1, -1);
    if (token.paragraphEnd || (token.sentenceEnd && length >= MIN_CUE_LENGTH)) close();
  }
  close();
  return cues;
};

const twoDigits = (value: number, width = 2) => String(value).padStart(width, '0');

const timestamp = (ms: number, separator: ',' | '.') => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}${separator}${twoDigits(ms % 1000, 3)}`;
};

/** SubRip: numbered cues, `00:00:01,200 --> 00:00:03,400`, a blank line between cues. */
export const toSrt = (cues: readonly CaptionCue[]): string =>
  cues.map((cue, index) => `${index + 1}\n${timestamp(cue.startMs, ',')} --> ${timestamp(cue.endMs, ',')}\n${cue.lines.join('\n')}\n`).join('\n');

const vttText = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT: the header, then cues with `00:00:01.200 --> 00:00:03.400`; &, < and > escaped as the format asks. */
export const toVtt = (cues: readonly CaptionCue[]): string =>
  `WEBVTT\n\n${cues.map((cue) => `${timestamp(cue.startMs, '.')} --> ${timestamp(cue.endMs, '.')}\n${cue.lines.map(vttText).join('\n')}\n`).join('\n')}`;

export type CaptionFormat = 'srt' | 'vtt';

/** The caption file of a script's markdown at its planned rate. */
export const captionFile = (markdown: string, wordsPerMinute: number, format: CaptionFormat): string => {
  const cues = captionCues(markdown, wordsPerMinute);
  return format === 'srt' ? toSrt(cues) : toVtt(cues);
};

/**
 * The rate a script was planned at (its row's `words_per_minute`); a row from before it was kept, its first length's
 * rate, as versions are timed (docs/versions.md).
 */
export const plannedWordsPerMinute = (script: { words_per_minute?: number; word_count: number; estimated_seconds: number }): number =>
  script.words_per_minute ??
  (script.word_count > 0 && script.estimated_seconds > 0 ? Math.round((script.word_count * 60) / script.estimated_seconds) : DEFAULT_WORDS_PER_MINUTE);
