import { sql } from 'kysely';
import type { PublicUser } from '../../common/forum-types.ts';
import { authorName } from '../../common/members.ts';
import { MSG } from '../../common/messages.ts';
import {
  isReaction,
  REACTION_MSG,
  REACTIONS,
  REACTORS_LISTED,
  type Reaction,
  type ReactionCount,
  withCounts,
} from '../../common/reactions.ts';
import { isIgnoring } from '../accounts/ignores.ts';
import { type Access, can } from '../accounts/permissions.ts';
import { type Db, hotRows } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { excerptOf, notify } from '../notifications/service.ts';
import type { PostRow, ThreadRow } from './present.ts';
import { findPost } from './queries.ts';
import { viewableThread } from './thread-service.ts';

// Reactions (issue 17 §3). A reaction is one row per (post, member, reaction). A reaction never moves
// the thread's posts_version, so the page's cached posts stay valid; it moves reactions_version
// (0027-reaction-versions), under which the page's reactions are kept (read-service.ts).

interface Forum {
  db: Db;
  live: LiveHub;
}

/**
 * The post as the caller may see it: a post in a thread they cannot view, or an archived post they
 * neither wrote nor moderate (such posts are hidden from them), is not there (404).
 */
async function viewablePost(
  db: Db,
  access: Access,
  postId: number,
): Promise<{ post: PostRow; thread: ThreadRow }> {
  const post = await findPost(db, postId);
  if (!post) throw notFound(MSG.postNotFound);
  const thread = await viewableThread(db, access, post.thread_id).catch(() => {
    throw notFound(MSG.postNotFound);
  });
  const moderator = can(access, thread.category_id, 'moderate');
  if (post.archived === 1 && !moderator && post.author_id !== access.userId) throw notFound(MSG.postNotFound);
  return { post, thread };
}

/** Checks a reaction change is allowed: signed in, a known reaction, someone else's post, not archived. */
async function changeablePost(db: Db, access: Access, postId: number, reaction: string, adding: boolean) {
  if (access.userId === null) throw unauthorized(REACTION_MSG.loginToReact);
  if (!isReaction(reaction)) throw badRequest(REACTION_MSG.unknown);
  const found = await viewablePost(db, access, postId);
  if (adding && found.post.author_id === access.userId) throw forbidden(REACTION_MSG.ownPost);
  // DECISIONS.md 'Forum': an archived thread or post is read only, for everyone.
  if (found.thread.archived === 1) throw forbidden(MSG.threadArchived);
  if (found.post.archived === 1) throw forbidden(MSG.postArchived);
  return { ...found, userId: access.userId, reaction };
}

/** Every reaction given to some posts (parameter: their ids as one value), the same SQL for any page. */
const reactionRows = hotRows((db: Db) =>
  db
    .selectFrom('post_reactions')
    .select(['post_id', 'reaction', 'user_id'])
    .where(
      isPostgres(db)
        ? sql<boolean>`post_id = ANY(${'{}'}::integer[])`
        : sql<boolean>`post_id IN (SELECT value FROM json_each(${'[]'}))`,
    ),
);

/** Some posts' reactions, each with who gave it, in the set's order: what any member's counts come from. */
export type PostsReactions = ReadonlyMap<
  number,
  ReadonlyArray<{ reaction: Reaction; reactors: ReadonlySet<number> }>
>;

/** The reactions given to `postIds`, in one query. */
export async function readReactions(db: Db, postIds: readonly number[]): Promise<PostsReactions> {
  const byPost = new Map<number, Map<Reaction, Set<number>>>();
  if (postIds.length === 0) return new Map();
  const ids = isPostgres(db) ? [...postIds] : JSON.stringify(postIds);
  for (const row of await reactionRows(db, [ids])) {
    if (!isReaction(row.reaction)) continue;
    const post = byPost.get(row.post_id) ?? new Map<Reaction, Set<number>>();
    byPost.set(row.post_id, post);
    const reactors = post.get(row.reaction) ?? new Set<number>();
    post.set(row.reaction, reactors.add(row.user_id));
  }
  const order = (r: Reaction) => REACTIONS.indexOf(r);
  return new Map(
    [...byPost].map(([postId, post]) => [
      postId,
      [...post]
        .map(([reaction, reactors]) => ({ reaction, reactors }))
        .sort((a, b) => order(a.reaction) - order(b.reaction)),
    ]),
  );
}

/** Each post's reaction counts as `me` sees them (`mine` for their own); a visitor, null, has none. */
export function countsFor(reactions: PostsReactions, me: number | null): Map<number, ReactionCount[]> {
  return new Map(
    [...reactions].map(([postId, list]) => [
      postId,
      list.map(({ reaction, reactors }) => ({
        reaction,
        count: reactors.size,
        mine: me !== null && reactors.has(me),
      })),
    ]),
  );
}

/** Whether `me` gave any of these reactions. */
export function reactedTo(reactions: PostsReactions, me: number | null): boolean {
  if (me === null) return false;
  for (const list of reactions.values()) if (list.some(({ reactors }) => reactors.has(me))) return true;
  return false;
}

