import { describe, expect, it } from 'vitest';
import {
  applyMove,
  BOARD_SIZE,
  BOMB_CHANCE,
  findMove,
  hasMoves,
  MILESTONE_COINS,
  MILESTONE_POINTS,
  newGame,
  PERFECT_CLEAR_BONUS,
  playRandomGame,
  RAINBOW_CHANCE,
  replay,
  SUPPLY_SIZE,
  TILE_COLORS,
  TILE_SIZE,
} from './index.ts';
import { chacha20Block, createGameRng, createRng, drawTile } from './rng.ts';

describe('constants (spec 2 §9, DECISIONS.md)', () => {
  it('match the decisions', () => {
    expect([BOARD_SIZE, TILE_SIZE, SUPPLY_SIZE]).toEqual([10, 50, 150]);
    expect([RAINBOW_CHANCE, BOMB_CHANCE]).toEqual([0.03, 0.02]);
    expect([PERFECT_CLEAR_BONUS, MILESTONE_POINTS, MILESTONE_COINS]).toEqual([10_000, 10_000, 50]);
    expect(TILE_COLORS).toEqual(['red', 'blue', 'green', 'yellow', 'purple', 'orange']);
  });
});

describe('createRng', () => {
  const take = (seed: number, n: number) => Array.from({ length: n }, createRng(seed));

  it('gives the same stream for the same seed', () => expect(take(42, 20)).toEqual(take(42, 20)));
  it('gives different streams for different seeds', () => expect(take(1, 5)).not.toEqual(take(2, 5)));
  it('stays within [0, 1)', () => {
    expect(take(7, 10_000).every((u) => u >= 0 && u < 1)).toBe(true);
  });
  it('takes the seed as a 32-bit unsigned integer', () => expect(take(2 ** 32 + 5, 5)).toEqual(take(5, 5)));
});

describe('chacha20Block', () => {
  it('gives the keystream of RFC 8439 §2.3.2', () => {
    const bytes = Array.from({ length: 32 }, (_, i) => i);
    const key = Array.from({ length: 8 }, (_, i) =>
      new DataView(Uint8Array.from(bytes).buffer).getUint32(i * 4, true),
    );
    expect(
      chacha20Block(key, 1, [0x09000000, 0x4a000000, 0]).map((w) => w.toString(16).padStart(8, '0')),
    ).toEqual([
      'e4e7f110',
      '15593bd1',
      '1fdd0f50',
      'c47120a3',
      'c7f4d1c7',
      '0368c033',
      '9aaa2204',
      '4e6cd4c3',
      '466482d2',
      '09aa9f07',
      '05d7c214',
      'a2028bd9',
      'd19c12b5',
      'b94e16de',
      'e883d0cb',
      '4e3c50a2',
    ]);
  });
});

describe('createGameRng', () => {
  const seedA = 'a3'.repeat(32);
  const seedB = `${'a3'.repeat(31)}a4`;
  const take = (seed: string | number, n: number) => Array.from({ length: n }, createGameRng(seed));

  it('gives the same stream for the same text seed, across keystream blocks', () =>
    expect(take(seedA, 40)).toEqual(take(seedA, 40)));
  it('gives an unrelated stream when one bit of the seed differs', () => {
    const [a, b] = [take(seedA, 16), take(seedB, 16)];
    expect(a.filter((u, i) => u === b[i])).toEqual([]);
  });
  it('stays within [0, 1)', () => expect(take(seedA, 10_000).every((u) => u >= 0 && u < 1)).toBe(true));
  it('plays a number seed as mulberry32, as games stored before did', () =>
    expect(take(1234, 10)).toEqual(Array.from({ length: 10 }, createRng(1234))));
  it.each(['', 'abc', 'A3'.repeat(32), `${'a3'.repeat(32)}00`, 'zz'.repeat(32)])(
    'refuses the malformed seed %j',
    (seed) => expect(() => createGameRng(seed)).toThrow('64 hexadecimal digits'),
  );
});

