import { type AchievementKey, achievementInfo, type EarnedAchievement } from '../../common/achievements.ts';
import { type Db, databaseKey } from '../db/index.ts';
import { recordActivity } from '../friends/activity.ts';
import { storeNotifications } from '../notifications/service.ts';

/** Most (member, achievement) pairs a process remembers as earned, per database. */
const REMEMBERED = 100_000;

/**
 * Achievements known to be earned, by database: granting first_post on every post cost each reply a
 * query. Only what a grant found already stored (committed: PostgreSQL's ON CONFLICT waits for a
 * racing insert's outcome) is remembered, and achievements are never taken back, nor member ids
 * reused, so what is remembered stays true; each server learns on its own.
 */
const earned = new WeakMap<object, Set<string>>();

function earnedIn(db: Db): Set<string> {
  const key = databaseKey(db);
  let known = earned.get(key);
  if (!known) {
    known = new Set();
    earned.set(key, known);
  }
  return known;
}

/**
 * Grants an achievement once, inside the caller's transaction: the primary key (user, achievement)
 * lets only the first of any number of concurrent grants insert. Answers the ids of the notification
 * it stored (empty when the member had it already), for publishNotifications after the commit, which
 * also tells the member's friends (issue 19 §2: the activity entry is written here).
 */
export async function grantAchievement(db: Db, userId: number, key: AchievementKey): Promise<number[]> {
  const known = earnedIn(db);
  const pair = `${userId}:${key}`;
  if (known.has(pair)) return [];
  const inserted = await db
    .insertInto('user_achievements')
    .values({ user_id: userId, achievement: key, earned_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    if (known.size >= REMEMBERED) known.clear();
    known.add(pair);
    return [];
  }
  const info = achievementInfo(key);
  // The notification leads to the badges on the member's own profile (usernames never change).
  const { username } = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await recordActivity(db, { kind: 'achievement', userId, achievement: key });
  return storeNotifications(db, [
    {
      userId,
      type: 'achievement',
      excerpt: info ? `${info.name}: ${info.description}` : key,
      data: { achievement: key, url: `/profile/${encodeURIComponent(username)}#achievements` },
    },
  ]);
}

/** GET /api/user/{id}/achievements: what the member has earned, oldest first. */
export async function listAchievements(db: Db, userId: number): Promise<EarnedAchievement[]> {
  const rows = await db
    .selectFrom('user_achievements')
    .select(['achievement', 'earned_at'])
    .where('user_id', '=', userId)
    .orderBy('earned_at')
    .orderBy('achievement')
    .execute();
  return rows.flatMap((row) => {
    const info = achievementInfo(row.achievement);
    return info
      ? [{ key: info.key, name: info.name, description: info.description, earned_at: row.earned_at }]
      : [];
  });
}
