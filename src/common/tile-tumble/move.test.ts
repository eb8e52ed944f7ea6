import { describe, expect, it } from 'vitest';
import { boardFromText, boardToText } from './board-text.ts';
import { type Cell, type GameState, MOVE_ERRORS, type Tile } from './constants.ts';
import { applyMove, coinsForScore, type MoveOutcome, scoreFor } from './move.ts';

function stateOf(rows: string[], supply: Tile[] = [], rest: Partial<GameState> = {}): GameState {
  return {
    board: boardFromText(rows),
    supply,
    score: 0,
    moves: 0,
    currentCombo: 0,
    milestones: 0,
    over: false,
    ...rest,
  };
}

function play(state: GameState, cell: Cell): MoveOutcome {
  const result = applyMove(state, cell);
  if (!result.ok) throw new Error(result.error);
  return result.outcome;
}

describe('scoreFor (DECISIONS.md: 10 × n²)', () => {
  it('scores 2 tiles 40', () => expect(scoreFor(2)).toBe(40));
  it('scores 5 tiles 250', () => expect(scoreFor(5)).toBe(250));
  it('scores 10 tiles 1000', () => expect(scoreFor(10)).toBe(1000));
  it('scores 3 tiles 90', () => expect(scoreFor(3)).toBe(90));
});

describe('applyMove: refused clicks', () => {
  const state = stateOf(['RB.', 'RGB'], [], { currentCombo: 2, score: 90, moves: 1 });

  it('refuses a click outside the board and keeps the combo', () =>
    expect(applyMove(state, [2, 0])).toEqual({ ok: false, error: MOVE_ERRORS.outside, currentCombo: 2 }));

  it('refuses negative and non-integer coordinates', () => {
    expect(applyMove(state, [-1, 0])).toMatchObject({ ok: false, error: MOVE_ERRORS.outside });
    expect(applyMove(state, [0, 0.5])).toMatchObject({ ok: false, error: MOVE_ERRORS.outside });
  });

  it('refuses a click on an empty cell', () =>
    expect(applyMove(state, [0, 2])).toEqual({ ok: false, error: MOVE_ERRORS.empty, currentCombo: 2 }));

  it('refuses a group of 1', () =>
    expect(applyMove(state, [1, 1])).toEqual({ ok: false, error: MOVE_ERRORS.tooSmall, currentCombo: 2 }));

  it('refuses a lone rainbow with no coloured neighbour', () =>
    expect(applyMove(stateOf(['*@', '.*']), [0, 0])).toMatchObject({
      ok: false,
      error: MOVE_ERRORS.tooSmall,
    }));

  it('refuses any click once the game is over', () =>
    expect(applyMove({ ...state, over: true }, [0, 0])).toEqual({
      ok: false,
      error: MOVE_ERRORS.gameOver,
      currentCombo: 2,
    }));
});

