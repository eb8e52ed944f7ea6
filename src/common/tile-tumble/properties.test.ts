import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOARD_SIZE,
  type Board,
  type Cell,
  type GameState,
  MILESTONE_POINTS,
  PERFECT_CLEAR_BONUS,
  SUPPLY_SIZE,
} from './constants.ts';
import { newGame, replay } from './game.ts';
import { applyMove, coinsForScore, type MoveResult, scoreFor } from './move.ts';
import { createRng } from './rng.ts';
import { chosenCells, hasMoves, isRemovable, selectGroup } from './select.ts';

// A game is a board seed plus a picker seed. The picker drives up to 200 clicks: mostly "the k-th
// removable cell" (a valid move while one is left), sometimes any cell in or around the board.
// Two numbers keep generation cheap and a counterexample short and replayable.
const seed = fc.integer({ min: 0, max: 0xffff_ffff });
const MAX_STEPS = 200;
type Step = { pick: number } | { click: Cell };

function planFor(picker: number): Step[] {
  const rng = createRng(picker);
  const around = () => Math.floor(rng() * (BOARD_SIZE + 4)) - 2;
  return Array.from({ length: MAX_STEPS }, () =>
    rng() < 0.2 ? { click: [around(), around()] } : { pick: Math.floor(rng() * 2 ** 31) },
  );
}

// Plain checks inside the loops: expect() per cell per move would make the properties slow.
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function removableCells(board: Board): Cell[] {
  const cells: Cell[] = [];
  board.forEach((tiles, row) => {
    tiles.forEach((_, col) => {
      if (isRemovable(board, [row, col])) cells.push([row, col]);
    });
  });
  return cells;
}

