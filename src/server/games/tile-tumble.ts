import { randomBytes } from 'node:crypto';
import type { MoveAnswer, SessionData } from '../../common/games-types.ts';
import { MSG } from '../../common/messages.ts';
import {
  applyMove,
  type Cell,
  type GameSeed,
  type GameState,
  MILESTONE_COINS,
  newGame,
  replay,
} from '../../common/tile-tumble/index.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';

export const GAME = 'tiletumble';
/** Coins from games per user per UTC day (DECISIONS.md): the default of the site setting game_daily_coin_cap. */
export const DAILY_GAME_COINS = 2_000;

const sessionData = (state: GameState): SessionData => ({
  board: state.board,
  score: state.score,
  moves: state.moves,
  currentCombo: state.currentCombo,
});

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

/**
 * POST /api/games/tiletumble/start: the member's live session if there is one (resumed), else a
 * new one from a fresh seed. The partial unique index allows one active session per member, so
 * two simultaneous starts cannot both create one.
 */
export async function startGame(db: Db, userId: number, seed?: number) {
  const live = await db
    .selectFrom('game_sessions')
    .select(['id', 'state'])
    .where('user_id', '=', userId)
    .where('game', '=', GAME)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (live) {
    return {
      success: true as const,
      session_id: live.id,
      session_data: sessionData(JSON.parse(live.state) as GameState),
      resumed: true,
    };
  }
  // 256 bits from the operating system's cryptographic source (issue 15: 31 bits could be searched).
  const gameSeed: GameSeed = seed ?? randomBytes(32).toString('hex');
  const state = newGame(gameSeed);
  const now = new Date().toISOString();
  try {
    const { id } = await db
      .insertInto('game_sessions')
      .values({
        user_id: userId,
        game: GAME,
        seed: typeof gameSeed === 'number' ? gameSeed : 0,
        seed_hex: typeof gameSeed === 'string' ? gameSeed : null,
        state: JSON.stringify(state),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true as const, session_id: id, session_data: sessionData(state), resumed: false };
  } catch (error) {
    // Lost a race with another start: answer the session that won.
    const again = await db
      .selectFrom('game_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('game', '=', GAME)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!again) throw error;
    return startGame(db, userId);
  }
}

/**
 * POST /api/games/tiletumble/move, in one transaction that first bumps the session's version: moves
 * on one session run one at a time (a row lock on PostgreSQL, the single writer on SQLite), so
 * repeated or concurrent requests cannot apply a move twice or pay twice. Milestone coins go
 * through the ledger in the same transaction, within the daily cap. An invalid move changes
 * nothing and answers 400 with `error` and the combo kept.
 */
export async function playMove(db: Db, userId: number, sessionId: number, cell: Cell): Promise<MoveAnswer> {
  const { game_daily_coin_cap: dailyCap } = await getSettings(db);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const claimed = await trx
      .updateTable('game_sessions')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('game', '=', GAME)
      .returning(['status', 'state', 'move_log', 'coins_earned'])
      .executeTakeFirst();
    if (!claimed) throw notFound(MSG.gameSessionNotFound);
    if (claimed.status !== 'active') throw new HttpError(409, MSG.gameOverAlready);

    const state = JSON.parse(claimed.state) as GameState;
    const result = applyMove(state, cell);
    if (!result.ok) {
      throw new HttpError(400, result.error, { error: result.error, currentCombo: result.currentCombo });
    }
    const { outcome } = result;
    let coins = 0;
    if (outcome.milestonesReached > 0) {
      const { n } = await trx
        .selectFrom('transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'game')
        .where('created_at', '>=', startOfUtcDay(now))
        .executeTakeFirstOrThrow();
      coins = Math.max(0, Math.min(outcome.milestonesReached * MILESTONE_COINS, dailyCap - Number(n)));
      if (coins > 0) {
        await trx
          .updateTable('users')
          .set((eb) => ({ coins: eb('coins', '+', coins) }))
          .where('id', '=', userId)
          .execute();
        await trx
          .insertInto('transactions')
          .values({
            user_id: userId,
            kind: 'game',
            coins,
            gems: 0,
            description: `Tile Tumble milestone: ${Math.floor(outcome.state.score / 10_000) * 10_000} points`,
            ref_type: 'game_session',
            ref_id: sessionId,
            created_at: now.toISOString(),
          })
          .execute();
      }
    }
    const totalCoins = claimed.coins_earned + coins;
    const log = JSON.parse(claimed.move_log) as Cell[];
    log.push(cell);
    await trx
      .updateTable('game_sessions')
      .set({
        state: JSON.stringify(outcome.state),
        move_log: JSON.stringify(log),
        score: outcome.state.score,
        coins_earned: totalCoins,
        status: outcome.gameOver ? 'over' : 'active',
        ended_at: outcome.gameOver ? now.toISOString() : null,
      })
      .where('id', '=', sessionId)
      .execute();
    return {
      success: true as const,
      score_earned: outcome.scoreEarned,
      coins_earned: coins,
      session_data: sessionData(outcome.state),
      game_over: outcome.gameOver,
      currency_earned: outcome.gameOver ? totalCoins : 0,
      currentCombo: outcome.state.currentCombo,
      removed: outcome.removed,
      falls: outcome.falls,
      perfect_clear: outcome.perfectClear,
    };
  });
}

/** POST /api/games/tiletumble/end: the member leaves an unfinished game; it counts as finished. */
export async function endGame(db: Db, userId: number, sessionId: number) {
  const now = new Date().toISOString();
  const session = await db
    .selectFrom('game_sessions')
    .select(['status', 'coins_earned'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!session) throw notFound(MSG.gameSessionNotFound);
  await db
    .updateTable('game_sessions')
    .set({ status: 'ended', ended_at: now, updated_at: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'active')
    .execute();
  return { success: true as const, currency_earned: session.coins_earned };
}

/** Replays a session from its seed and move log: the audit of a score. */
export async function auditSession(db: Db, sessionId: number) {
  const session = await db
    .selectFrom('game_sessions')
    .select(['seed', 'seed_hex', 'move_log', 'score'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const replayed = replay(session.seed_hex ?? session.seed, JSON.parse(session.move_log) as Cell[]);
  return { stored: session.score, replayed: replayed.score, state: replayed };
}

/** GET /api/games/tiletumble/leaderboard: best finished scores this week and of all time. */
export async function leaderboard(db: Db, limit = 10) {
  const since = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const best = (from?: string) => {
    let query = db
      .selectFrom('game_sessions as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .select(['u.username', 'g.score', 'g.ended_at'])
      .where('g.game', '=', GAME)
      .where('g.status', 'in', ['over', 'ended'])
      .where('g.score', '>', 0);
    if (from) query = query.where('g.ended_at', '>=', from);
    return query.orderBy('g.score', 'desc').orderBy('g.ended_at').limit(limit).execute();
  };
  const [week, allTime] = await Promise.all([best(since), best()]);
  return { success: true as const, week, all_time: allTime };
}

/** Guards a client-supplied cell: whole numbers only; the engine refuses cells off the board. */
export function checkCell(row: number, col: number): Cell {
  if (!Number.isInteger(row) || !Number.isInteger(col)) throw badRequest(MSG.invalidMove);
  return [row, col];
}
