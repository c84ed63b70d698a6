import {
  CLAUSE_MARK,
  CLOSING_APOSTROPHE,
  CLOSING_BRACKET,
  CLOSING_QUOTE,
  END_MARK,
  HYPHEN,
  NEWLINE,
  SPACE,
  isLowerStart,
  isSpace,
  isUpperStart,
  roleOf,
} from './character-roles';
import { CAPITALISED, CLAUSE_START, EXCLAMATION, PARAGRAPH_START, PERIOD, QUESTION, SENTENCE_START } from './token-flags';
import type { ScanOptions, Tokens } from './token-types';
import { ID_ABBREVIATION, IntBuffer, Vocabulary } from './vocabulary';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** What the characters between two words said: end marks (and where they end), spaces after them, line breaks, a clause. */
interface Gap {
  marks: number;
  markEnd: number;
  spaceAfterMark: boolean;
  newlines: number;
  clause: boolean;
}

const readGap = (text: string, from: number, to: number): Gap => {
  const gap: Gap = { marks: 0, markEnd: -1, spaceAfterMark: false, newlines: 0, clause: false };
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const role = roleOf(c);
    if (role === SPACE || role === NEWLINE) {
      if (gap.marks !== 0) gap.spaceAfterMark = true;
      if (role === NEWLINE) gap.newlines++;
    } else if (role === END_MARK) {
      gap.marks |= c === 0x3f ? QUESTION : c === 0x21 ? EXCLAMATION : PERIOD;
      gap.markEnd = i + 1;
      gap.spaceAfterMark = false;
    } else if ((role === CLOSING_QUOTE || role === CLOSING_APOSTROPHE || role === CLOSING_BRACKET) && gap.markEnd === i && !gap.spaceAfterMark) {
      // A quote or bracket right after the mark belongs to the sentence it ends ("Really?" she asked).
      gap.markEnd = i + 1;
      if (role !== CLOSING_APOSTROPHE) gap.clause = true;
    } else if (role === CLOSING_QUOTE || role === CLAUSE_MARK || (role === HYPHEN && i > 0 && isSpace(text.charCodeAt(i - 1)))) {
      gap.clause = true;
    }
  }
  return gap;
};

/**
 * The scanner written plainly, for the tests that hold scan-fast.ts to it (test/lambdas/voice/fast-paths/): words found
 * by a regular expression, the characters between two words read for what they say about sentences. Not used by the product.
 */
export const scanReference = (text: string, options: ScanOptions): Tokens => {
  const vocabulary = new Vocabulary();
  const tokens: Tokens = {
    vocabulary,
    ids: new IntBuffer(),
    starts: new IntBuffer(),
    ends: new IntBuffer(),
    flags: new Uint8Array(text.length + 1),
    sentenceStarts: new IntBuffer(),
    sentenceEnds: new IntBuffer(),
    sentenceMarks: new IntBuffer(),
    letters: 0,
  };
  const closeSentence = (gap: Gap, previousEnd: number) => {
    tokens.sentenceEnds.push(Math.max(gap.markEnd, previousEnd));
    tokens.sentenceMarks.push(gap.marks);
  };
  let previousEnd = 0;
  let previousId = -1;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const gap = readGap(text, previousEnd, start);
    const index = tokens.ids.length;
    let boundary = 0;
    if (index === 0 || gap.newlines >= 2) boundary = SENTENCE_START | PARAGRAPH_START;
    else if (gap.marks !== 0 && (gap.spaceAfterMark || gap.newlines > 0)) {
      // After end marks a new sentence starts, unless the word is in lower case or the full stop follows an abbreviation.
      const afterAbbreviation = (gap.marks & (QUESTION | EXCLAMATION)) === 0 && gap.markEnd === previousEnd + 1 && (vocabulary.flags[previousId]! & ID_ABBREVIATION) !== 0;
      if (!isLowerStart(text, start) && !afterAbbreviation) boundary = SENTENCE_START;
    } else if (options.lineBreaks && gap.newlines === 1 && gap.marks === 0 && !gap.clause && isUpperStart(text, start)) boundary = SENTENCE_START;
    if (index === 0) tokens.sentenceStarts.push(0);
    else if (boundary !== 0) {
      closeSentence(gap, previousEnd);
      tokens.sentenceStarts.push(index);
    }
    const id = vocabulary.intern(word.toLowerCase().replaceAll('’', "'"));
    const capitalised = text.charCodeAt(start) !== vocabulary.words[id]!.charCodeAt(0);
    tokens.ids.push(id);
    tokens.starts.push(start);
    tokens.ends.push(start + word.length);
    tokens.flags[index] = boundary | (gap.clause ? CLAUSE_START : 0) | (capitalised ? CAPITALISED : 0);
    tokens.letters += word.replace(/['’-]/g, '').length;
    previousEnd = start + word.length;
    previousId = id;
  }
  if (tokens.ids.length > 0) closeSentence(readGap(text, previousEnd, text.length), previousEnd);
  return tokens;
};
