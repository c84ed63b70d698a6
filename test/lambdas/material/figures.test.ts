import { describe, expect, it } from 'vitest';
import { figureValue, statedFigures, unsourcedFigures } from '../../../lambdas/contracts/figures';

const texts = (text: string) => statedFigures(text).map((figure) => figure.text);

describe('statedFigures', () => {
  it('finds numbers, percentages, money amounts and years as written', () => {
    expect(texts('In 2019 about 40% of loaves failed, costing $1,200 or A$ 3.5k, and 12 bakers quit.')).toEqual(['2019', '40%', '$1,200', 'A$ 3.5k', '12']);
  });

  it('finds written-out numbers only with a unit that makes them a claim', () => {
    expect(texts('One thing: forty per cent of starters die, and ten dollars buys a new one. Two of us agree.')).toEqual(['forty per cent', 'ten dollars']);
  });

  it('leaves ordinals, words with digits and hyphenated names alone', () => {
    expect(texts('The 1st fold, a 3D print and covid-19 advice.')).toEqual([]);
  });

  it('gives the start of each figure in the text', () => {
    const [figure] = statedFigures('Bake at 250 degrees.');
    expect(figure).toEqual({ text: '250', value: 250, index: 8 });
  });
});

describe('figureValue', () => {
  it.each([
    ['A$1,200', 1200],
    ['2.5k', 2500],
    ['40 percent', 40],
    ['forty per cent', 40],
    ['three hundred and twenty dollars', 320],
    ['$2 million', 2_000_000],
  ])('reads %s as %d', (figure, value) => {
    expect(figureValue(figure)).toBe(value);
  });
});

describe('unsourcedFigures', () => {
  const material = ['Feed the starter twice a day', 'My first loaf took 36 hours', 'Forty per cent of home bakers give up in the first month [survey, 2021]'];

  it('flags a figure that no material states', () => {
    expect(unsourcedFigures('It took me 36 hours. About 73% of bakers quit.', material).map((figure) => figure.text)).toEqual(['73%']);
  });

  it('matches a figure by its value, however the material wrote it', () => {
    expect(unsourcedFigures('40% give up, as a 2021 survey found.', material)).toEqual([]);
  });

  it('flags every figure when there is no material', () => {
    expect(unsourcedFigures('Bake for 45 minutes at 230 degrees.', []).map((figure) => figure.value)).toEqual([45, 230]);
  });
});
