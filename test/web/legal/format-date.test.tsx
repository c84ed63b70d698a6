import { describe, expect, it } from 'vitest';
import { formatAustralianDate, isoDay } from '@/features/legal/utils/format-date';

describe('Australian date format', () => {
  it('writes the day, the month in full and the year, as Australians do', () => {
    expect(formatAustralianDate(new Date(2026, 10, 22))).toBe('22 November 2026');
    expect(formatAustralianDate(new Date(2027, 0, 1))).toBe('1 January 2027');
  });

  it('reads an ISO date as that calendar day, whatever the time zone', () => {
    expect(formatAustralianDate('2025-10-30')).toBe('30 October 2025');
    expect(isoDay('2025-10-30')).toBe('2025-10-30');
    expect(isoDay(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });
});
