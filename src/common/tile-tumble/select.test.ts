import { describe, expect, it } from 'vitest';
import { boardFromText } from './board-text.ts';
import {
  chosenCells,
  dominantNeighbourColor,
  findMove,
  hasMoves,
  isRemovable,
  selectGroup,
} from './select.ts';

describe('selectGroup: plain colour tiles (spec 2 §4)', () => {
  const board = boardFromText([
    'RRB', //
    'RBB',
    'GRB',
  ]);

  it('selects the orthogonally connected group of the same colour', () =>
    expect(selectGroup(board, [0, 0])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
    ]));

  it('gives the same group whichever member is clicked', () =>
    expect(selectGroup(board, [1, 1])).toEqual(selectGroup(board, [2, 2])));

  it('does not connect diagonally', () => expect(selectGroup(board, [2, 1])).toEqual([]));

  it('returns [] for a group of 1', () => expect(selectGroup(board, [2, 0])).toEqual([]));

  it('still reports a lone tile as chosen (for the error message)', () =>
    expect(chosenCells(board, [2, 0])).toEqual([[2, 0]]));

  it('returns [] for an empty cell', () =>
    expect(selectGroup(boardFromText(['R.', 'RR']), [0, 1])).toEqual([]));

  it('returns [] for a click outside the board or on non-integer coordinates', () => {
    for (const cell of [
      [-1, 0],
      [0, -1],
      [3, 0],
      [0, 3],
      [0.5, 0],
      [Number.NaN, 0],
    ] as const) {
      expect(selectGroup(board, [cell[0], cell[1]])).toEqual([]);
    }
  });
});

describe('selectGroup: rainbows joining groups', () => {
  it('adds a rainbow that touches the group', () =>
    expect(selectGroup(boardFromText(['R*B']), [0, 0])).toEqual([
      [0, 0],
      [0, 1],
    ]));

  it('lets a rainbow bridge two parts of the same colour', () =>
    expect(selectGroup(boardFromText(['R*R', 'BBB']), [0, 0])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]));

  it('follows a chain of rainbows', () =>
    expect(selectGroup(boardFromText(['R**R']), [0, 3])).toHaveLength(4));

  it('never bridges two colours through a rainbow', () => {
    const board = boardFromText(['R*B']);
    expect(selectGroup(board, [0, 0])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(selectGroup(board, [0, 2])).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('does not let a bomb join a group', () =>
    expect(selectGroup(boardFromText(['R@R']), [0, 0])).toEqual([]));
});

describe('selectGroup: a clicked rainbow', () => {
  it('adopts the most frequent neighbour colour and selects its group through the rainbow', () => {
    const board = boardFromText([
      '.B.', //
      'R*B',
      'RB.',
    ]);
    expect(selectGroup(board, [1, 1])).toEqual([
      [0, 1],
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
  });

  it('counts neighbours, not group sizes', () => {
    // Red is the bigger group, but blue has two neighbours against red's one.
    const board = boardFromText([
      'RRRB', //
      'RRR*',
      '...B',
    ]);
    expect(dominantNeighbourColor(board, [1, 3])).toBe('blue');
    expect(selectGroup(board, [1, 3])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it('ignores rainbow and bomb neighbours when counting', () => {
    const board = boardFromText([
      '.*.', //
      '@*G',
      '.@.',
    ]);
    expect(dominantNeighbourColor(board, [1, 1])).toBe('green');
    // The rainbow above joins the green group through the clicked rainbow.
    expect(selectGroup(board, [1, 1])).toEqual([
      [0, 1],
      [1, 1],
      [1, 2],
    ]);
  });

  it('chooses only itself when it has no coloured neighbour, so it cannot be removed', () => {
    const board = boardFromText([
      'R*.', //
      '@**',
      '.*.',
    ]);
    expect(dominantNeighbourColor(board, [1, 1])).toBeNull();
    expect(chosenCells(board, [1, 1])).toEqual([[1, 1]]);
    expect(selectGroup(board, [1, 1])).toEqual([]);
    expect(isRemovable(board, [1, 1])).toBe(false);
  });

  it('takes the majority colour and breaks a tie by TILE_COLORS order (red, blue, green, yellow, purple, orange)', () => {
    const board = boardFromText([
      '.O.', //
      'P*B',
      '.B.',
    ]);
    expect(dominantNeighbourColor(board, [1, 1])).toBe('blue');
    const tie = boardFromText([
      '.O.', //
      'P*Y',
      '.G.',
    ]);
    expect(dominantNeighbourColor(tie, [1, 1])).toBe('green');
    expect(dominantNeighbourColor(boardFromText(['O*R']), [0, 1])).toBe('red');
  });
});

describe('selectGroup: a clicked bomb', () => {
  it('selects itself plus every tile of its neighbours’ colour across the board', () => {
    const board = boardFromText([
      'RRBR', //
      'G@R.',
      'RBGR',
    ]);
    expect(selectGroup(board, [1, 1])).toEqual([
      [0, 0],
      [0, 1],
      [0, 3],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 3],
    ]);
  });

  it('uses the most frequent neighbour colour, ties by TILE_COLORS order', () => {
    const board = boardFromText([
      '.B.', //
      'G@B',
      '.R.',
    ]);
    expect(dominantNeighbourColor(board, [1, 1])).toBe('blue');
    // One green and one blue neighbour: blue comes first in TILE_COLORS.
    expect(selectGroup(boardFromText(['G@B', 'B.G']), [0, 1])).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
    ]);
  });

  it('ignores a neighbouring rainbow when choosing the colour and leaves rainbows on the board', () => {
    const board = boardFromText([
      '*@G', //
      '.*G',
      '*.G',
    ]);
    expect(selectGroup(board, [0, 1])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('does not clear other bombs', () =>
    expect(selectGroup(boardFromText(['@R@']), [0, 0])).toEqual([
      [0, 0],
      [0, 1],
    ]));

  it('chooses only itself next to rainbows and bombs alone', () => {
    const board = boardFromText(['*@@', 'R.R']);
    expect(chosenCells(board, [0, 1])).toEqual([[0, 1]]);
    expect(selectGroup(board, [0, 1])).toEqual([]);
  });
});

describe('hasMoves: game-over detection (DECISIONS.md)', () => {
  it('finds a same-coloured pair', () => expect(hasMoves(boardFromText(['RB', 'GB']))).toBe(true));

  it('finds a rainbow touching a coloured tile', () =>
    expect(hasMoves(boardFromText(['R*', 'BG']))).toBe(true));

  it('finds a bomb touching a coloured tile', () => expect(hasMoves(boardFromText(['R@', 'BG']))).toBe(true));

  it('is false when no pair touches, even with diagonal matches', () =>
    expect(hasMoves(boardFromText(['RB', 'BR']))).toBe(false));

  it('is false when special tiles touch only each other or empty cells', () =>
    expect(hasMoves(boardFromText(['*@.R', '@*.B']))).toBe(false));

  it('is false for an empty board', () => expect(hasMoves(boardFromText(['..', '..']))).toBe(false));

  it('findMove returns the first removable cell in reading order', () => {
    expect(findMove(boardFromText(['RBG', 'YPG']))).toEqual([0, 2]);
    expect(findMove(boardFromText(['RB', 'BR']))).toBeNull();
  });
});
