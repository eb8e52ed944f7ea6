import { describe, expect, it } from 'vitest';
import { BOARD_PX, backingSize, cellAtPoint, cellCentre, moveCursor } from './board-geometry.ts';

describe('cellAtPoint', () => {
  it('maps a point on the full-size board to its cell', () => {
    expect(cellAtPoint(0, 0, 500, 500)).toEqual([0, 0]);
    expect(cellAtPoint(75, 125, 500, 500)).toEqual([2, 1]);
    expect(cellAtPoint(499, 499, 500, 500)).toEqual([9, 9]);
  });

  it('maps through a scaled-down board (375 px screens)', () => {
    // 300 CSS px shown: each tile is 30 px, so (95, 31) is column 3, row 1
    expect(cellAtPoint(95, 31, 300, 300)).toEqual([1, 3]);
    expect(cellAtPoint(299.9, 0, 300, 300)).toEqual([0, 9]);
  });

  it('is outside the board past an edge or on an empty box', () => {
    expect(cellAtPoint(-1, 10, 500, 500)).toBeNull();
    expect(cellAtPoint(10, 500, 500, 500)).toBeNull();
    expect(cellAtPoint(10, 10, 0, 0)).toBeNull();
  });

  it('round-trips cell centres at any scale', () => {
    for (const size of [500, 343, 250]) {
      const { x, y } = cellCentre([4, 7]);
      expect(cellAtPoint((x / BOARD_PX) * size, (y / BOARD_PX) * size, size, size)).toEqual([4, 7]);
    }
  });
});

describe('backingSize', () => {
  it('uses one canvas pixel per device pixel', () => {
    expect(backingSize(500, 1)).toBe(500);
    expect(backingSize(500, 2)).toBe(1000);
    expect(backingSize(343, 3)).toBe(1029);
    expect(backingSize(333.3, 1.5)).toBe(500);
  });

  it('treats a missing ratio as 1', () => {
    expect(backingSize(500, 0)).toBe(500);
  });
});

describe('moveCursor', () => {
  it('moves with the arrow keys and stays on the board', () => {
    expect(moveCursor([5, 5], 'ArrowUp')).toEqual([4, 5]);
    expect(moveCursor([5, 5], 'ArrowRight')).toEqual([5, 6]);
    expect(moveCursor([0, 0], 'ArrowUp')).toEqual([0, 0]);
    expect(moveCursor([9, 9], 'ArrowDown')).toEqual([9, 9]);
    expect(moveCursor([3, 0], 'ArrowLeft')).toEqual([3, 0]);
    expect(moveCursor([3, 3], 'a')).toEqual([3, 3]);
  });
});
