import { describe, expect, it } from 'vitest';
import { notePosition, takeStartPosition } from './live-position.ts';

describe('the start position of the first live stream (issue 15 §1)', () => {
  it('keeps the earliest position the answers named, once, and notes nothing afterwards', () => {
    notePosition(null);
    notePosition('1700000000000-7');
    notePosition('1700000000000-3');
    notePosition('1700000000001-0');
    expect(takeStartPosition()).toBe('1700000000000-3');
    notePosition('1700000000000-1');
    expect(takeStartPosition()).toBeNull();
  });
});
