import { WORD } from '../../../contracts/script-text';

/** A word of a script's spoken text: where it stands, and the form versions are compared by. */
export interface SpokenWord {
  /** Lower case, with ’ as ': a change of case or apostrophe is not a change of words. */
  key: string;
  start: number;
  end: number;
}

/** A sentence as the indexes of its words: `first` up to, not including, `end`. */
export interface SentenceSpan {
  first: number;
  end: number;
}

/** One version's spoken text cut into words (counted as countWords counts them) and sentences. */
export interface SpokenWords {
  text: string;
  words: SpokenWord[];
  sentences: SentenceSpan[];
}

const SENTENCE_BREAK = /[.!?…\n]/u;
const OPENING_MARKS = /[“‘"'([¿¡]+$/u;
const TRAILING_MARKS = /^\S+/u;

export const wordKey = (word: string) => word.toLowerCase().replace(/’/gu, "'");

/**
 * Cuts spoken text into words and sentences. A sentence ends where the text between two words holds a full stop,
 * question or exclamation mark, an ellipsis or a line break: the way a transcript reads, without guessing at
 * abbreviations.
 */
export const spokenWordsOf = (text: string): SpokenWords => {
  const words: SpokenWord[] = [...text.matchAll(WORD)].map((match) => ({ key: wordKey(match[0]), start: match.index, end: match.index + match[0].length }));
  const sentences: SentenceSpan[] = [];
  let first = 0;
  for (let index = 1; index <= words.length; index++) {
    if (index < words.length && !SENTENCE_BREAK.test(text.slice(words[index - 1]!.end, words[index]!.start))) continue;
    sentences.push({ first, end: index });
    first = index;
  }
  return { text, words, sentences: words.length ? sentences : [] };
};

/** The key of each sentence: its words' keys, so sentences that read the same compare equal. */
export const sentenceKeys = ({ words, sentences }: SpokenWords): string[] =>
  sentences.map(({ first, end }) => words.slice(first, end).map((word) => word.key).join(' '));

/**
 * A sentence as written, with the marks that belong to it: the opening quote or bracket just before its first word,
 * and the punctuation right after its last word up to the next space.
 */
export const sentenceText = ({ text, words }: SpokenWords, { first, end }: SentenceSpan): string => {
  const before = text.slice(first > 0 ? words[first - 1]!.end : 0, words[first]!.start);
  const after = text.slice(words[end - 1]!.end, end < words.length ? words[end]!.start : text.length);
  const opening = OPENING_MARKS.exec(before)?.[0] ?? '';
  const closing = TRAILING_MARKS.exec(after)?.[0] ?? '';
  return `${opening}${text.slice(words[first]!.start, words[end - 1]!.end)}${closing}`;
};

/** Whether only spaces (no line break) stand between two sentences that follow each other. */
export const onSameLine = ({ text, words }: SpokenWords, before: SentenceSpan, after: SentenceSpan): boolean =>
  before.end === after.first && !text.slice(words[before.end - 1]!.end, words[after.first]!.start).includes('\n');
