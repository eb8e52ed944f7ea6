import { type ExpressionBuilder, sql } from 'kysely';
import { utcDay } from '../../common/daily-reward.ts';
import {
  SPOTLIGHT_ACTIVE_DAYS,
  SPOTLIGHT_REPEAT_DAYS,
  type SpotlightAnswer,
} from '../../common/home-social.ts';
import { listAchievements } from '../achievements/service.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { GAME } from '../games/tile-tumble.ts';
import { addDays, pickSpotlight, type SpotlightCandidate, startOfDay } from './rule.ts';

/**
 * The daily spotlight (issue 19 §3; DECISIONS.md "Spotlight (issue 19 §3)").
 *
 * Eligible on a UTC day: a member not deleted, not suspended, not opted out (`spotlight_opt_out`),
 * with a saved avatar, seen or posting in the SPOTLIGHT_ACTIVE_DAYS days before the day (or on it),
 * and not in the spotlight on any other day within SPOTLIGHT_REPEAT_DAYS of it (before it, or an
 * administrator's pick after it). Among them `pickSpotlight` rotates: never picked first, then the
 * longest ago, ties by a hash of (day, member id). The first server to need the day writes the pick
 * (`spotlights.day` is the primary key: insert … on conflict do nothing, then read back), so every
 * server shows the same member all day. When nobody is eligible no row is written (a later request
 * may find someone). When today's member is deleted, suspended or opts out during the day, the rule
 * runs again without them and replaces the pick.
 */

type Eb = ExpressionBuilder<Database, 'users'>;

/** In good standing at `now`: not deleted, not suspended, not opted out. */
const inGoodStanding = (eb: Eb, now: string) =>
  eb.and([
    eb('users.deleted_at', 'is', null),
    eb.or([eb('users.suspended_until', 'is', null), eb('users.suspended_until', '<=', now)]),
    eb('users.spotlight_opt_out', '=', 0),
  ]);

/** Everyone the rule may pick on `day`, with their last spotlight day before it. */
export async function spotlightCandidates(
  db: Db,
  day: string,
  now: Date,
  exclude: number[] = [],
): Promise<SpotlightCandidate[]> {
  const activeFrom = startOfDay(addDays(day, -SPOTLIGHT_ACTIVE_DAYS));
  const activeTo = startOfDay(addDays(day, 1));
  const seenIn = (eb: Eb, column: 'users.last_seen_at' | 'users.last_post_at') =>
    eb.and([eb(column, '>=', activeFrom), eb(column, '<', activeTo)]);
  let query = db
    .selectFrom('users')
    .innerJoin('avatars', 'avatars.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      eb
        .selectFrom('spotlights')
        .select((inner) => inner.fn.max('spotlights.day').as('last'))
        .whereRef('spotlights.user_id', '=', 'users.id')
        .where('spotlights.day', '<', day)
        .as('last_day'),
    ])
    .where((eb) => inGoodStanding(eb, now.toISOString()))
    .where('avatars.config', '<>', '[]')
    .where((eb) => eb.or([seenIn(eb, 'users.last_seen_at'), seenIn(eb, 'users.last_post_at')]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('spotlights')
            .select(sql<number>`1`.as('one'))
            .whereRef('spotlights.user_id', '=', 'users.id')
            .where('spotlights.day', '>=', addDays(day, -SPOTLIGHT_REPEAT_DAYS))
            .where('spotlights.day', '<=', addDays(day, SPOTLIGHT_REPEAT_DAYS))
            .where('spotlights.day', '<>', day),
        ),
      ),
    );
  if (exclude.length > 0) query = query.where('users.id', 'not in', exclude);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, last_day: row.last_day ?? null }));
}

/** Whether the member may stay in today's spotlight: still there, not suspended, not opted out. */
async function mayStay(db: Db, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where((eb) => inGoodStanding(eb, now.toISOString()))
    .executeTakeFirst();
  return row !== undefined;
}

const todaysRow = (db: Db, day: string) =>
  db.selectFrom('spotlights').select(['user_id', 'picked_by']).where('day', '=', day).executeTakeFirst();

/**
 * Today's member (id), writing the rule's pick when the day has none yet and replacing a member who
 * may no longer stay. Null when nobody is eligible.
 */
export async function resolveToday(db: Db, now: Date): Promise<number | null> {
  const day = utcDay(now);
  const row = await todaysRow(db, day);
  if (row?.user_id != null && (await mayStay(db, row.user_id, now))) return row.user_id;

  const gone = row?.user_id != null ? [row.user_id] : [];
  const pick = pickSpotlight(day, await spotlightCandidates(db, day, now, gone));
  const at = now.toISOString();
  if (!row) {
    if (pick === null) return null;
    // Another server may write the day at the same moment: the first insert wins, all read it back.
    await db
      .insertInto('spotlights')
      .values({ day, user_id: pick, picked_by: null, created_at: at })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
  } else {
    // Replace only what we read, so two servers replacing at once agree on one member.
    await db
      .updateTable('spotlights')
      .set({ user_id: pick, picked_by: null, created_at: at })
      .where('day', '=', day)
      .where((eb) => (row.user_id === null ? eb('user_id', 'is', null) : eb('user_id', '=', row.user_id)))
      .execute();
  }
  return (await todaysRow(db, day))?.user_id ?? null;
}

/** The composed full figure of a member's saved avatar, large and crisp. */
export const figureUrl = (userId: number, version: number) =>
  `/api/user/${userId}/avatar.png?size=figure&v=${version}`;

/** What the spotlight shows of a member: figure, join date, posts, best Tile Tumble score, badges. */
async function presentMember(db: Db, userId: number): Promise<SpotlightAnswer['member']> {
  const user = await db
    .selectFrom('users')
    .leftJoin('avatars', 'avatars.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.created_at',
      'users.post_count',
      'avatars.version',
      eb
        .selectFrom('game_sessions')
        .select((inner) => inner.fn.max('score').as('best'))
        .whereRef('game_sessions.user_id', '=', 'users.id')
        .where('game', '=', GAME)
        .where('status', 'in', ['over', 'ended'])
        .as('best_score'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    avatar_url: figureUrl(user.id, user.version ?? 0),
    joined: user.created_at,
    post_count: Number(user.post_count),
    best_score: Number(user.best_score ?? 0),
    achievements: await listAchievements(db, user.id),
  };
}

/** GET /api/spotlight: today's member (UTC), or null when nobody could be picked. */
export async function todaysSpotlight(db: Db, now: Date): Promise<SpotlightAnswer> {
  const userId = await resolveToday(db, now);
  return { day: utcDay(now), member: userId === null ? null : await presentMember(db, userId) };
}
