import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatShortRelativeDate } from './relative-time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatRelativeTime (spec 1 §9)', () => {
  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [60 * s, '1 minute ago'],
    [59 * m, '59 minutes ago'],
    [60 * m, '1 hour ago'],
    [23 * h, '23 hours ago'],
    [24 * h, '1 day ago'],
    [6 * d, '6 days ago'],
    [7 * d, '1 week ago'],
    [27 * d, '3 weeks ago'],
    [28 * d, '1 month ago'],
    [200 * d, '6 months ago'],
    [364 * d, '11 months ago'],
    [365 * d, '1 year ago'],
    [3 * 365 * d, '3 years ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(text);
  });

  it('accepts ISO strings', () =>
    expect(formatRelativeTime(ago(2 * h).toISOString(), now)).toBe('2 hours ago'));
  it('treats a date in the future as just now', () =>
    expect(formatRelativeTime(ago(-5 * m), now)).toBe('just now'));
});

describe('formatShortRelativeDate (spec 2 §9, My Posts)', () => {
  it.each([
    [30 * s, 'just now'],
    [5 * m, '5m ago'],
    [3 * h, '3h ago'],
    [25 * h, 'yesterday'],
    [3 * d, '3d ago'],
    [7 * d, '1w ago'],
    [29 * d, '4w ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(formatShortRelativeDate(ago(elapsed), now, 'en-GB')).toBe(text);
  });

  it('shows a local date from 30 days on', () => {
    const then = ago(45 * d);
    expect(formatShortRelativeDate(then, now, 'en-GB')).toBe(then.toLocaleDateString('en-GB'));
  });
});
