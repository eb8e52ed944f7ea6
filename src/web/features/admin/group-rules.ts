import type { PermissionRow } from './admin-types.ts';

/** The ids in their new order after moving the one at `index` one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const PERMISSION_FLAGS = ['can_view', 'can_post', 'can_reply', 'can_moderate'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type Matrix = Map<string, PermissionRow>;

export const cellKey = (groupId: number, categoryId: number) => `${groupId}:${categoryId}`;

/** Every group × category cell, filled from the server's rows; a missing row grants nothing. */
export function buildMatrix(groupIds: number[], categoryIds: number[], rows: PermissionRow[]): Matrix {
  const matrix: Matrix = new Map();
  for (const group_id of groupIds) {
    for (const category_id of categoryIds) {
      matrix.set(cellKey(group_id, category_id), {
        group_id,
        category_id,
        can_view: false,
        can_post: false,
        can_reply: false,
        can_moderate: false,
      });
    }
  }
  for (const row of rows) {
    const key = cellKey(row.group_id, row.category_id);
    if (matrix.has(key)) matrix.set(key, { ...row });
  }
  return matrix;
}

/**
 * One box ticked or cleared. Posting, replying and moderating need viewing, so ticking one of them
 * ticks view, and clearing view clears them all: the matrix never asks for what cannot work.
 */
export function toggled(matrix: Matrix, key: string, flag: PermissionFlag, on: boolean): Matrix {
  const cell = matrix.get(key);
  if (!cell) return matrix;
  const next = new Map(matrix);
  const changed = { ...cell, [flag]: on };
  if (on && flag !== 'can_view') changed.can_view = true;
  if (!on && flag === 'can_view') {
    changed.can_post = false;
    changed.can_reply = false;
    changed.can_moderate = false;
  }
  next.set(key, changed);
  return next;
}

/** How many cells differ between two matrices. */
export function changedCells(a: Matrix, b: Matrix): number {
  let count = 0;
  for (const [key, cell] of a) {
    const other = b.get(key);
    if (!other || PERMISSION_FLAGS.some((flag) => cell[flag] !== other[flag])) count++;
  }
  return count;
}
