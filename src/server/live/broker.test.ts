import { describe, expect, it } from 'vitest';
import { isAfter } from '../../common/live-log.ts';
import { roomsAt } from './broker.ts';

describe('isAfter', () => {
  it('orders Redis stream ids by time, then sequence', () => {
    expect(isAfter('1700000000001-0', '1700000000000-5')).toBe(true);
    expect(isAfter('1700000000000-5', '1700000000000-4')).toBe(true);
    expect(isAfter('1700000000000-4', '1700000000000-4')).toBe(false);
    expect(isAfter('999-9', '1000-0')).toBe(false);
  });

  it('orders in-process ids of one log, and counts another log as after', () => {
    expect(isAfter('abc.10', 'abc.9')).toBe(true);
    expect(isAfter('abc.9', 'abc.10')).toBe(false);
    expect(isAfter('abc.1', 'def.9')).toBe(true);
    expect(isAfter('abc.1', '1700000000000-0')).toBe(true);
  });
});

describe('roomsAt', () => {
  it('undoes the joins and leaves of this stream made after the position', () => {
    const record = {
      userId: 1,
      rooms: new Map([
        [5, 1],
        [7, 2],
      ]),
    };
    const later = [
      { id: 'x.2', control: { op: 'join' as const, connectionId: 'c', threadId: 7, categoryId: 2 } },
      { id: 'x.3', control: { op: 'leave' as const, connectionId: 'c', threadId: 9, categoryId: 3 } },
      { id: 'x.4', control: { op: 'join' as const, connectionId: 'other', threadId: 5, categoryId: 1 } },
    ];
    expect([...roomsAt(record, 'c', later)]).toEqual([
      [5, 1],
      [9, 3],
    ]);
  });
});
