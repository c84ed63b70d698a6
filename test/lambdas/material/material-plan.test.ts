import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_MATERIAL } from '../../../lambdas/contracts/material';
import { placeMaterial, storiesOf } from '../../../lambdas/domain/scripts/material-plan';

const material = (key_points: string[], stories = '') => ({ ...EMPTY_MATERIAL, key_points, stories });

describe('placeMaterial', () => {
  it('places each key point in exactly one body section, in the creator’s order, spread evenly', () => {
    const placed = placeMaterial(3, material(['Feed the starter twice a day', 'Use a kitchen scale', 'Bake hotter than you think', 'Let it cool']));
    expect(placed.map((section) => section.keyPoints)).toEqual([
      ['Feed the starter twice a day', 'Use a kitchen scale'],
      ['Bake hotter than you think'],
      ['Let it cool'],
    ]);
  });

  it('leaves sections without key points when there are fewer points than sections', () => {
    expect(placeMaterial(4, material(['One point', 'Another point'])).map((section) => section.keyPoints.length)).toEqual([1, 0, 1, 0]);
  });

  it('puts a story in the section whose key points it is about', () => {
    const placed = placeMaterial(
      2,
      material(['Feed the starter twice a day', 'Bake the loaf hotter than you think'], 'My first loaf came out pale because the oven was not hot enough to bake it properly.'),
    );
    expect(placed[1]!.stories).toHaveLength(1);
    expect(placed[0]!.stories).toEqual([]);
  });

  it('spreads unrelated stories across the sections', () => {
    const placed = placeMaterial(3, material([], 'The day my dog ate the dough.\n\nA market stall in Hobart.\n\nMy grandmother’s tin.'));
    expect(placed.map((section) => section.stories.length)).toEqual([1, 1, 1]);
  });

  it('never loses, repeats or reorders a key point (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 20 }), (sections, points) => {
        const placed = placeMaterial(sections, material(points));
        expect(placed.flatMap((section) => section.keyPoints)).toEqual(points);
        const counts = placed.map((section) => section.keyPoints.length);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('storiesOf', () => {
  it('reads one story per paragraph and joins a story’s lines', () => {
    expect(storiesOf('First line\nof one story.\n\n  Second story.  \n\n')).toEqual(['First line of one story.', 'Second story.']);
  });
});