describe('applyMove: gravity, refill and close-up', () => {
  it('lets the remaining tiles fall straight down', () => {
    const outcome = play(stateOf(['BG.', 'RY.', 'RRG']), [1, 0]);
    expect(outcome.removed).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(boardToText(outcome.state.board)).toEqual(['...', '.G.', 'BYG']);
    expect(outcome.falls).toEqual([
      { from: [0, 0], to: [2, 0], tile: 'blue' },
      { from: [1, 1], to: [2, 1], tile: 'yellow' },
      { from: [0, 1], to: [1, 1], tile: 'green' },
    ]);
  });

  it('refills column by column from the left, bottom-most empty cell first, supply[0] first', () => {
    const outcome = play(
      stateOf(['RRR', 'RBY', 'GBY'], ['purple', 'orange', 'yellow', 'green', 'red', 'blue']),
      [0, 0],
    );
    expect(boardToText(outcome.state.board)).toEqual(['OYG', 'PBY', 'GBY']);
    expect(outcome.state.supply).toEqual(['red', 'blue']);
    expect(outcome.falls).toEqual([
      { from: null, to: [1, 0], tile: 'purple' },
      { from: null, to: [0, 0], tile: 'orange' },
      { from: null, to: [0, 1], tile: 'yellow' },
      { from: null, to: [0, 2], tile: 'green' },
    ]);
  });

  it('leaves the top cells empty once the supply runs out', () => {
    const outcome = play(stateOf(['RRR', 'RBY', 'GBY'], ['purple', 'orange', 'yellow']), [0, 0]);
    expect(boardToText(outcome.state.board)).toEqual(['OY.', 'PBY', 'GBY']);
    expect(outcome.state.supply).toEqual([]);
  });

  it('closes an emptied column up to the left once the supply is out', () => {
    const outcome = play(stateOf(['GRY', 'RRB']), [1, 1]);
    expect(boardToText(outcome.state.board)).toEqual(['.Y.', 'GB.']);
    expect(outcome.falls).toEqual([
      { from: [0, 0], to: [1, 0], tile: 'green' },
      { from: [1, 2], to: [1, 1], tile: 'blue' },
      { from: [0, 2], to: [0, 1], tile: 'yellow' },
    ]);
  });

  it('closes up a column left empty when the supply runs out during the refill', () => {
    // The bomb takes all reds; the one supply tile goes to column 0, column 1 stays empty and closes.
    const outcome = play(stateOf(['R@G', 'RRB'], ['yellow']), [0, 1]);
    expect(outcome.removed).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    expect(boardToText(outcome.state.board)).toEqual(['.G.', 'YB.']);
    expect(outcome.falls).toEqual([
      { from: null, to: [1, 0], tile: 'yellow' },
      { from: [1, 2], to: [1, 1], tile: 'blue' },
      { from: [0, 2], to: [0, 1], tile: 'green' },
    ]);
    expect(outcome.state.supply).toEqual([]);
  });

  it('does not close up columns while the supply lasts', () => {
    const outcome = play(stateOf(['BRG', 'BRG'], ['yellow', 'purple', 'orange']), [0, 1]);
    expect(boardToText(outcome.state.board)).toEqual(['BPG', 'BYG']);
    expect(outcome.state.supply).toEqual(['orange']);
  });

  it('lets a bomb clear its colour across the board, then settles', () => {
    const outcome = play(stateOf(['RYR', '@RB', 'GYR']), [1, 0]);
    expect(outcome.removed).toHaveLength(5);
    expect(boardToText(outcome.state.board)).toEqual(['...', '.Y.', 'GYB']);
    expect(outcome.scoreEarned).toBe(250);
  });
});

describe('applyMove: score, perfect clear, milestones', () => {
  it('adds 10 × n² and counts the move', () => {
    const outcome = play(stateOf(['RRB', 'GGB'], [], { score: 100, moves: 4 }), [0, 0]);
    expect(outcome.scoreEarned).toBe(40);
    expect(outcome.state.score).toBe(140);
    expect(outcome.state.moves).toBe(5);
    expect(outcome.perfectClear).toBe(false);
  });

  it('awards the perfect-clear bonus when a move empties the board, and ends the game', () => {
    const outcome = play(stateOf(['..', 'RR']), [1, 0]);
    expect(outcome.perfectClear).toBe(true);
    expect(outcome.scoreEarned).toBe(40 + 10_000);
    expect(outcome.gameOver).toBe(true);
    expect(outcome.state.over).toBe(true);
    expect(boardToText(outcome.state.board)).toEqual(['..', '..']);
  });

  it('gives no bonus when the supply refills the board', () => {
    const outcome = play(stateOf(['..', 'RR'], ['blue']), [1, 0]);
    expect(outcome.perfectClear).toBe(false);
    expect(outcome.scoreEarned).toBe(40);
  });

  it('reports a milestone when the score passes a multiple of 10,000', () => {
    const start = stateOf(['RRB', 'GGB'], [], { score: 9_990 });
    const first = play(start, [0, 0]);
    expect(first.state.score).toBe(10_030);
    expect(first.milestonesReached).toBe(1);
    expect(first.state.milestones).toBe(1);
    const second = play(first.state, [1, 2]);
    expect(second.milestonesReached).toBe(0);
    expect(second.state.milestones).toBe(1);
  });

  it('can reach two milestones in one move with the perfect-clear bonus', () => {
    const outcome = play(stateOf(['RR'], [], { score: 9_990 }), [0, 0]);
    expect(outcome.state.score).toBe(20_030);
    expect(outcome.milestonesReached).toBe(2);
    expect(outcome.state.milestones).toBe(2);
    // 20,030 / 200 = 100 coins (49 of them paid before) plus two 50-coin milestone bonuses
    expect(outcome.coinsEarned).toBe(100 - 49 + 2 * 50);
  });
});

