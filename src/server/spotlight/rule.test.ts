import { describe, expect, it } from 'vitest';
import { addDays, pickSpotlight } from './rule.ts';

describe('pickSpotlight', () => {
  it('picks nobody from nobody', () => {
    expect(pickSpotlight('2026-05-01', [])).toBeNull();
  });

  it('prefers the never picked, then the longest ago', () => {
    const candidates = [
      { id: 1, last_day: '2026-03-01' },
      { id: 2, last_day: null },
      { id: 3, last_day: '2026-02-01' },
    ];
    expect(pickSpotlight('2026-05-01', candidates)).toBe(2);
    expect(
      pickSpotlight(
        '2026-05-01',
        candidates.filter((c) => c.id !== 2),
      ),
    ).toBe(3);
  });

  it('breaks ties the same way whatever the order, and differently from day to day', () => {
    const candidates = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, last_day: null }));
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-05-01', i));
    const picks = days.map((day) => pickSpotlight(day, candidates));
    expect(days.map((day) => pickSpotlight(day, [...candidates].reverse()))).toEqual(picks);
    // A hash, not the id: over 30 days the tie goes to many different members.
    expect(new Set(picks).size).toBeGreaterThan(8);
  });
});

describe('addDays', () => {
  it('walks UTC days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
