import { BOARD_SIZE, type Cell, TILE_SIZE } from '../../../common/tile-tumble/index.ts';

/** The board's drawing size in canvas units (10 tiles of 50 px, spec 2 §9 and DECISIONS.md). */
export const BOARD_PX = BOARD_SIZE * TILE_SIZE;

/**
 * The backing store for a canvas shown `cssSize` CSS pixels wide: one canvas pixel per device
 * pixel, so tiles stay crisp on high-DPI screens and when the board is scaled down to fit.
 */
export function backingSize(cssSize: number, dpr: number): number {
  return Math.max(1, Math.round(cssSize * (dpr > 0 ? dpr : 1)));
}

/**
 * The cell under a pointer, from its position relative to the canvas's box in CSS pixels. The
 * box may be scaled (small screens), so the position is mapped back to board units first.
 * Null outside the board.
 */
export function cellAtPoint(x: number, y: number, boxWidth: number, boxHeight: number): Cell | null {
  if (boxWidth <= 0 || boxHeight <= 0) return null;
  const col = Math.floor((x / boxWidth) * BOARD_SIZE);
  const row = Math.floor((y / boxHeight) * BOARD_SIZE);
  if (row < 0 || row >= BOARD_SIZE || col < 0 || col >= BOARD_SIZE) return null;
  return [row, col];
}

/** The centre of a cell in board units, e.g. to click it or to place a popup there. */
export function cellCentre([row, col]: Cell): { x: number; y: number } {
  return { x: (col + 0.5) * TILE_SIZE, y: (row + 0.5) * TILE_SIZE };
}

/** The keyboard cursor after an arrow key; stays on the board. */
export function moveCursor([row, col]: Cell, key: string): Cell {
  const clamp = (n: number) => Math.min(BOARD_SIZE - 1, Math.max(0, n));
  switch (key) {
    case 'ArrowUp':
      return [clamp(row - 1), col];
    case 'ArrowDown':
      return [clamp(row + 1), col];
    case 'ArrowLeft':
      return [row, clamp(col - 1)];
    case 'ArrowRight':
      return [row, clamp(col + 1)];
    default:
      return [row, col];
  }
}
