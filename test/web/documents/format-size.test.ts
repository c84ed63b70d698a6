import { describe, expect, it } from 'vitest';
import { formatSize } from '@/utils/format-size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10_240, '10.0 KB'],
    [1_048_524, '1023.9 KB'],
    [1_048_575, '1.0 MB'],
    [1_048_576, '1.0 MB'],
    [1_572_864, '1.5 MB'],
    [10_485_760, '10.0 MB'],
    [104_857_600, '100.0 MB'],
  ])('shows %i bytes as %s (B, KB with 1 decimal, MB with 1 decimal)', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});
