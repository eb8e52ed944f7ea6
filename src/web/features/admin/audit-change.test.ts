import { describe, expect, it } from 'vitest';
import { changeLines, compactValue } from './audit-change.ts';

describe('changeLines', () => {
  it('lists only the fields of two objects that differ', () => {
    expect(changeLines({ coins: 10, gems: 2, name: 'x' }, { coins: 60, gems: 2, name: 'x' })).toEqual([
      { key: 'coins', before: '10', after: '60' },
    ]);
  });

  it('shows a field present on one side only', () => {
    expect(changeLines(null, { until: null, reason: 'spam' })).toEqual([
      { key: 'until', before: undefined, after: 'none' },
      { key: 'reason', before: undefined, after: 'spam' },
    ]);
  });

  it('shows plain values whole and nothing for two empty sides', () => {
    expect(changeLines(['Members'], ['Members', 'Moderators'])).toEqual([
      { key: '', before: 'Members', after: 'Members, Moderators' },
    ]);
    expect(changeLines(null, undefined)).toEqual([]);
  });
});

describe('compactValue', () => {
  it('shortens long text and writes objects as JSON', () => {
    expect(compactValue('a'.repeat(100))).toHaveLength(80);
    expect(compactValue({ a: 1 })).toBe('{"a":1}');
    expect(compactValue([])).toBe('none');
    expect(compactValue(true)).toBe('true');
  });

  it('writes moments in words and the far-future end as indefinitely', () => {
    expect(compactValue('9999-12-31T23:59:59.999Z')).toBe('indefinitely');
    expect(compactValue('2026-11-29T01:21:19.998Z')).toMatch(/29 Nov 2026/);
  });
});
