export { ID_EDGE, ID_STOP, IntBuffer, MAX_PHRASE_WORD_LENGTH, Vocabulary } from './vocabulary';
export { CAPITALISED, CLAUSE_START, EXCLAMATION, PARAGRAPH_START, PERIOD, QUESTION, SENTENCE_START } from './token-flags';
export { isOpening, isUpperStart } from './character-roles';
export { scan } from './scan-fast';
export type { ScanOptions, Tokens } from './token-types';

/** Words of a phrase, with the pronoun I capitalised as it is written: the key of a phrase in the stats. */
export const phraseOf = (words: readonly string[]): string =>
  words.map((word) => (word === 'i' || word.startsWith("i'") ? 'I' + word.slice(1) : word)).join(' ');

/** A run of tokens: first and one-past-last. */
export interface Span {
  from: number;
  to: number;
}
