/** Reading sizes, in per cent of the teleprompter's own size (which already follows the screen's width). */
export const TEXT_SIZES = [60, 80, 100, 125, 150, 175, 200] as const;
export const DEFAULT_TEXT_SIZE = 100;

// One size for every script: it depends on the screen and how far away it is read, not on the script.
const STORAGE_KEY = 'scriptvoice:teleprompter-text-size';

const nearest = (size: number) => TEXT_SIZES.reduce((best, candidate) => (Math.abs(candidate - size) < Math.abs(best - size) ? candidate : best));

/** The next size up (+1) or down (-1), staying at the ends. */
export const stepTextSize = (size: number, by: 1 | -1): number => {
  const index = TEXT_SIZES.indexOf(nearest(size) as (typeof TEXT_SIZES)[number]);
  return TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, Math.max(0, index + by))]!;
};

/** The size chosen last, or 100%. */
export const rememberedTextSize = (): number => {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(stored) && stored > 0 ? nearest(stored) : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
};

export const rememberTextSize = (size: number) => {
  try {
    localStorage.setItem(STORAGE_KEY, String(size));
  } catch {
    // Not remembered with storage blocked; the size still applies now.
  }
};
