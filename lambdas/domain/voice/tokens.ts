import type { IntBuffer, Vocabulary } from './vocabulary';

export { ID_EDGE, ID_STOP, IntBuffer, MAX_PHRASE_WORD_LENGTH, Vocabulary } from './vocabulary';
export { CAPITALISED, CLAUSE_START, EXCLAMATION, PARAGRAPH_START, PERIOD, QUESTION, SENTENCE_START } from './token-flags';
export { isOpening, isUpperStart } from './character-roles';
export { scan } from './scan-fast';

/** What one scan of a text gives the analysis (scan-fast.ts): per token its word, place and flags, and the sentences. */
export interface Tokens {
  vocabulary: Vocabulary;
  ids: IntBuffer;
  starts: IntBuffer;
  ends: IntBuffer;
  flags: Uint8Array;
  /** Token index where each sentence starts, the character offset where it ends, and its end mark. */
  sentenceStarts: IntBuffer;
  sentenceEnds: IntBuffer;
  sentenceMarks: IntBuffer;
  letters: number;
}

export interface ScanOptions {
  /** A line break before a capitalised line ends an unpunctuated sentence (plain text, not captions). */
  lineBreaks: boolean;
}

/** Words of a phrase, with the pronoun I capitalised as it is written: the key of a phrase in the stats. */
export const phraseOf = (words: readonly string[]): string =>
  words.map((word) => (word === 'i' || word.startsWith("i'") ? 'I' + word.slice(1) : word)).join(' ');

/** A run of tokens: first and one-past-last. */
export interface Span {
  from: number;
  to: number;
}
