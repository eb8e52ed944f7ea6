import { describe, expect, it } from 'vitest';
import { dailyRewardCoins, nextUtcMidnight, previousUtcDay, utcDay, waitText } from './daily-reward.ts';

describe('daily reward rules', () => {
  it('pays 20 on day 1, 5 more each consecutive day, and holds at 50 from day 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(dailyRewardCoins)).toEqual([20, 25, 30, 35, 40, 45, 50, 50, 50]);
  });

  it('counts days in UTC, whatever the local time zone', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    expect(previousUtcDay('2026-03-01')).toBe('2026-02-28');
    expect(previousUtcDay('2024-03-01')).toBe('2024-02-29');
    expect(nextUtcMidnight(new Date('2026-12-31T19:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('says how long to wait, rounded up', () => {
    expect(waitText(5 * 3_600_000)).toBe('5 hours');
    expect(waitText(4 * 3_600_000 + 1)).toBe('5 hours');
    expect(waitText(3_600_000)).toBe('1 hour');
    expect(waitText(12 * 60_000)).toBe('12 minutes');
    expect(waitText(1)).toBe('1 minute');
  });
});
