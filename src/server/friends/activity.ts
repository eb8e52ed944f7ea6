import type { AchievementKey } from '../../common/achievements.ts';
import type { ActivityKind } from '../../common/home-social.ts';
import { ignoringActor } from '../accounts/ignores.ts';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';
import { presentActivity, selectActivity, shownMembers } from './activity-query.ts';
import { friendIds } from './queries.ts';

/** What a member did, as the deed's service tells it (issue 19 §2). */
export type NewActivity =
  | { kind: 'thread' | 'reply'; userId: number; threadId: number; postId: number; categoryId: number }
  | { kind: 'game_milestone' | 'game_best'; userId: number; score: number }
  | { kind: 'look'; userId: number }
  | { kind: 'design_approved'; userId: number; designId: number }
  | { kind: 'achievement'; userId: number; achievement: AchievementKey };

/** §2: a member saving looks all afternoon is one entry an hour, not one per click. */
const LOOK_EVERY_MS = 60 * 60_000;

/**
 * Writes one activity row inside the deed's transaction and answers its id, for publishActivity
 * after the commit; null when the member hides their activity (nothing is kept to show later).
 */
export async function recordActivity(trx: Db, entry: NewActivity): Promise<number | null> {
  const now = new Date();
  const row = {
    user_id: entry.userId,
    kind: entry.kind satisfies ActivityKind,
    category_id: null as number | null,
    thread_id: null as number | null,
    post_id: null as number | null,
    data: '{}',
    created_at: now.toISOString(),
  };
  switch (entry.kind) {
    case 'thread':
    case 'reply':
      Object.assign(row, { category_id: entry.categoryId, thread_id: entry.threadId, post_id: entry.postId });
      break;
    case 'game_milestone':
    case 'game_best':
      row.data = JSON.stringify({ score: entry.score });
      break;
    case 'look':
      // The recent look is replaced rather than moved: a new id keeps the feed's id order its time order.
      await trx
        .deleteFrom('activity')
        .where('user_id', '=', entry.userId)
        .where('kind', '=', 'look')
        .where('created_at', '>', new Date(now.getTime() - LOOK_EVERY_MS).toISOString())
        .execute();
      break;
    case 'design_approved':
      row.data = JSON.stringify(await designData(trx, entry.designId));
      break;
    case 'achievement':
      row.data = achievementData(entry.achievement);
      break;
  }
  // One statement with the member's choice: inserted only while they show their activity.
  const inserted = await trx
    .insertInto('activity')
    .columns(['user_id', 'kind', 'category_id', 'thread_id', 'post_id', 'data', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          eb.val(row.user_id).as('user_id'),
          eb.val(row.kind).as('kind'),
          eb.val(row.category_id).as('category_id'),
          eb.val(row.thread_id).as('thread_id'),
          eb.val(row.post_id).as('post_id'),
          eb.val(row.data).as('data'),
          eb.val(row.created_at).as('created_at'),
        ])
        .where('id', '=', entry.userId)
        .where('hide_activity', '=', 0),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The design's name and the item page it is sold on (its first variant), as they were approved. */
async function designData(trx: Db, designId: number) {
  const design = await trx
    .selectFrom('designs as d')
    .leftJoin('item_variants as v', (join) =>
      join.onRef('v.design_id', '=', 'd.id').on('v.is_starter', '=', 0).on('v.on_sale', '=', 1),
    )
    .select(['d.name', (eb) => eb.fn.min('v.id').as('variant_id')])
    .where('d.id', '=', designId)
    .groupBy('d.name')
    .executeTakeFirst();
  return { design_id: designId, name: design?.name ?? '', variant_id: design?.variant_id ?? null };
}

/**
 * After the commit: `activity.new` to each friend of the member who may see it (not to a friend who
 * ignores them; a forum entry only to those who may view its category, and only while they may).
 * A member who hides their activity, is suspended or deleted sends nothing.
 */
export async function publishActivity(live: LiveHub, db: Db, ids: (number | null)[]): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return;
  const rows = await shownMembers(selectActivity(db), new Date())
    .where('a.id', 'in', wanted)
    // Most members have no friends yet: their entries go to no one, and need no further query.
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('friendships as f')
          .select('f.user_low')
          .where('f.status', '=', 'accepted')
          .where((f) =>
            f.or([f('f.user_low', '=', f.ref('a.user_id')), f('f.user_high', '=', f.ref('a.user_id'))]),
          ),
      ),
    )
    .execute();
  for (const row of rows) {
    const friends = await friendIds(db, row.user_id);
    const ignoring = await ignoringActor(db, row.user_id, friends);
    const entry = presentActivity(row);
    for (const userId of friends) {
      if (ignoring.has(userId)) continue;
      const audience =
        row.category_id != null
          ? { kind: 'user' as const, userId, categoryId: row.category_id }
          : { kind: 'user' as const, userId };
      await live.publish(audience, 'activity.new', { entry });
    }
  }
}

/**
 * An achievement's entry goes out with its notification: every caller of grantAchievement already
 * publishes those after its commit. An achievement is earned once, so (member, key) names the entry.
 */
export async function publishAchievementActivity(
  live: LiveHub,
  db: Db,
  earned: { userId: number; achievement: string }[],
): Promise<void> {
  if (earned.length === 0) return;
  const rows = await db
    .selectFrom('activity')
    .select('id')
    .where('kind', '=', 'achievement')
    .where((eb) =>
      eb.or(
        earned.map(({ userId, achievement }) =>
          eb.and([eb('user_id', '=', userId), eb('data', '=', achievementData(achievement))]),
        ),
      ),
    )
    .execute();
  await publishActivity(
    live,
    db,
    rows.map((row) => row.id),
  );
}

const achievementData = (achievement: string) => JSON.stringify({ achievement });
