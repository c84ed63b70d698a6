// Per token (flags byte): where a sentence, clause or paragraph starts, and a capital.
export const SENTENCE_START = 1;
export const CLAUSE_START = 2;
export const PARAGRAPH_START = 4;
/** The word's first letter is not the one its lower-case key starts with: it is written with a capital. */
export const CAPITALISED = 8;

// Per sentence: its end mark.
export const QUESTION = 1;
export const EXCLAMATION = 2;
export const PERIOD = 4;