/** Each post's reactions, with `mine` for `me`: one query over the posts' ids. */
export async function reactionsForPosts(
  db: Db,
  postIds: readonly number[],
  me: number | null,
): Promise<Map<number, ReactionCount[]>> {
  return countsFor(await readReactions(db, postIds), me);
}

async function reactionsOf(db: Db, postId: number, me: number | null): Promise<ReactionCount[]> {
  return (await reactionsForPosts(db, [postId], me)).get(postId) ?? [];
}

/** post.reactions to the thread's room, like post.edit: counts only, each client knows its own. */
function publishReactions(
  live: LiveHub,
  thread: ThreadRow,
  postId: number,
  reactions: ReactionCount[],
  change: { userId: number; reaction: Reaction; added: boolean },
) {
  return live.afterCommit(() =>
    live.publish({ kind: 'room', threadId: thread.id, categoryId: thread.category_id }, 'post.reactions', {
      threadId: thread.id,
      categoryId: thread.category_id,
      postId,
      reactions: reactions.map(({ reaction, count }) => ({ reaction, count })),
      change,
    }),
  );
}

/** The hour a reaction falls in: the author hears of a post's reactions at most once an hour. */
export const reactionGroupKey = (postId: number, now = Date.now()) =>
  `reaction:${postId}:${Math.floor(now / 3_600_000)}`;

/**
 * Adds the caller's reaction to a post. Reacting again the same way changes nothing and answers the
 * same counts (idempotent, so a double click or a retried request is harmless).
 */
export async function addReaction(forum: Forum, access: Access, postId: number, raw: string) {
  const { db, live } = forum;
  const { post, thread, userId, reaction } = await changeablePost(db, access, postId, raw, true);
  const inserted = await db
    .insertInto('post_reactions')
    .values({
      post_id: post.id,
      user_id: userId,
      reaction,
      author_id: post.author_id,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['post_id', 'user_id', 'reaction']).doNothing())
    .executeTakeFirst();
  const reactions = await reactionsOf(db, post.id, userId);
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return reactions;

  await publishReactions(live, thread, post.id, reactions, { userId, reaction, added: true });
  // issue 17 §9: an author who ignores the reactor hears nothing of it.
  if (!(await isIgnoring(db, post.author_id, userId))) {
    await notify(db, live, [
      {
        userId: post.author_id,
        type: 'reaction',
        actorId: userId,
        threadId: thread.id,
        postId: post.id,
        excerpt: excerptOf(post.content),
        data: { reaction },
        groupKey: reactionGroupKey(post.id),
      },
    ]);
  }
  return reactions;
}

/** Takes the caller's reaction back; taking back one never given changes nothing. No notification. */
export async function removeReaction(forum: Forum, access: Access, postId: number, raw: string) {
  const { db, live } = forum;
  const { post, thread, userId, reaction } = await changeablePost(db, access, postId, raw, false);
  const deleted = await db
    .deleteFrom('post_reactions')
    .where('post_id', '=', post.id)
    .where('user_id', '=', userId)
    .where('reaction', '=', reaction)
    .executeTakeFirst();
  const reactions = await reactionsOf(db, post.id, userId);
  if (Number(deleted.numDeletedRows) > 0)
    await publishReactions(live, thread, post.id, reactions, { userId, reaction, added: false });
  return reactions;
}

/** Who gave each reaction to a post, the first REACTORS_LISTED of each, earliest first. */
export async function whoReacted(db: Db, access: Access, postId: number) {
  const { post } = await viewablePost(db, access, postId);
  const ranked = db
    .selectFrom('post_reactions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.reaction',
      'u.id',
      'u.username',
      'r.created_at',
      sql<number>`ROW_NUMBER() OVER (PARTITION BY r.reaction ORDER BY r.created_at, r.user_id)`.as('rank'),
      sql<number>`COUNT(*) OVER (PARTITION BY r.reaction)`.as('total'),
    ])
    .where('r.post_id', '=', post.id)
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where('rank', '<=', REACTORS_LISTED)
    .orderBy('rank')
    .execute();
  return REACTIONS.flatMap((reaction) => {
    const users = rows.filter((row) => row.reaction === reaction);
    if (users.length === 0) return [];
    return [
      {
        reaction,
        count: Number(users[0]!.total),
        users: users.map((row) => ({ id: row.id, username: authorName(row.username) })),
      },
    ];
  });
}

/** Reactions a member's posts received, for the profile: one indexed, grouped count. */
export async function reactionsReceived(db: Db, userId: number): Promise<PublicUser['reactions_received']> {
  const rows = await db
    .selectFrom('post_reactions')
    .select(['reaction', (eb) => eb.fn.countAll<number>().as('n')])
    .where('author_id', '=', userId)
    .groupBy('reaction')
    .execute();
  const counts = withCounts(
    rows
      .filter((row) => isReaction(row.reaction))
      .map((row) => ({ reaction: row.reaction as Reaction, count: Number(row.n) })),
  );
  return {
    total: counts.reduce((sum, c) => sum + c.count, 0),
    by_reaction: counts.map(({ reaction, count }) => ({ reaction, count })),
  };
}