describe('drawTile', () => {
  it('draws rainbows about 3 %, bombs about 2 % and each colour about 15.8 % of the time', () => {
    const rng = createRng(12345);
    const counts = new Map<string, number>();
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const tile = drawTile(rng);
      counts.set(tile, (counts.get(tile) ?? 0) + 1);
    }
    expect((counts.get('rainbow') ?? 0) / draws).toBeCloseTo(0.03, 2);
    expect((counts.get('bomb') ?? 0) / draws).toBeCloseTo(0.02, 2);
    for (const color of TILE_COLORS) expect((counts.get(color) ?? 0) / draws).toBeCloseTo(0.95 / 6, 2);
  });
});

describe('newGame', () => {
  it('fills a 10 × 10 board and a supply of 150 tiles, with nothing scored yet', () => {
    const state = newGame(1);
    expect(state.board).toHaveLength(BOARD_SIZE);
    for (const row of state.board) {
      expect(row).toHaveLength(BOARD_SIZE);
      expect(row.every((tile) => tile !== null)).toBe(true);
    }
    expect(state.supply).toHaveLength(SUPPLY_SIZE);
    expect(state.supply.every((tile) => tile !== null)).toBe(true);
    expect(state).toMatchObject({ score: 0, moves: 0, currentCombo: 0, milestones: 0 });
    expect(state.over).toBe(!hasMoves(state.board));
  });

  it('is deterministic for a seed', () => expect(newGame(99)).toEqual(newGame(99)));
  it('is deterministic for a text seed, and replays from it', () => {
    const seed = '0f'.repeat(32);
    expect(newGame(seed)).toEqual(newGame(seed));
    const { state, moves } = playRandomGame(seed);
    expect(moves.length).toBeGreaterThan(0);
    expect(replay(seed, moves)).toEqual(state);
  });

  it('differs between seeds', () => expect(newGame(99).board).not.toEqual(newGame(100).board));
});

describe('replay', () => {
  it('with no moves is the new game', () => expect(replay(5, [])).toEqual(newGame(5)));

  it('skips refused clicks', () => {
    const first = findMove(newGame(5).board)!;
    expect(replay(5, [[-1, 0], first, [BOARD_SIZE, 0]])).toEqual(replay(5, [first]));
  });
});

describe('playRandomGame', { timeout: 30_000 }, () => {
  it('always ends with the game over, through valid moves that replay to the same state', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { state, moves } = playRandomGame(seed);
      expect(state.over).toBe(true);
      expect(hasMoves(state.board)).toBe(false);
      expect(state.moves).toBe(moves.length);
      expect(replay(seed, moves)).toEqual(state);
    }
  });

  it('reaches a perfect clear in some games, so the bonus is reachable', () => {
    const cleared = Array.from({ length: 100 }, (_, seed) => playRandomGame(seed).state).filter((state) =>
      state.board.every((row) => row.every((tile) => tile === null)),
    );
    expect(cleared.length).toBeGreaterThan(0);
    for (const state of cleared) expect(state.score).toBeGreaterThanOrEqual(PERFECT_CLEAR_BONUS);
  });

  it('refuses a further click once over', () => {
    const { state } = playRandomGame(3);
    expect(applyMove(state, [BOARD_SIZE - 1, 0])).toMatchObject({ ok: false });
  });

  it('plays a full game well under 5 ms', () => {
    playRandomGame(0); // warm up
    const games = 100;
    const start = performance.now();
    for (let seed = 0; seed < games; seed++) playRandomGame(seed);
    expect((performance.now() - start) / games).toBeLessThan(5);
  });
});

describe('payout of a whole game (DECISIONS.md)', () => {
  it('pays a game below 10,000 points ⌊score / 200⌋ coins, move by move', () => {
    const { state, moves } = playRandomGame(15);
    expect(state.score).toBe(7_190);
    expect(state.score).toBeLessThan(MILESTONE_POINTS);
    let game = newGame(15);
    let paid = 0;
    const paying: number[] = [];
    for (const cell of moves) {
      const result = applyMove(game, cell);
      if (!result.ok) throw new Error(result.error);
      game = result.outcome.state;
      paid += result.outcome.coinsEarned;
      if (result.outcome.coinsEarned > 0) paying.push(result.outcome.coinsEarned);
    }
    expect(paid).toBe(Math.floor(state.score / 200));
    // coins arrive during the game, not all at the end
    expect(paying.length).toBeGreaterThan(1);
  });
});
