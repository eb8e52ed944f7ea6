import {
  type Board,
  type Cell,
  COMBO_MIN_TILES,
  type GameState,
  MILESTONE_COINS,
  MILESTONE_POINTS,
  MOVE_ERRORS,
  PERFECT_CLEAR_BONUS,
  POINTS_PER_COIN,
  type Tile,
} from './constants.ts';
import { hasMoves, isInside, selectGroup } from './select.ts';

/** One tile that ends a move somewhere new; `from` null means it fell in from the supply. */
export interface Fall {
  from: Cell | null;
  to: Cell;
  tile: Tile;
}

export interface MoveOutcome {
  /** The new state (inputs never mutated). */
  state: GameState;
  /** Cells removed, before gravity, sorted by row then column. */
  removed: Cell[];
  /** scoreFor(removed) plus the perfect-clear bonus when this move emptied the board. */
  scoreEarned: number;
  /** New milestones this move (each adds MILESTONE_COINS to coinsEarned). */
  milestonesReached: number;
  /** Coins this move pays before the daily cap: coinsForScore(after) − coinsForScore(before). */
  coinsEarned: number;
  perfectClear: boolean;
  gameOver: boolean;
  /** Tiles that moved, from their cell before the move to their cell after gravity, refill and close-up. */
  falls: Fall[];
}

export type MoveResult =
  | { ok: true; outcome: MoveOutcome }
  | { ok: false; error: string; currentCombo: number };

/** Points for removing n tiles in one move: 10 × n² (DECISIONS.md; spec 2 §9: 2 → 40, 5 → 250, 10 → 1000). */
export function scoreFor(tilesRemoved: number): number {
  return 10 * tilesRemoved * tilesRemoved;
}

/**
 * Coins a game of `score` points has paid in all (DECISIONS.md): 1 per POINTS_PER_COIN points plus
 * MILESTONE_COINS per full MILESTONE_POINTS. A move pays the difference, so the points short of
 * the next coin carry over to the next move.
 */
export function coinsForScore(score: number): number {
  return Math.floor(score / POINTS_PER_COIN) + Math.floor(score / MILESTONE_POINTS) * MILESTONE_COINS;
}

/**
 * Removes `removed`, lets tiles fall straight down, refills from the supply and closes up empty
 * columns. Refill order: columns left to right, in each column the bottom-most empty cell first,
 * taking supply[0] first. Only once the supply is used up can a column stay empty; such columns
 * close up to the left (classic SameGame) and the freed columns on the right stay empty.
 */
export function settleBoard(
  board: Board,
  removed: Cell[],
  supply: Tile[],
): { board: Board; supply: Tile[]; falls: Fall[] } {
  const rows = board.length;
  const cols = board[0]?.length ?? 0;
  const gone = new Uint8Array(rows * cols);
  for (const [row, col] of removed) gone[row * cols + col] = 1;
  const next: Board = [];
  for (let row = 0; row < rows; row++) next.push(new Array<Tile>(cols).fill(null));
  const falls: Fall[] = [];
  let used = 0;
  // Columns are handled left to right, so doing gravity, refill and close-up column by column
  // gives the same board as doing each step over the whole board.
  let target = 0;
  for (let col = 0; col < cols; col++) {
    let row = rows - 1;
    for (let from = rows - 1; from >= 0; from--) {
      const tile = board[from]![col] ?? null;
      if (tile === null || gone[from * cols + col] === 1) continue;
      next[row]![target] = tile;
      if (from !== row || col !== target) falls.push({ from: [from, col], to: [row, target], tile });
      row--;
    }
    while (row >= 0 && used < supply.length) {
      const tile = supply[used++] ?? null;
      if (tile === null) continue; // the supply never holds empties; skip one rather than place it
      next[row]![target] = tile;
      falls.push({ from: null, to: [row, target], tile });
      row--;
    }
    // An entirely empty column (possible only once the supply is out) closes up to the left.
    if (row < rows - 1) target++;
  }
  return { board: next, supply: supply.slice(used), falls };
}

function isEmpty(board: Board): boolean {
  return board.every((tiles) => tiles.every((tile) => tile === null));
}

/**
 * Plays a click on `cell` (spec 2 §4, §5). A refused click (game over, outside, empty cell, lone
 * tile) changes nothing and reports the unchanged combo, as the move response does.
 */
export function applyMove(state: GameState, cell: Cell): MoveResult {
  const refuse = (error: string): MoveResult => ({ ok: false, error, currentCombo: state.currentCombo });
  if (state.over) return refuse(MOVE_ERRORS.gameOver);
  if (!isInside(state.board, cell)) return refuse(MOVE_ERRORS.outside);
  if (state.board[cell[0]]![cell[1]] === null) return refuse(MOVE_ERRORS.empty);
  const removed = selectGroup(state.board, cell);
  if (removed.length === 0) return refuse(MOVE_ERRORS.tooSmall);

  const settled = settleBoard(state.board, removed, state.supply);
  const perfectClear = isEmpty(settled.board);
  const scoreEarned = scoreFor(removed.length) + (perfectClear ? PERFECT_CLEAR_BONUS : 0);
  const score = state.score + scoreEarned;
  const milestones = Math.floor(score / MILESTONE_POINTS);
  const over = !hasMoves(settled.board);
  const next: GameState = {
    board: settled.board,
    supply: settled.supply,
    score,
    moves: state.moves + 1,
    // Combo: consecutive moves that each removed at least COMBO_MIN_TILES tiles; a smaller group
    // resets it to 0 and a refused click keeps it. It is shown only and never changes the score.
    currentCombo: removed.length >= COMBO_MIN_TILES ? state.currentCombo + 1 : 0,
    milestones,
    over,
  };
  return {
    ok: true,
    outcome: {
      state: next,
      removed,
      scoreEarned,
      milestonesReached: milestones - state.milestones,
      coinsEarned: coinsForScore(score) - coinsForScore(state.score),
      perfectClear,
      gameOver: over,
      falls: settled.falls,
    },
  };
}
