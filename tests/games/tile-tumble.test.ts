import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import {
  BOARD_SIZE,
  type Board,
  type Cell,
  coinsForScore,
  type GameState,
  newGame,
  scoreFor,
  selectGroup,
} from '../../src/common/tile-tumble/index.ts';
import { auditSession, DAILY_GAME_COINS } from '../../src/server/games/tile-tumble.ts';
import { createTestApp, GENEROUS_LIMITS, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (actor: Actor, seed?: number) =>
  postAs(t.app, actor.cookie, '/api/games/tiletumble/start', seed === undefined ? {} : { seed });
const move = (actor: Actor, sessionId: number, [row, col]: Cell) =>
  postAs(t.app, actor.cookie, '/api/games/tiletumble/move', { session_id: sessionId, row, col });

/** The first removable group on the board, scanning rows then columns (a simple, complete strategy). */
function firstGroup(board: Board): Cell | null {
  for (let r = 0; r < BOARD_SIZE; r++)
    for (let c = 0; c < BOARD_SIZE; c++) if (selectGroup(board, [r, c]).length >= 2) return [r, c];
  return null;
}
const coinsOf = async (userId: number) =>
  (await t.database.db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirstOrThrow())
    .coins;
const gameLedger = (userId: number) =>
  t.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'game')
    .execute();

const achievementsOf = (userId: number) =>
  t.database.db.selectFrom('user_achievements').selectAll().where('user_id', '=', userId).execute();

/** Puts a session into a chosen state (a near-finished board), as if the moves had been played. */
async function setState(sessionId: number, state: GameState) {
  await t.database.db
    .updateTable('game_sessions')
    .set({ state: JSON.stringify(state), score: state.score })
    .where('id', '=', sessionId)
    .execute();
}
/** Ten points short of the first milestone, with one blue pair to take in the bottom row. */
function nearMilestone(): GameState {
  const board = emptyBoard();
  board[BOARD_SIZE - 1]![0] = 'blue';
  board[BOARD_SIZE - 1]![1] = 'blue';
  return { board, supply: [], score: 9_990, moves: 30, currentCombo: 0, milestones: 0, over: false };
}

function emptyBoard(): Board {
  return Array.from({ length: BOARD_SIZE }, () => Array.from({ length: BOARD_SIZE }, () => null));
}

