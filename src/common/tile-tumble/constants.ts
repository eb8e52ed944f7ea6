// Tile Tumble constants and shapes (spec 2 §3, §4, §9; DECISIONS.md 'Tile Tumble', which wins).

/** Tiles per side: the spec's unexplained "second constant 10" is the board size (DECISIONS.md). */
export const BOARD_SIZE = 10;
/** Tile edge in pixels (spec 2 §9). */
export const TILE_SIZE = 50;
/** Refill tiles drawn at the start of a game; once used up nothing falls in (DECISIONS.md). */
export const SUPPLY_SIZE = 150;
/** Chance that a drawn tile is a rainbow (DECISIONS.md). */
export const RAINBOW_CHANCE = 0.03;
/** Chance that a drawn tile is a bomb (DECISIONS.md). */
export const BOMB_CHANCE = 0.02;
/** Bonus for the move that leaves the board empty (spec 2 §9). */
export const PERFECT_CLEAR_BONUS = 10_000;
/** Every full this-many points is a milestone (spec 2 §9). */
export const MILESTONE_POINTS = 10_000;
/** Bonus coins paid at each milestone, on top of the points' coins (DECISIONS.md). */
export const MILESTONE_COINS = 50;
/** Points per coin: 1 coin per 200 points, paid as the points are scored (DECISIONS.md). */
export const POINTS_PER_COIN = 200;
/** A move removing at least this many tiles extends the combo; a smaller one resets it to 0. */
export const COMBO_MIN_TILES = 3;

/** The six plain colours; this order is also the tie-break for "most frequent neighbour colour". */
export const TILE_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const;
export type TileColor = (typeof TILE_COLORS)[number];
/** One cell's content; null is an empty cell. */
export type Tile = TileColor | 'rainbow' | 'bomb' | null;
/** board[row][col], row 0 at the top. */
export type Board = Tile[][];
export type Cell = [row: number, col: number];

/** Everything the server stores for a running game (besides the seed). */
export interface GameState {
  board: Board;
  /** Remaining refill tiles, next to fall first (never null). */
  supply: Tile[];
  score: number;
  /** Successful moves. */
  moves: number;
  /** Consecutive successful moves that each removed at least COMBO_MIN_TILES tiles. */
  currentCombo: number;
  /** Milestones reached so far: floor(score / MILESTONE_POINTS). */
  milestones: number;
  over: boolean;
}

/** Error texts of a refused move; the server can send them as the move response's `error`. */
export const MOVE_ERRORS = {
  gameOver: 'The game is over.',
  outside: 'That cell is outside the board.',
  empty: 'That cell is empty.',
  tooSmall: 'Only groups of 2 or more tiles can be removed.',
} as const;
