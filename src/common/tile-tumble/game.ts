import { BOARD_SIZE, type Cell, type GameState, SUPPLY_SIZE } from './constants.ts';
import { applyMove } from './move.ts';
import { createGameRng, drawTile, type GameSeed } from './rng.ts';
import { findMove, hasMoves } from './select.ts';

/**
 * A new game from a seed: the board is drawn row by row (top row first, left to right), then the
 * SUPPLY_SIZE refill tiles, all from the seed's one random stream, one number per tile.
 */
export function newGame(seed: GameSeed): GameState {
  const rng = createGameRng(seed);
  const board = Array.from({ length: BOARD_SIZE }, () =>
    Array.from({ length: BOARD_SIZE }, () => drawTile(rng)),
  );
  const supply = Array.from({ length: SUPPLY_SIZE }, () => drawTile(rng));
  return { board, supply, score: 0, moves: 0, currentCombo: 0, milestones: 0, over: !hasMoves(board) };
}

/** Replays clicks on the game of `seed`; refused clicks leave the state as it was. */
export function replay(seed: GameSeed, moves: Cell[]): GameState {
  let state = newGame(seed);
  for (const cell of moves) {
    const result = applyMove(state, cell);
    if (result.ok) state = result.outcome.state;
  }
  return state;
}

export interface PlayedGame {
  state: GameState;
  /** The clicks made, all valid, in order: replay(seed, moves) gives `state` again. */
  moves: Cell[];
}

/** Plays the game of `seed` to the end, always clicking the first removable cell in reading order (for benches). */
export function playRandomGame(seed: GameSeed): PlayedGame {
  let state = newGame(seed);
  const moves: Cell[] = [];
  for (let cell = findMove(state.board); !state.over && cell !== null; cell = findMove(state.board)) {
    const result = applyMove(state, cell);
    if (!result.ok) break;
    state = result.outcome.state;
    moves.push(cell);
  }
  return { state, moves };
}
