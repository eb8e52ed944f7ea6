import { type AchievementKey, achievementInfo, type EarnedAchievement } from '../../common/achievements.ts';
import type { Db } from '../db/index.ts';
import { recordActivity } from '../friends/activity.ts';
import { storeNotifications } from '../notifications/service.ts';

/**
 * Grants an achievement once, inside the caller's transaction: the primary key (user, achievement)
 * lets only the first of any number of concurrent grants insert. Answers the ids of the notification
 * it stored (empty when the member had it already), for publishNotifications after the commit, which
 * also tells the member's friends (issue 19 §2: the activity entry is written here).
 */
export async function grantAchievement(db: Db, userId: number, key: AchievementKey): Promise<number[]> {
  const inserted = await db
    .insertInto('user_achievements')
    .values({ user_id: userId, achievement: key, earned_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return [];
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
