import { describe, expect, it } from 'vitest';
import { readCue } from '../../../../lambdas/domain/voice/caption-cue-words-fast';
import { readCueReference } from '../../../../lambdas/domain/voice/caption-cue-words-reference';
import type { Boundaries, Reading } from '../../../../lambdas/domain/voice/caption-sentence-ends';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

// Cue texts as the collector leaves them: single spaces, sentence marks, abbreviations, long runs of marks.
const FRAGMENTS = [...SPEECH, ' ', ' ', ' ', 'Dr.', 'e.g.', 'etc.', 'U.S.', 'a.', 'I.', '."', '?)', '!’', '<<<<<<<<<<<<<<<<<<<<', '...', 'so.', 'Well'];
const cues = randomTexts(35_10, FRAGMENTS, 200).map((text) => text.replace(/\s+/g, ' '));

const fresh = (): { boundaries: Boundaries; reading: Reading } => ({
  boundaries: { word: [], cue: [], offset: [], strength: [] },
  reading: { words: 0, endedSentence: false, lastFrom: 0, lastTo: 0 },
});

describe(`the fast cue reader gives what the plain reference gives on ${CASES} random cues`, () => {
  it('counts the same words and finds the same sentence ends', () => {
    cues.forEach((text, k) => {
      const fast = fresh();
      const reference = fresh();
      readCue(text, k, fast.boundaries, fast.reading);
      readCueReference(text, k, reference.boundaries, reference.reading);
      expect(fast).toEqual(reference);
    });
  });

  it('is checked on cues with sentence ends inside them, not only on noise', () => {
    const ends = cues.map((text) => {
      const state = fresh();
      readCue(text, 0, state.boundaries, state.reading);
      return state.boundaries.word.length;
    });
    expect(ends.filter((count) => count >= 2).length).toBeGreaterThan(CASES / 2);
  });
});
