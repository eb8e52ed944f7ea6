import type { Db } from '../db/index.ts';
import { recordActivity } from '../friends/activity.ts';
import { friendPair } from '../friends/queries.ts';

/** A few shouts of the last hour, oldest first: the wall is not empty on day one (issue 19 §1). */
const DEMO_SHOUTS: Array<[username: string, text: string, minutesAgo: number]> = [
  ['mod', 'Welcome to Cito! Be kind, and have fun dressing up.', 55],
  ['dana', 'The Design Team is reviewing new submissions today: good luck, everyone!', 40],
  ['dave', 'Who else is chasing 10,000 points in Tile Tumble this week?', 25],
  ['dora', 'Loving the new Sailor Tee colours in the shop.', 10],
];

/** Alice's friends (issue 19 §2). Bob has none: tests of a first friendship use fresh members. */
const DEMO_FRIENDS: Array<[string, string]> = [
  ['alice', 'dana'],
  ['alice', 'dora'],
];

/**
 * The home page's social panels have something to show on a fresh demo site: shouts on the wall,
 * two friends of alice and what they did lately (their newest thread and their look).
 */
export async function seedHomeSocial(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const idOf = (name: string) => users.find((user) => user.username === name)?.id;
  const now = Date.now();
  for (const [username, text, minutesAgo] of DEMO_SHOUTS) {
    const userId = idOf(username);
    if (userId === undefined) continue;
    const createdAt = new Date(now - minutesAgo * 60_000).toISOString();
    await db.insertInto('shouts').values({ user_id: userId, text, created_at: createdAt }).execute();
  }
  const friends = new Set<number>();
  for (const [a, b] of DEMO_FRIENDS) {
    const [idA, idB] = [idOf(a), idOf(b)];
    if (idA === undefined || idB === undefined) continue;
    const at = new Date(now - 2 * 24 * 3_600_000).toISOString();
    await db
      .insertInto('friendships')
      .values({
        ...friendPair(idA, idB),
        requested_by: idA,
        status: 'accepted',
        created_at: at,
        accepted_at: at,
      })
      .execute();
    friends.add(idB);
  }
  for (const userId of friends) {
    const thread = await db
      .selectFrom('threads')
      .innerJoin('posts', 'posts.thread_id', 'threads.id')
      .select(['threads.id', 'threads.category_id', 'posts.id as post_id'])
      .where('threads.author_id', '=', userId)
      .where('posts.author_id', '=', userId)
      .orderBy('threads.id', 'desc')
      .orderBy('posts.id')
      .executeTakeFirst();
    if (thread)
      await recordActivity(db, {
        kind: 'thread',
        userId,
        threadId: thread.id,
        postId: thread.post_id,
        categoryId: thread.category_id,
      });
    await recordActivity(db, { kind: 'look', userId });
  }
}
