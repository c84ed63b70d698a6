/**
 * Figures a script states that none of the creator's material holds (issue 30): a number, percentage, money amount
 * or year a writer may have invented. Shared by the Lambdas (stored with each version) and the web app (marked live
 * in the editor). A figure is matched by its value, so "40%" in a script is sourced by "forty per cent" in a key
 * point and "$12k" by "12,000 dollars"; written-out numbers count only with a unit that makes them a claim
 * ("forty per cent", "ten dollars"), since "one" and "two" are everyday words, not figures.
 */
const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1_000, k: 1_000, million: 1_000_000, m: 1_000_000, billion: 1_000_000_000, bn: 1_000_000_000 };

const NUMBER_WORD = `(?:${Object.keys(SMALL).join('|')})`;
const SPELLED = `${NUMBER_WORD}(?:[\\s-]+(?:${NUMBER_WORD}|hundred|thousand|million|billion|and))*`;
const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE_WORD = String.raw`(?:\s?(?:k|m|bn)\b|\s(?:hundred|thousand|million|billion)\b)?`;
const CURRENCY = String.raw`(?:A\$|AU\$|US\$|NZ\$|\$|€|£|¥)`;
const UNIT = String.raw`(?:\s?%|\s(?:per\s?cent|percent|dollars?|bucks|cents?|euros?|pounds?))`;

/** A digit figure (with its currency, scale and unit) or a written-out number that carries a unit. */
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.]|\p{L}-)(?:${CURRENCY}\s?)?(?:${DIGITS})${SCALE_WORD}(?:${UNIT})?(?![\p{L}\p{N}])|(?<![\p{L}])${CURRENCY}?(?:${SPELLED})${UNIT}(?![\p{L}])`,
  'giu',
);

const wordsValue = (text: string): number => {
  let total = 0;
  let current = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word in SMALL) current += SMALL[word]!;
    else if (word === 'hundred') current *= 100;
    else if (word in SCALE) {
      total += current * SCALE[word]!;
      current = 0;
    }
  }
  return total + current;
};

/** The value a figure states: "A$1,200" → 1200, "2.5k" → 2500, "forty per cent" → 40. */
export const figureValue = (figure: string): number => {
  const text = figure.toLowerCase().replace(/(?:a|au|us|nz)?\$|[€£¥%]/g, '').replace(/\b(?:per\s?cent|percent|dollars?|bucks|cents?|euros?|pounds?)\b/g, '').trim();
  const digits = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|m|bn|hundred|thousand|million|billion)?\b/.exec(text);
  if (digits) return Number(digits[1]!.replace(/,/g, '')) * (digits[2] ? SCALE[digits[2]]! : 1);
  return wordsValue(text);
};

export interface StatedFigure {
  /** As written: "40%", "$1,200", "forty per cent". */
  text: string;
  value: number;
  /** Where it starts in the text it was found in. */
  index: number;
}

/** Every figure stated in `text`, in order. */
export const statedFigures = (text: string): StatedFigure[] =>
  [...text.matchAll(FIGURE)].map((match) => ({ text: match[0].trim(), value: figureValue(match[0]), index: match.index + (match[0].length - match[0].trimStart().length) }));

/** The values the material states, so a script's figure can be looked up in it. */
export const materialValues = (materialTexts: readonly string[]): Set<number> =>
  new Set(materialTexts.flatMap((text) => statedFigures(text).map((figure) => figure.value)));

/** The figures of `spoken` (a script's spoken text) whose value appears in none of the material's texts. */
export const unsourcedFigures = (spoken: string, materialTexts: readonly string[]): StatedFigure[] => {
  const known = materialValues(materialTexts);
  return statedFigures(spoken).filter((figure) => !known.has(figure.value));
};