/** The stored seeds of a session. */
const seedsOf = (sessionId: number) =>
  t.database.db
    .selectFrom('game_sessions')
    .select(['seed', 'seed_hex'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();

interface Played {
  score_earned: number;
  coins_earned: number;
  game_over: boolean;
  currency_earned: number;
  session_data: { board: Board; score: number };
}

/** Plays the first removable group until the game is over; answers the last session data and every answer. */
async function playToEnd(player: Actor, sessionId: number, board: Board) {
  let sessionData = { board, score: 0 };
  const answers: Played[] = [];
  for (let guard = 0; guard < 400; guard++) {
    const cell = firstGroup(sessionData.board);
    if (!cell) break;
    const res = await move(player, sessionId, cell);
    expect(res.statusCode, res.body).toBe(200);
    answers.push(res.json());
    sessionData = res.json().session_data;
    if (res.json().game_over) break;
  }
  return { ...sessionData, answers, last: answers.at(-1) };
}

describe('Tile Tumble seeds (issue 15)', () => {
  it('starts each game from 256 fresh random bits, stored as hex, and replays from them', async () => {
    const [a, b] = [await signIn(t), await signIn(t)];
    const first = (await start(a)).json();
    const second = (await start(b)).json();
    const [seedA, seedB] = [await seedsOf(first.session_id), await seedsOf(second.session_id)];
    expect(seedA.seed_hex).toMatch(/^[0-9a-f]{64}$/);
    expect(seedB.seed_hex).toMatch(/^[0-9a-f]{64}$/);
    expect(seedA.seed_hex).not.toBe(seedB.seed_hex);
    expect(seedA.seed).toBe(0);
    expect(first.session_data.board).toEqual(newGame(seedA.seed_hex!).board);

    const final = await playToEnd(a, first.session_id, first.session_data.board);
    const audit = await auditSession(t.database.db, first.session_id);
    expect(audit.replayed).toBe(final.score);
    expect(audit.stored).toBe(final.score);
  });

  it('keeps a fixed test seed as the 32-bit seed it always was', async () => {
    const player = await signIn(t);
    const { session_id } = (await start(player, 31337)).json();
    expect(await seedsOf(session_id)).toEqual({ seed: 31337, seed_hex: null });
  });

  it('resumes, plays and replays a session stored before the seeds grew', async () => {
    const player = await signIn(t);
    const now = new Date().toISOString();
    // A session as migration 0006 wrote it: a 31-bit seed and no seed_hex.
    const { id } = await t.database.db
      .insertInto('game_sessions')
      .values({
        user_id: player.user.id,
        game: 'tiletumble',
        seed: 1_234_567_890,
        state: JSON.stringify(newGame(1_234_567_890)),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resumed = (await start(player)).json();
    expect(resumed).toMatchObject({ session_id: id, resumed: true });
    expect(resumed.session_data.board).toEqual(newGame(1_234_567_890).board);
    const final = await playToEnd(player, id, resumed.session_data.board);
    const audit = await auditSession(t.database.db, id);
    expect(audit.replayed).toBe(final.score);
    expect(audit.stored).toBe(final.score);
  });
});

describe('GET /api/games/', () => {
  it('lists Tile Tumble', async () => {
    const { games } = (await getJson(t.app, '/api/games/')).json();
    expect(games[0]).toMatchObject({ slug: 'tile-tumble', name: 'Tile Tumble', category: 'Puzzle' });
  });
});

describe('Tile Tumble sessions', () => {
  it('starts a game from the seed, and resumes it on the next start', async () => {
    const player = await signIn(t);
    const first = (await start(player, 1234)).json();
    expect(first).toMatchObject({ success: true, resumed: false, session_data: { score: 0, moves: 0 } });
    expect(first.session_data.board).toEqual(newGame(1234).board);
    expect(first.coins_earned).toBe(0);
    const again = (await start(player)).json();
    expect(again).toMatchObject({ session_id: first.session_id, resumed: true });
  });

  it('plays a move: removes the group, scores 10 × n², and keeps the state on the server', async () => {
    const player = await signIn(t);
    const { session_id, session_data } = (await start(player, 42)).json();
    const cell = firstGroup(session_data.board)!;
    const group = selectGroup(session_data.board, cell);
    const res = await move(player, session_id, cell);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      score_earned: scoreFor(group.length),
      coins_earned: coinsForScore(scoreFor(group.length)),
      game_over: false,
    });
    expect(res.json().session_data).toMatchObject({ score: scoreFor(group.length), moves: 1 });
    const resumed = (await start(player)).json();
    expect(resumed.session_data).toEqual(res.json().session_data);
    expect(resumed.coins_earned).toBe(res.json().coins_earned);
  });

  it('answers an invalid move with its error and the combo kept, changing nothing', async () => {
    const player = await signIn(t);
    const { session_id, session_data } = (await start(player, 7)).json();
    for (const cell of [
      [-1, 0],
      [0, BOARD_SIZE],
    ] as Cell[]) {
      const res = await move(player, session_id, cell);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, currentCombo: 0 });
      expect(typeof res.json().error).toBe('string');
    }
    expect((await start(player)).json().session_data).toEqual(session_data);
  });

  it("refuses moves on another member's session as if it did not exist", async () => {
    const [owner, other] = [await signIn(t), await signIn(t)];
    const { session_id, session_data } = (await start(owner, 9)).json();
    expectRefusal(
      await move(other, session_id, firstGroup(session_data.board)!),
      404,
      MSG.gameSessionNotFound,
    );
    expect((await postAs(t.app, other.cookie, '/api/games/tiletumble/end', { session_id })).statusCode).toBe(
      404,
    );
  });

  it('applies 20 simultaneous moves one at a time: the same result as sending them in turn', async () => {
    const [a, b] = [await signIn(t), await signIn(t)];
    const sa = (await start(a, 99)).json();
    const sb = (await start(b, 99)).json();
    const cell = firstGroup(sa.session_data.board)!;
    await Promise.all(Array.from({ length: 20 }, () => move(a, sa.session_id, cell)));
    for (let i = 0; i < 20; i++) await move(b, sb.session_id, cell);
    const [ra, rb] = [(await start(a)).json().session_data, (await start(b)).json().session_data];
    expect(ra).toEqual(rb);
  });

  it('plays to game over, then pays currency_earned, refuses further moves, and replays to the same score', async () => {
    const player = await signIn(t);
    const { session_id, session_data: first } = (await start(player, 2024)).json();
    const { last, ...session_data } = await playToEnd(player, session_id, first.board);
    expect(last?.game_over).toBe(true);
    const paid = (await gameLedger(player.user.id)).reduce((sum, row) => sum + row.coins, 0);
    expect(last?.currency_earned).toBe(paid);
    expectRefusal(await move(player, session_id, [0, 0]), 409, MSG.gameOverAlready);
    const audit = await auditSession(t.database.db, session_id);
    expect(audit.replayed).toBe(audit.stored);
    expect(audit.stored).toBe(session_data.score);
    // A finished game is not resumed: the next start is a new session.
    expect((await start(player)).json()).toMatchObject({ resumed: false });
  });

  it('adds the perfect-clear bonus and pays the points and the milestone once, through the ledger', async () => {
    const player = await signIn(t);
    const { session_id } = (await start(player, 5)).json();
    const board = emptyBoard();
    board[BOARD_SIZE - 1]![0] = 'red';
    board[BOARD_SIZE - 1]![1] = 'red';
    await setState(session_id, {
      board,
      supply: [],
      score: 9_000,
      moves: 30,
      currentCombo: 0,
      milestones: 0,
      over: false,
    });
    const before = await coinsOf(player.user.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => move(player, session_id, [BOARD_SIZE - 1, 0])),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    // 9,000 → 19,040 points: 95 − 45 coins for the points, 50 for the milestone
    expect(ok[0]!.json()).toMatchObject({
      score_earned: 40 + 10_000,
      coins_earned: 100,
      game_over: true,
      currency_earned: 100,
      perfect_clear: true,
    });
    expect(await coinsOf(player.user.id)).toBe(before + 100);
    expect(await gameLedger(player.user.id)).toHaveLength(1);
  });

  it(`stops paying game coins at ${DAILY_GAME_COINS} a day`, async () => {
    const player = await signIn(t);
    await t.database.db
      .insertInto('transactions')
      .values({
        user_id: player.user.id,
        kind: 'game',
        coins: DAILY_GAME_COINS - 10,
        gems: 0,
        description: 'earlier games today',
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.database.db
      .updateTable('users')
      .set((eb) => ({ coins: eb('coins', '+', DAILY_GAME_COINS - 10) }))
      .where('id', '=', player.user.id)
      .execute();
    const { session_id } = (await start(player, 6)).json();
    await setState(session_id, nearMilestone());
    const res = await move(player, session_id, [BOARD_SIZE - 1, 1]);
    expect(res.json()).toMatchObject({ coins_earned: 10, currency_earned: 10 });
  });

  it('pays within the daily cap the site settings give (game_daily_coin_cap)', async () => {
    // A second app server on the same database, holding a lower cap.
    const capped = await createTestApp({ settings: { game_daily_coin_cap: 20 } });
    try {
      const player = await signIn(t);
      const { session_id } = (await start(player, 6)).json();
      await setState(session_id, nearMilestone());
      const res = await postAs(capped.app, player.cookie, '/api/games/tiletumble/move', {
        session_id,
        row: BOARD_SIZE - 1,
        col: 1,
      });
      expect(res.json()).toMatchObject({ coins_earned: 20, currency_earned: 20 });
    } finally {
      await capped.close();
    }
  });

  it('ends an unfinished game when the player leaves, and lists finished scores on the leaderboard', async () => {
    const player = await signIn(t);
    const { session_id, session_data } = (await start(player, 11)).json();
    await move(player, session_id, firstGroup(session_data.board)!);
    const ended = await postAs(t.app, player.cookie, '/api/games/tiletumble/end', { session_id });
    expect(ended.json()).toEqual({ success: true, currency_earned: 0 });
    expectRefusal(await move(player, session_id, [0, 0]), 409, MSG.gameOverAlready);
    const board = (await getJson(t.app, '/api/games/tiletumble/leaderboard')).json();
    expect(board.all_time.map((row: { username: string }) => row.username)).toContain(player.user.username);
    expect(board.week.length).toBeGreaterThan(0);
    expect(board.day.length).toBeGreaterThan(0);
  });

  it('refuses visitors', async () => {
    expectRefusal(await postAs(t.app, undefined, '/api/games/tiletumble/start', {}), 401, MSG.loginRequired);
  });

  it('limits how fast one client can send moves', async () => {
    const limited = await createTestApp({
      rateLimits: { ...GENEROUS_LIMITS, gameMove: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const player = await signIn({ ...t, app: limited.app, database: limited.database });
      const { session_id } = (
        await postAs(limited.app, player.cookie, '/api/games/tiletumble/start', {})
      ).json();
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/games/tiletumble/move',
          payload: { session_id, row: -1, col: -1 },
          headers: { cookie: player.cookie },
          remoteAddress: '203.0.113.9',
        });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400);
      expectRefusal(await send(), 429, MSG.tooManyMoves);
    } finally {
      await limited.close();
    }
  });
});

describe('Tile Tumble pays as the points are scored (issue 18 §1)', () => {
  it('pays a scripted game below 10,000 points ⌊score / 200⌋ coins in ledger rows during the game', async () => {
    const player = await signIn(t);
    const before = await coinsOf(player.user.id);
    const { session_id, session_data } = (await start(player, 15)).json();
    const { score, answers, last } = await playToEnd(player, session_id, session_data.board);
    const paidPerMove = answers.map((answer) => answer.coins_earned);
    expect(last?.game_over).toBe(true);
    expect(score).toBeGreaterThan(2_000);
    expect(score).toBeLessThan(10_000);
    const total = Math.floor(score / 200);
    expect(paidPerMove.reduce((sum, c) => sum + c, 0)).toBe(total);
    // coins arrive move by move, not only at the end
    expect(paidPerMove.slice(0, -1).some((c) => c > 0)).toBe(true);
    expect((await start(player)).json()).toMatchObject({ resumed: false, coins_earned: 0 });
    expect(last?.currency_earned).toBe(total);
    const ledger = await gameLedger(player.user.id);
    expect(ledger.length).toBe(paidPerMove.filter((c) => c > 0).length);
    expect(ledger.every((row) => row.ref_type === 'game_session' && row.ref_id === session_id)).toBe(true);
    expect(ledger.reduce((sum, row) => sum + row.coins, 0)).toBe(total);
    expect(await coinsOf(player.user.id)).toBe(before + total);
    expect((await achievementsOf(player.user.id)).map((a) => a.achievement)).not.toContain('first_milestone');
  });

  it('grants first_milestone once, with one notification, however many milestones follow', async () => {
    const player = await signIn(t);
    for (let game = 0; game < 2; game++) {
      const { session_id } = (await start(player, 6)).json();
      await setState(session_id, nearMilestone());
      const res = await move(player, session_id, [BOARD_SIZE - 1, 1]);
      // 9,990 → 20,030 points with the perfect clear: two milestones
      expect(res.json()).toMatchObject({
        coins_earned: coinsForScore(20_030) - coinsForScore(9_990),
        game_over: true,
      });
    }
    expect(await achievementsOf(player.user.id)).toHaveLength(1);
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', player.user.id)
      .where('type', '=', 'achievement')
      .execute();
    expect(notes).toHaveLength(1);
    const shown = (await getJson(t.app, `/api/user/${player.user.id}/achievements`)).json();
    expect(shown.achievements.map((a: { key: string }) => a.key)).toEqual(['first_milestone']);
  });
});

describe('Tile Tumble leaderboard (issue 18 §4)', () => {
  const HOUR = 60 * 60 * 1000;
  /** A finished game ended `ago` ms before now, written directly. */
  async function finished(userId: number, score: number, ago: number) {
    const at = new Date(Date.now() - ago).toISOString();
    await t.database.db
      .insertInto('game_sessions')
      .values({
        user_id: userId,
        game: 'tiletumble',
        seed: 1,
        state: JSON.stringify(newGame(1)),
        score,
        status: 'over',
        created_at: at,
        updated_at: at,
        ended_at: at,
      })
      .execute();
  }
  const sinceMidnight = () => Date.now() - new Date(new Date().toISOString().slice(0, 10)).getTime();

  it('lists each player once with their best score, today, this week and of all time', async () => {
    const [ann, ben, cas] = [await signIn(t), await signIn(t), await signIn(t)];
    // far above anything the other tests score, so these lead every list
    await finished(ann.user.id, 9_000_000, 40 * 24 * HOUR);
    await finished(ann.user.id, 8_000_000, 3 * 24 * HOUR);
    await finished(ann.user.id, 7_000_000, 0);
    await finished(ann.user.id, 6_000_000, 0);
    await finished(ben.user.id, 8_500_000, 2 * 24 * HOUR);
    await finished(ben.user.id, 6_500_000, Math.min(sinceMidnight() / 2, HOUR));
    await finished(cas.user.id, 9_500_000, 10 * 24 * HOUR);
    // before today's midnight: in the week, not the day
    await finished(cas.user.id, 7_500_000, sinceMidnight() + HOUR);

    const board = (await getJson(t.app, '/api/games/tiletumble/leaderboard')).json();
    const top = (list: { username: string; score: number }[], n: number) =>
      list.slice(0, n).map((row) => [row.username, row.score]);
    const [a, b, c] = [ann.user.username, ben.user.username, cas.user.username];
    expect(top(board.day, 2)).toEqual([
      [a, 7_000_000],
      [b, 6_500_000],
    ]);
    expect(board.day.map((row: { username: string }) => row.username)).not.toContain(c);
    expect(top(board.week, 3)).toEqual([
      [b, 8_500_000],
      [a, 8_000_000],
      [c, 7_500_000],
    ]);
    expect(top(board.all_time, 3)).toEqual([
      [c, 9_500_000],
      [a, 9_000_000],
      [b, 8_500_000],
    ]);
    for (const list of [board.day, board.week, board.all_time]) {
      const names = list.map((row: { username: string }) => row.username);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
