import { describe, expect, it } from 'vitest';
import { buildMatrix, cellKey, changedCells, moved, toggled } from './group-rules.ts';

describe('moved', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('the permission matrix', () => {
  const rows = [
    { group_id: 1, category_id: 10, can_view: true, can_post: true, can_reply: true, can_moderate: false },
  ];

  it('has a cell for every group and category, missing rows granting nothing', () => {
    const matrix = buildMatrix([1, 2], [10, 11], rows);
    expect(matrix.size).toBe(4);
    expect(matrix.get(cellKey(1, 10))?.can_post).toBe(true);
    expect(matrix.get(cellKey(2, 11))).toEqual({
      group_id: 2,
      category_id: 11,
      can_view: false,
      can_post: false,
      can_reply: false,
      can_moderate: false,
    });
  });

  it('ticks view with any other box and clears the others with view', () => {
    const matrix = buildMatrix([1, 2], [10], rows);
    const withModerate = toggled(matrix, cellKey(2, 10), 'can_moderate', true);
    expect(withModerate.get(cellKey(2, 10))).toMatchObject({ can_view: true, can_moderate: true });
    const hidden = toggled(matrix, cellKey(1, 10), 'can_view', false);
    expect(hidden.get(cellKey(1, 10))).toMatchObject({ can_view: false, can_post: false, can_reply: false });
    expect(changedCells(matrix, hidden)).toBe(1);
    expect(changedCells(matrix, matrix)).toBe(0);
  });
});
