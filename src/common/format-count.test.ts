import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 2_147_483_647, -1, -1234, -1_000_000])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('leaves fractions and huge numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString('en-US'));
  });
});
