import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it("writes a date as en-US's medium and long date styles do, in the local time zone", () => {
    const dates = [
      new Date(2026, 0, 1),
      new Date(2026, 2, 5, 23, 59),
      new Date(2024, 1, 29, 0, 0),
      new Date(1999, 11, 31, 12),
      new Date('2026-09-15T04:30:00Z'),
    ];
    for (const date of dates)
      for (const style of ['medium', 'long'] as const)
        expect(formatDate(date, style)).toBe(
          new Intl.DateTimeFormat('en-US', { dateStyle: style }).format(date),
        );
  });
});
