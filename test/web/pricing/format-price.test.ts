import { describe, expect, it } from 'vitest';
import { formatPrice, formatPricePerCredit } from '@/features/pricing/utils/format-price';

describe('prices in dollars from price_cents (spec §9)', () => {
  it.each([
    [900, 'A$9.00'],
    [3900, 'A$39.00'],
    [9900, 'A$99.00'],
    [5, 'A$0.05'],
    [123456, 'A$1,234.56'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it.each([
    [900, 10, 'A$0.90'],
    [3900, 50, 'A$0.78'],
    [9900, 150, 'A$0.66'],
    [1000, 3, 'A$3.33'],
    [200, 3, 'A$0.67'],
    [100, 8, 'A$0.13'],
    [1, 3, 'A$0.00'],
  ])('%i cents for %i credits is %s per credit, to 2 decimals', (cents, credits, text) => {
    expect(formatPricePerCredit(cents, credits)).toBe(text);
  });
});
