import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternativeStream, joinAlternatives, splitAlternatives } from '../../lambdas/domain/scripts/rewrite-alternatives';

/** Feeds `answer` cut at `cuts` and collects each alternative's streamed pieces. */
const streamed = (answer: string, cuts: number[]) => {
  const pieces: string[] = [];
  const feed = alternativeStream((index, text) => (pieces[index] = (pieces[index] ?? '') + text));
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    feed(answer.slice(at, cut));
    at = cut;
  }
  feed(answer.slice(at));
  return pieces;
};

describe('three alternatives in one answer (rewrite-alternatives.ts)', () => {
  it('reads the alternatives out of their tags, whatever the model says around them', () => {
    expect(splitAlternatives('Here you go:\n<alternative>\nOne.\n</alternative>\n\n<alternative number="2">Two.</alternative>\n<ALTERNATIVE>Three.</ALTERNATIVE>\nHope that helps!')).toEqual([
      'One.',
      'Two.',
      'Three.',
    ]);
  });

  it('takes an answer without tags as one alternative, keeps one cut off before its closing tag, and drops empty ones', () => {
    expect(splitAlternatives('  Just one take.  ')).toEqual(['Just one take.']);
    expect(splitAlternatives('<alternative>Whole.</alternative><alternative>Cut off mid')).toEqual(['Whole.', 'Cut off mid']);
    expect(splitAlternatives('<alternative> </alternative><alternative>Kept.</alternative>')).toEqual(['Kept.']);
    expect(splitAlternatives('')).toEqual([]);
  });

  it('streams each alternative’s text as its own however the answer is cut into deltas, tags and the text between them left out', () => {
    const texts = fc.array(
      fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !text.includes('<') && text.trim() !== ''),
      { minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(texts, fc.array(fc.nat({ max: 400 }), { maxLength: 30 }), (alternatives, cuts) => {
        const answer = `Some words first.\n${joinAlternatives(alternatives.map((text) => text.trim()))}\nAnd after.`;
        const pieces = streamed(answer, cuts.filter((cut) => cut <= answer.length));
        expect(pieces.map((piece) => piece.trim())).toEqual(alternatives.map((text) => text.trim()));
        expect(splitAlternatives(answer)).toEqual(alternatives.map((text) => text.trim()));
      }),
    );
  });
});
