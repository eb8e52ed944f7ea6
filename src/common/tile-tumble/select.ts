import { type Board, type Cell, TILE_COLORS, type Tile, type TileColor } from './constants.ts';

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** True for the six plain colours (not rainbow, bomb or empty). */
export function isColor(tile: Tile | undefined): tile is TileColor {
  return tile !== null && tile !== undefined && tile !== 'rainbow' && tile !== 'bomb';
}

/** True when `cell` holds integer coordinates inside the board. */
export function isInside(board: Board, cell: Cell): boolean {
  const [row, col] = cell;
  return (
    Number.isInteger(row) &&
    Number.isInteger(col) &&
    row >= 0 &&
    row < board.length &&
    col >= 0 &&
    col < (board[row]?.length ?? 0)
  );
}

// Bounds are checked first: reading a negative index from an array is slow in V8.
function tileAt(board: Board, row: number, col: number): Tile {
  if (row < 0 || row >= board.length || col < 0) return null;
  return board[row]![col] ?? null;
}

/**
 * The colour a clicked rainbow or bomb takes: the most frequent colour among its four orthogonal
 * neighbours, ignoring rainbows, bombs and empty cells (spec 2 §4); a tie goes to the colour that
 * comes first in TILE_COLORS. Null when no neighbour is coloured.
 */
export function dominantNeighbourColor(board: Board, cell: Cell): TileColor | null {
  const counts = new Map<TileColor, number>();
  for (const [dr, dc] of STEPS) {
    const tile = tileAt(board, cell[0] + dr, cell[1] + dc);
    if (isColor(tile)) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  }
  let best: TileColor | null = null;
  for (const color of TILE_COLORS) {
    if ((counts.get(color) ?? 0) > (best === null ? 0 : counts.get(best)!)) best = color;
  }
  return best;
}

function byRowThenCol(a: Cell, b: Cell): number {
  return a[0] - b[0] || a[1] - b[1];
}

// The orthogonally connected component of `start` over cells holding `color` or a rainbow:
// rainbows join (and bridge) groups of that one colour, chains of rainbows included.
function floodColor(board: Board, start: Cell, color: TileColor): Cell[] {
  const cols = board[0]?.length ?? 0;
  const seen = new Uint8Array(board.length * cols);
  seen[start[0] * cols + start[1]] = 1;
  const found: Cell[] = [start];
  for (let i = 0; i < found.length; i++) {
    const [row, col] = found[i]!;
    for (const [dr, dc] of STEPS) {
      const r = row + dr;
      const c = col + dc;
      const tile = tileAt(board, r, c);
      if ((tile === color || tile === 'rainbow') && c >= 0 && c < cols && seen[r * cols + c] === 0) {
        seen[r * cols + c] = 1;
        found.push([r, c]);
      }
    }
  }
  return found;
}

/**
 * Every cell a click on `cell` would take, even a lone one (spec 2 §4): a colour tile takes its
 * group; a rainbow takes the group of its dominant neighbour colour, or only itself; a bomb takes
 * itself plus every tile of its dominant neighbour colour (rainbows and other bombs stay).
 * Sorted by row, then column; [] outside the board or on an empty cell.
 */
export function chosenCells(board: Board, cell: Cell): Cell[] {
  if (!isInside(board, cell)) return [];
  const start: Cell = [cell[0], cell[1]];
  const tile = tileAt(board, start[0], start[1]);
  if (tile === null) return [];
  if (isColor(tile)) return floodColor(board, start, tile).sort(byRowThenCol);
  const color = dominantNeighbourColor(board, start);
  if (color === null) return [start];
  if (tile === 'rainbow') return floodColor(board, start, color).sort(byRowThenCol);
  const cells: Cell[] = [start];
  board.forEach((tiles, row) => {
    tiles.forEach((t, col) => {
      if (t === color) cells.push([row, col]);
    });
  });
  return cells.sort(byRowThenCol);
}

/** The cells a click would remove: [] if outside, on an empty cell, or the group is smaller than 2. */
export function selectGroup(board: Board, cell: Cell): Cell[] {
  const cells = chosenCells(board, cell);
  return cells.length >= 2 ? cells : [];
}

/**
 * Whether a click on `cell` removes something, in O(1): a colour tile touching the same colour or a
 * rainbow, or a special tile touching a colour tile. Agrees with selectGroup(...).length >= 2.
 */
export function isRemovable(board: Board, cell: Cell): boolean {
  return isInside(board, cell) && removableAt(board, cell[0], cell[1]);
}

function removableAt(board: Board, row: number, col: number): boolean {
  const tile = tileAt(board, row, col);
  if (tile === null) return false;
  const plain = isColor(tile);
  for (const [dr, dc] of STEPS) {
    const next = tileAt(board, row + dr, col + dc);
    if (plain ? next === tile || next === 'rainbow' : isColor(next)) return true;
  }
  return false;
}

/**
 * DECISIONS.md game-over rule: a move is left while a same-coloured pair touches or a special tile
 * touches a coloured tile. An empty board has no moves.
 */
export function hasMoves(board: Board): boolean {
  return findMove(board) !== null;
}

/** The first removable cell in reading order (row by row, left to right), or null if none. */
export function findMove(board: Board): Cell | null {
  for (let row = 0; row < board.length; row++) {
    for (let col = 0; col < (board[row]?.length ?? 0); col++) {
      if (removableAt(board, row, col)) return [row, col];
    }
  }
  return null;
}
