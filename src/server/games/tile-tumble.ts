import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { MoveAnswer, SessionData } from '../../common/games-types.ts';
import { MSG } from '../../common/messages.ts';
import {
  applyMove,
  type Cell,
  type GameSeed,
  type GameState,
  newGame,
  replay,
} from '../../common/tile-tumble/index.ts';
import { grantAchievement } from '../achievements/service.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { publishActivity } from '../friends/activity.ts';
import { recordGameActivity } from '../friends/activity-games.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications } from '../notifications/service.ts';

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
 * POST /api/games/tiletumble/start: the member's live session if there is one (resumed), with the
 * coins it has paid so far, else a new one from a fresh seed. The partial unique index allows one active session per member, so
 * two simultaneous starts cannot both create one.
 */
export async function startGame(db: Db, userId: number, seed?: number) {
  const live = await db
    .selectFrom('game_sessions')
    .select(['id', 'state', 'coins_earned'])
    .where('user_id', '=', userId)
    .where('game', '=', GAME)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (live) {
    return {
      success: true as const,
      session_id: live.id,
      session_data: sessionData(JSON.parse(live.state) as GameState),
      coins_earned: live.coins_earned,
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
    return {
      success: true as const,
      session_id: id,
      session_data: sessionData(state),
      coins_earned: 0,
      resumed: false,
    };
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
 * repeated or concurrent requests cannot apply a move twice or pay twice. The move's coins (1 per
 * 200 points, +50 per milestone; DECISIONS.md) go through the ledger in the same transaction,
 * within the daily cap, and the first milestone earns the first_milestone achievement, announced
 * after the commit. An invalid move changes nothing and answers 400 with `error` and the combo kept.
 */
export async function playMove(
  db: Db,
  live: LiveHub | undefined,
  userId: number,
  sessionId: number,
  cell: Cell,
): Promise<MoveAnswer> {
  const { game_daily_coin_cap: dailyCap } = await getSettings(db);
  const { answer, notificationIds, activityIds } = await db.transaction().execute(async (trx) => {
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
    const coins =
      outcome.coinsEarned > 0
        ? await payGameCoins(trx, userId, sessionId, outcome.coinsEarned, outcome.state.score, dailyCap, now)
        : 0;
    const notificationIds =
      outcome.milestonesReached > 0 ? await grantAchievement(trx, userId, 'first_milestone') : [];
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
    const activityIds = await recordGameActivity(trx, {
      game: GAME,
      userId,
      sessionId,
      score: outcome.state.score,
      milestonesReached: outcome.milestonesReached,
      gameOver: outcome.gameOver,
    });
    const answer: MoveAnswer = {
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
    return { answer, notificationIds, activityIds };
  });
  if (live) await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  if (live) await live.afterCommit(() => publishActivity(live, db, activityIds));
  return answer;
}

/**
 * Pays up to `earned` coins for a move, as much as today's cap leaves, with its ledger row; answers
 * what was paid. Runs inside the move's transaction, after the session row is claimed.
 */
async function payGameCoins(
  trx: Db,
  userId: number,
  sessionId: number,
  earned: number,
  score: number,
  dailyCap: number,
  now: Date,
): Promise<number> {
  const { n } = await trx
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'game')
    .where('created_at', '>=', startOfUtcDay(now))
    .executeTakeFirstOrThrow();
  const coins = Math.max(0, Math.min(earned, dailyCap - Number(n)));
  if (coins === 0) return 0;
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
      description: `Tile Tumble: ${score.toLocaleString('en-US')} points`,
      ref_type: 'game_session',
      ref_id: sessionId,
      created_at: now.toISOString(),
    })
    .execute();
  return coins;
}

/** POST /api/games/tiletumble/end: the member leaves an unfinished game; it counts as finished. */
export async function endGame(db: Db, live: LiveHub | undefined, userId: number, sessionId: number) {
  const now = new Date().toISOString();
  const session = await db
    .selectFrom('game_sessions')
    .select(['status', 'coins_earned'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!session) throw notFound(MSG.gameSessionNotFound);
  const activityIds = await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('game_sessions')
      .set({ status: 'ended', ended_at: now, updated_at: now })
      .where('id', '=', sessionId)
      .where('status', '=', 'active')
      .returning('score')
      .executeTakeFirst();
    if (!ended) return [];
    return recordGameActivity(trx, {
      game: GAME,
      userId,
      sessionId,
      score: ended.score,
      milestonesReached: 0,
      gameOver: true,
    });
  });
  if (live) await live.afterCommit(() => publishActivity(live, db, activityIds));
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

/**
 * GET /api/games/tiletumble/leaderboard: each player's best finished score, once per player, since
 * the start of the UTC day (`day`), in the last 7 days (`week`) and of all time (`all_time`). A tie
 * goes to the score reached first.
 */
export async function leaderboard(db: Db, limit = 10, now = new Date()) {
  const best = (from?: string) =>
    db
      .with('ranked', (qb) => {
        let games = qb
          .selectFrom('game_sessions')
          .select([
            'user_id',
            'score',
            'ended_at',
            sql<number>`row_number() over (partition by user_id order by score desc, ended_at, id)`.as(
              'place',
            ),
          ])
          .where('game', '=', GAME)
          .where('status', 'in', ['over', 'ended'])
          .where('score', '>', 0);
        if (from) games = games.where('ended_at', '>=', from);
        return games;
      })
      .selectFrom('ranked as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.username', 'r.score', 'r.ended_at'])
      .where('r.place', '=', 1)
      .orderBy('r.score', 'desc')
      .orderBy('r.ended_at')
      .orderBy('u.username')
      .limit(limit)
      .execute();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const [day, week, allTime] = await Promise.all([best(startOfUtcDay(now)), best(weekAgo), best()]);
  return { success: true as const, day, week, all_time: allTime };
}

/** Guards a client-supplied cell: whole numbers only; the engine refuses cells off the board. */
export function checkCell(row: number, col: number): Cell {
  if (!Number.isInteger(row) || !Number.isInteger(col)) throw badRequest(MSG.invalidMove);
  return [row, col];
}
