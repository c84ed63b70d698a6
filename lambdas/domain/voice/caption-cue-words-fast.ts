import {
  type Boundaries,
  MARK_STRENGTH as MARK,
  type Reading,
  endsSentence as endsSentenceAt,
  isCloser as isCloserCode,
  isMark as isMarkCode,
  isWordCode as isWordCharacter,
  startsLower as startsLowerAt,
} from './caption-sentence-ends';

/*
 * Reading the words of one cue, shaped for the optimiser (docs/voice-engine.md, "Fast paths"; caption-cue-words-reference.ts
 * reads the same plainly): spaces found with indexOf, a long run of marks crossed by a native search, nothing after the
 * loop, and only module-local bindings read in it (under the test runner's module loader an imported one is a getter call).
 */
const MARK_STRENGTH = MARK;
const endsSentence = endsSentenceAt;
const isCloser = isCloserCode;
const isMark = isMarkCode;
const isWordCode = isWordCharacter;
const startsLower = startsLowerAt;

// A letter or digit as isWordCode has it, or the space that ends a token: a search for it never leaves the token.
const WORD_CODE_OR_SPACE = /[\dA-Za-z\u00c0-\uffff ]/g;
const LOOKED_AT_BY_HAND = 16;

/** True when the token text[from, to) (`to` being a space or the end) holds a letter or digit. */
const holdsWordCode = (text: string, from: number, to: number): boolean => {
  const near = Math.min(to, from + LOOKED_AT_BY_HAND);
  for (let i = from; i < near; i++) if (isWordCode(text.charCodeAt(i))) return true;
  if (near === to) return false;
  // A long run of marks ("<<<<…"): the regular expression walks it natively.
  WORD_CODE_OR_SPACE.lastIndex = near;
  return WORD_CODE_OR_SPACE.test(text) && WORD_CODE_OR_SPACE.lastIndex - 1 < to;
};


/** Counts the words of cue `k` into `reading` and adds the sentence ends inside it to `boundaries` (a cue of 10 MB is one call). */
export const readCue = (text: string, k: number, boundaries: Boundaries, reading: Reading): void => {
  // indexOf finds the spaces natively; a token is looked at character by character only when it starts with a mark.
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    if (holdsWordCode(text, from, to)) {
      reading.words++;
      reading.lastFrom = from;
      reading.lastTo = to;
    }
    const last = text.charCodeAt(to - 1);
    reading.endedSentence = (isMark(last) || isCloser(last)) && endsSentence(text, from, to);
    if (reading.endedSentence && to < text.length && !startsLower(text, to + 1)) {
      boundaries.word.push(reading.words);
      boundaries.cue.push(k);
      boundaries.offset.push(to + 1);
      boundaries.strength.push(MARK_STRENGTH);
    }
    from = to + 1;
  }
};

