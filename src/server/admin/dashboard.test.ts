import { describe, expect, it } from 'vitest';
import { lastDays } from './dashboard.ts';

describe('lastDays', () => {
  it('lists the UTC dates ending today, oldest first, across a month end', () => {
    expect(lastDays(3, new Date('2026-03-01T23:30:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
