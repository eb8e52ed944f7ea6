import { describe, expect, it } from 'vitest';
import { JOIN_WINDOW_MS, joinPosition, notePosition, takeStartPosition } from './live-position.ts';

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

  it('joins a room from the earliest answer of the last few seconds, not from older ones', () => {
    // well after the answers of the test above, so they have left the window
    const t = Date.now() + 10 * JOIN_WINDOW_MS;
    notePosition('1700000000000-9', t - JOIN_WINDOW_MS - 1);
    notePosition('1700000000001-5', t - 200);
    notePosition('1700000000001-2', t - 100);
    notePosition('1700000000002-0', t);
    expect(joinPosition(t)).toBe('1700000000001-2');
    expect(joinPosition(t + JOIN_WINDOW_MS + 1)).toBeNull();
  });
});
