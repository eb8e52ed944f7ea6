import { describe, expect, it } from 'vitest';
import { isInEffect, standingBadges, untilFromDate, untilLabel } from './standing-text.ts';

const INDEFINITELY = '9999-12-31T23:59:59.999Z';
const now = new Date('2026-11-26T12:00:00Z');

describe('untilLabel', () => {
  it('says indefinitely for the server’s far-future end', () => {
    expect(untilLabel(INDEFINITELY)).toBe('indefinitely');
  });

  it('names the day and time in the given time zone', () => {
    expect(untilLabel('2027-03-03T14:00:00Z', 'UTC')).toBe('until 3 March 2027, 14:00');
    expect(untilLabel('2027-03-03T23:30:00Z', 'Europe/Berlin')).toBe('until 4 March 2027, 00:30');
  });
});

describe('isInEffect', () => {
  it('is in effect only before its end', () => {
    expect(isInEffect(null, now)).toBe(false);
    expect(isInEffect('2026-11-26T11:59:59Z', now)).toBe(false);
    expect(isInEffect('2026-11-26T12:00:01Z', now)).toBe(true);
    expect(isInEffect(INDEFINITELY, now)).toBe(true);
  });
});

describe('untilFromDate', () => {
  it('turns a picked day into the start of that local day', () => {
    const iso = untilFromDate('2027-03-03')!;
    const back = new Date(iso);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours()]).toEqual([2027, 2, 3, 0]);
  });

  it('refuses what is not a real date', () => {
    expect(untilFromDate('')).toBeNull();
    expect(untilFromDate('2027-02-30')).toBeNull();
    expect(untilFromDate('tomorrow')).toBeNull();
  });
});

describe('standingBadges', () => {
  it('lists what is in effect, most severe first', () => {
    const badges = standingBadges(
      { deleted: true, suspended_until: INDEFINITELY, silenced_until: '2026-11-20T00:00:00Z' },
      now,
    );
    expect(badges.map((badge) => badge.label)).toEqual(['Deleted', 'Suspended indefinitely']);
  });

  it('is empty for a member in good standing', () => {
    expect(standingBadges({ deleted: false, suspended_until: null, silenced_until: null }, now)).toEqual([]);
  });
});
