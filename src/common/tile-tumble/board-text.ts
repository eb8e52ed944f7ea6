import type { Board, Tile } from './constants.ts';

const CHAR_TO_TILE: Record<string, Tile> = {
  R: 'red',
  B: 'blue',
  G: 'green',
  Y: 'yellow',
  P: 'purple',
  O: 'orange',
  '*': 'rainbow',
  '@': 'bomb',
  '.': null,
};

const TILE_TO_CHAR = new Map(Object.entries(CHAR_TO_TILE).map(([char, tile]) => [tile, char]));

/**
 * A board from text, one string per row, top row first: R B G Y P O for the colours, '*' rainbow,
 * '@' bomb, '.' empty; spaces are ignored. For tests and debugging.
 */
export function boardFromText(rows: string[]): Board {
  return rows.map((line) =>
    [...line.replace(/\s+/g, '')].map((char) => {
      if (!(char in CHAR_TO_TILE)) throw new Error(`Unknown tile character '${char}'`);
      return CHAR_TO_TILE[char]!;
    }),
  );
}

/** The text form of a board (see boardFromText). */
export function boardToText(board: Board): string[] {
  return board.map((tiles) => tiles.map((tile) => TILE_TO_CHAR.get(tile) ?? '?').join(''));
}