describe('coins (DECISIONS.md: 1 per 200 points as scored, +50 per full 10,000)', () => {
  it('pays a game ⌊score / 200⌋ plus 50 per milestone', () => {
    expect([0, 199, 200, 7_100, 9_999].map(coinsForScore)).toEqual([0, 0, 1, 35, 49]);
    expect(coinsForScore(10_000)).toBe(50 + 50);
    expect(coinsForScore(25_000)).toBe(125 + 100);
  });

  it('carries the points short of a coin to the next move', () => {
    // 90 + 90 + 90 = 270 points: the third move completes the first 200
    const moves = ['RRR', 'GGG', 'BBB'];
    let state = stateOf([...moves, 'YRY']);
    const paid = moves.map((_, row) => {
      const outcome = play(state, [row, 0]);
      state = outcome.state;
      return outcome.coinsEarned;
    });
    expect(state.score).toBe(270);
    expect(paid).toEqual([0, 0, 1]);
  });

  it('pays the milestone bonus with the move that passes 10,000', () => {
    const outcome = play(stateOf(['RRB', 'GGB'], [], { score: 9_990 }), [0, 0]);
    expect(outcome.state.score).toBe(10_030);
    expect(outcome.coinsEarned).toBe(1 + 50);
  });
});

describe('applyMove: combo', () => {
  const board = ['RRR', 'GGB'];

  it('starts a combo with a move of 3 or more tiles', () =>
    expect(play(stateOf(board), [0, 0]).state.currentCombo).toBe(1));

  it('extends the combo with each further move of 3 or more tiles', () =>
    expect(play(stateOf(board, [], { currentCombo: 2 }), [0, 0]).state.currentCombo).toBe(3));

  it('resets the combo to 0 after a move of 2 tiles', () =>
    expect(play(stateOf(board, [], { currentCombo: 2 }), [1, 0]).state.currentCombo).toBe(0));

  it('keeps the combo on a refused click', () =>
    expect(applyMove(stateOf(board, [], { currentCombo: 2 }), [1, 2])).toMatchObject({
      ok: false,
      currentCombo: 2,
    }));

  it('does not change the score', () => {
    expect(play(stateOf(board, [], { currentCombo: 5 }), [0, 0]).scoreEarned).toBe(90);
  });
});

describe('applyMove: game over', () => {
  it('keeps playing while a move is left', () => {
    const outcome = play(stateOf(['RRB', 'GGB']), [0, 0]);
    expect(outcome.gameOver).toBe(false);
  });

  it('ends the game when no pair and no special tile touching a colour is left', () => {
    const outcome = play(stateOf(['RBG', 'YYR']), [1, 0]);
    expect(boardToText(outcome.state.board)).toEqual(['..G', 'RBR']);
    expect(outcome.gameOver).toBe(true);
    expect(outcome.state.over).toBe(true);
  });

  it('keeps the game going when a bomb still touches a colour', () =>
    expect(play(stateOf(['RB@', 'YYG']), [1, 0]).gameOver).toBe(false));
});
