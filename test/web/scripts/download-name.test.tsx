import { describe, expect, it } from 'vitest';
import { scriptDownloadName } from '@contracts/scripts';

// Dates built from local parts: the rule uses the viewer's own calendar day, whatever the machine's time zone.
const localDay = (year: number, month: number, day: number, hour = 12, minute = 0) => new Date(year, month - 1, day, hour, minute);

describe('script download file name (spec §8)', () => {
  it.each([
    ['How to prune tomatoes', 'how-to-prune-tomatoes-2025-03-07.txt'],
    ['ABC 123', 'abc-123-2025-03-07.txt'],
    ['Why?! Really...', 'why---really----2025-03-07.txt'],
    ['  padded  ', '--padded---2025-03-07.txt'],
    ['Café & crème brûlée', 'caf----cr-me-br-l-e-2025-03-07.txt'],
    ['../../etc/passwd', '------etc-passwd-2025-03-07.txt'],
    ['C:\\Windows\\system32', 'c--windows-system32-2025-03-07.txt'],
    ['tabs\tand\nnew lines', 'tabs-and-new-lines-2025-03-07.txt'],
    ['<script>alert(1)</script>', '-script-alert-1---script--2025-03-07.txt'],
    ['100% Organic: Top-10 Tips', '100--organic--top-10-tips-2025-03-07.txt'],
  ])('names %j as %j', (topic, expected) => {
    expect(scriptDownloadName(topic, localDay(2025, 3, 7))).toBe(expected);
  });

  it('uses only lower-case letters, digits and hyphens before the date, so a name can never leave the folder', () => {
    const name = scriptDownloadName('Ünïcödé / \\ : * ? " < > | TITLE', localDay(2025, 3, 7));
    expect(name).toMatch(/^[a-z0-9-]+-2025-03-07\.txt$/);
  });

  it('pads the month and day to two digits', () => {
    expect(scriptDownloadName('a', localDay(2026, 1, 5))).toBe('a-2026-01-05.txt');
    expect(scriptDownloadName('a', localDay(2026, 12, 31))).toBe('a-2026-12-31.txt');
  });

  it('uses the calendar day of the created time as the viewer sees it, just before and after local midnight', () => {
    expect(scriptDownloadName('late', localDay(2025, 6, 30, 23, 59))).toBe('late-2025-06-30.txt');
    expect(scriptDownloadName('early', localDay(2025, 7, 1, 0, 0))).toBe('early-2025-07-01.txt');
  });

  it('accepts the created_at string the API answers', () => {
    const createdAt = localDay(2025, 10, 30, 9, 15);
    expect(scriptDownloadName('From the API', createdAt.toISOString())).toBe('from-the-api-2025-10-30.txt');
  });
});