interface Turn {
  before: GameState;
  cell: Cell;
  result: MoveResult;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

// Plays the picker's steps until the game is over, plus one refused click after that. With
// `guard`, every state handed to applyMove is frozen (a write throws: modules run in strict mode)
// and compared with its text form afterwards; that is costly, so one property does it.
function play(gameSeed: number, picker: number, guard = false): { turns: Turn[]; final: GameState } {
  const protect = (state: GameState) => (guard ? deepFreeze(state) : state);
  let state = protect(newGame(gameSeed));
  const turns: Turn[] = [];
  for (const s of planFor(picker)) {
    let cell: Cell;
    if ('pick' in s) {
      const cells = removableCells(state.board);
      cell = cells.length > 0 ? cells[s.pick % cells.length]! : [0, 0];
    } else {
      cell = s.click;
    }
    const text = guard ? JSON.stringify(state) : '';
    const result = applyMove(state, cell);
    if (guard) check(JSON.stringify(state) === text, 'applyMove changed its input');
    turns.push({ before: state, cell, result });
    if (state.over) break;
    if (result.ok) state = protect(result.outcome.state);
  }
  return { turns, final: state };
}

const countTiles = (board: Board) => board.flat().filter((tile) => tile !== null).length;

// Generous timeout: each property plays a hundred full games, and CI machines may be busy.
describe('Tile Tumble properties', { timeout: 30_000 }, () => {
  it('never mutates its inputs', () => {
    fc.assert(fc.property(seed, seed, (gameSeed, picker) => void play(gameSeed, picker, true)));
  });

  it('conserves tiles: removed + on the board + in the supply = BOARD_SIZE² + SUPPLY_SIZE', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        let removed = 0;
        for (const { result } of play(gameSeed, picker).turns) {
          if (!result.ok) continue;
          removed += result.outcome.removed.length;
          const { board, supply } = result.outcome.state;
          check(
            removed + countTiles(board) + supply.length === BOARD_SIZE * BOARD_SIZE + SUPPLY_SIZE,
            'tile count changed',
          );
          check(
            supply.every((tile) => tile !== null),
            'empty tile in the supply',
          );
        }
      }),
    );
  });

  it('leaves no floating tile and, once the supply is out, no empty column left of a filled one', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        for (const { result } of play(gameSeed, picker).turns) {
          if (!result.ok) continue;
          const { board, supply } = result.outcome.state;
          check(board.length === BOARD_SIZE, 'board lost rows');
          const filled: boolean[] = [];
          for (let col = 0; col < BOARD_SIZE; col++) {
            const column = board.map((tiles) => tiles[col]);
            check(
              column.every((tile) => tile !== undefined),
              'board lost columns',
            );
            const top = column.findIndex((tile) => tile !== null);
            if (top >= 0)
              check(
                column.slice(top).every((tile) => tile !== null),
                `gap under a tile in column ${col}`,
              );
            filled.push(top >= 0);
          }
          if (supply.length > 0) {
            check(countTiles(board) === BOARD_SIZE * BOARD_SIZE, 'board not full while the supply lasts');
          } else {
            const firstEmpty = filled.indexOf(false);
            if (firstEmpty >= 0)
              check(
                filled.slice(firstEmpty).every((f) => !f),
                'empty column not closed up',
              );
          }
        }
      }),
    );
  });

  it('is deterministic: replaying the same seed and clicks gives the same state', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        const { turns, final } = play(gameSeed, picker);
        const cells = turns.map((t) => t.cell);
        expect(replay(gameSeed, cells)).toEqual(final);
        expect(replay(gameSeed, cells)).toEqual(replay(gameSeed, cells));
      }),
    );
  });

  it('keeps score = Σ scoreFor(removed) + perfect-clear bonuses, milestones = ⌊score / 10,000⌋ and coins add up', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        let expected = 0;
        let milestones = 0;
        let coins = 0;
        for (const { result } of play(gameSeed, picker).turns) {
          if (!result.ok) continue;
          const { outcome } = result;
          expected += scoreFor(outcome.removed.length) + (outcome.perfectClear ? PERFECT_CLEAR_BONUS : 0);
          milestones += outcome.milestonesReached;
          check(outcome.state.score === expected, 'score is not the sum of the moves');
          check(outcome.state.milestones === Math.floor(expected / MILESTONE_POINTS), 'milestones off');
          check(outcome.state.milestones === milestones, 'milestonesReached do not add up');
          coins += outcome.coinsEarned;
          check(coins === coinsForScore(expected), 'coinsEarned do not add up to the score');
          check(outcome.perfectClear === (countTiles(outcome.state.board) === 0), 'perfectClear wrong');
        }
      }),
    );
  });

  it('changes nothing on a refused click and reports the combo as it was', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        for (const { before, cell, result } of play(gameSeed, picker).turns) {
          if (result.ok) continue;
          check(result.currentCombo === before.currentCombo, 'combo changed on a refused click');
          check(before.over || selectGroup(before.board, cell).length === 0, 'refused a removable group');
        }
      }),
    );
  });

  it('agrees on what is removable: selectGroup, isRemovable, hasMoves and over', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        for (const { before, result } of play(gameSeed, picker).turns) {
          let any = false;
          for (let row = 0; row < BOARD_SIZE; row++) {
            for (let col = 0; col < BOARD_SIZE; col++) {
              const group = selectGroup(before.board, [row, col]);
              check(
                group.length >= 2 === isRemovable(before.board, [row, col]),
                `isRemovable at ${row},${col}`,
              );
              if (group.length > 0) {
                check(
                  group.some(([r, c]) => r === row && c === col),
                  'group misses the clicked cell',
                );
                check(
                  group.every(([r, c]) => before.board[r]![c] !== null),
                  'group holds an empty cell',
                );
              }
              const chosen = chosenCells(before.board, [row, col]);
              check(chosen.length > 0 === (before.board[row]![col] !== null), 'chosenCells on empty');
              any ||= group.length >= 2;
            }
          }
          check(hasMoves(before.board) === any, 'hasMoves disagrees with selectGroup');
          check(before.over === !any, 'over disagrees with hasMoves');
          if (result.ok) check(result.outcome.gameOver === result.outcome.state.over, 'gameOver differs');
        }
      }),
      { numRuns: 30 },
    );
  });

  it('describes every moved tile in falls, and only those', () => {
    fc.assert(
      fc.property(seed, seed, (gameSeed, picker) => {
        for (const { before, result } of play(gameSeed, picker).turns) {
          if (!result.ok) continue;
          const { state, removed, falls } = result.outcome;
          const gone = new Set(removed.map(([r, c]) => `${r},${c}`));
          for (const { from, to, tile } of falls) {
            check(state.board[to[0]]![to[1]] === tile, 'fall lands on another tile');
            if (from !== null) {
              check(before.board[from[0]]![from[1]] === tile, 'fall starts from another tile');
              check(!gone.has(`${from[0]},${from[1]}`), 'removed tile falls');
            }
          }
          const fromSupply = falls.filter((f) => f.from === null).map((f) => f.tile);
          const used = before.supply.slice(0, before.supply.length - state.supply.length);
          check(JSON.stringify(fromSupply) === JSON.stringify(used), 'supply tiles out of order');
          // Tiles not listed stayed where they were.
          const moved = new Set(falls.map(({ to }) => `${to[0]},${to[1]}`));
          state.board.forEach((tiles, row) => {
            tiles.forEach((tile, col) => {
              if (tile === null || moved.has(`${row},${col}`)) return;
              check(before.board[row]![col] === tile && !gone.has(`${row},${col}`), 'unlisted tile moved');
            });
          });
        }
      }),
    );
  });
});
