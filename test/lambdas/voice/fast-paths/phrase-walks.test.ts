import { describe, expect, it } from 'vitest';
import { GramTable } from '../../../../lambdas/domain/voice/gram-table';
import { type Capitals, countAllGrams, countCandidates, countCapitals, isCandidate, sketchGrams } from '../../../../lambdas/domain/voice/phrase-walks-fast';
import { capitalsReference, countGramsReference, phraseGrams, sketchReference } from '../../../../lambdas/domain/voice/phrase-walks-reference';
import { scan } from '../../../../lambdas/domain/voice/tokens';
import { random } from '../support/generate';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

// Few distinct words, so that n-grams repeat and cross the sketch's threshold; edge and stop words; clause breaks.
const PHRASES = [' you know ', ' kind of ', ' the ', ' of the ', ' Hugging Face ', ' bake bread ', ' I mean ', ' so ', ', ', '. ', ' really good '];
const FRAGMENTS = [...SPEECH, ...PHRASES, ...PHRASES, ...PHRASES, ...PHRASES, ...PHRASES];
const texts = randomTexts(35_08, FRAGMENTS, 500);
const SIZE = 1024;
const next = random(35_09);

describe(`the fast phrase walks give what the plain reference gives on ${CASES} random texts`, () => {
  it('count every qualifying n-gram exactly, in the order first seen', () => {
    for (const text of texts) {
      const tokens = scan(text, { lineBreaks: true });
      const table = new GramTable();
      expect(countAllGrams(tokens, table, Number.POSITIVE_INFINITY)).toBe(tokens.ids.length);
      expect(table.inOrderAdded()).toEqual(countGramsReference(phraseGrams(tokens)));
    }
  });

  it('fill the sketch alike from any token on, and count its candidates alike', () => {
    for (const text of texts) {
      const tokens = scan(text, { lineBreaks: true });
      const from = Math.floor(next() * (tokens.ids.length + 1));
      const sketch = { rowA: new Uint16Array(SIZE), rowB: new Uint16Array(SIZE), mask: SIZE - 1 };
      sketchGrams(tokens, sketch, from);
      const reference = sketchReference(phraseGrams(tokens, from), SIZE);
      expect([Array.from(sketch.rowA), Array.from(sketch.rowB)]).toEqual([Array.from(reference.rowA), Array.from(reference.rowB)]);

      const threshold = 2 + Math.floor(next() * 3);
      const table = new GramTable();
      countCandidates(tokens, sketch, table, threshold);
      const candidates = phraseGrams(tokens).filter(({ hash }) => isCandidate(sketch, hash, threshold));
      expect(table.inOrderAdded()).toEqual(countGramsReference(candidates));
    }
  });

  it('count capitals alike for any set of needed words', () => {
    for (const text of texts) {
      const tokens = scan(text, { lineBreaks: true });
      const needed = Uint8Array.from(tokens.vocabulary.words, () => (next() < 0.5 ? 1 : 0));
      const capitals: Capitals = { capitalised: new Int32Array(needed.length), lower: new Int32Array(needed.length), firstCapital: new Int32Array(needed.length).fill(-1) };
      countCapitals(tokens, needed, capitals);
      expect(capitals).toEqual(capitalsReference(tokens, needed));
    }
  });

  it('is checked on texts whose n-grams repeat, not only on noise', () => {
    const repeated = texts.map((text) => countGramsReference(phraseGrams(scan(text, { lineBreaks: true }))).filter((gram) => gram.count >= 2).length);
    expect(repeated.filter((count) => count >= 3).length).toBeGreaterThan(CASES / 2);
  });
});
