import { findMentions, findQuotedPostIds, MENTIONS_NOTIFY_MAX } from '../../common/mentions.ts';
import { ignoringActor } from '../accounts/ignores.ts';
import { type Access, can, loadAccess } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';
import { excerptOf, type NewNotification, notify } from '../notifications/service.ts';

/** A post just written or edited, as the mention and quote notifications need it. */
export interface WrittenPost {
  postId: number;
  threadId: number;
  categoryId: number;
  /** Who wrote it (the actor of the notifications); an edit by a moderator still names the author. */
  authorId: number;
  text: string;
}

interface Candidate {
  userId: number;
  type: 'mention' | 'quote';
}

/** Members who can be told something now: not deleted, not suspended. */
async function reachableUsers(db: Db, query: { ids?: number[]; names?: string[] }) {
  const now = new Date().toISOString();
  let select = db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '<=', now)]));
  if (query.ids) select = select.where('id', 'in', query.ids.length ? query.ids : [0]);
  if (query.names)
    select = select.where(
      (eb) => eb.fn('lower', ['username']),
      'in',
      query.names.length ? query.names.map((name) => name.toLowerCase()) : [''],
    );
  return select.execute();
}

/**
 * Whom a post quotes (the authors of the posts its quote blocks link to, issue 17 §4) and mentions
 * (§2), in that order, each member once: a member both quoted and mentioned hears of the quote only.
 * A quote counts only of a post the writer may view, so post ids cannot be probed.
 */
async function candidatesOf(db: Db, writer: Access, post: WrittenPost): Promise<Candidate[]> {
  // Most posts have neither: skip the markdown parse.
  if (!post.text.includes('@') && !post.text.includes('#post-')) return [];
  const names = findMentions(post.text);
  const quotedIds = findQuotedPostIds(post.text);
  const candidates: Candidate[] = [];
  if (quotedIds.length) {
    const quoted = await db
      .selectFrom('posts as p')
      .innerJoin('threads as t', 't.id', 'p.thread_id')
      .select(['p.id', 'p.author_id', 't.category_id'])
      .where('p.id', 'in', quotedIds)
      .execute();
    const reachable = new Set(
      (await reachableUsers(db, { ids: quoted.map((row) => row.author_id) })).map((user) => user.id),
    );
    for (const id of quotedIds) {
      const row = quoted.find((q) => q.id === id);
      if (row && reachable.has(row.author_id) && can(writer, row.category_id, 'view'))
        candidates.push({ userId: row.author_id, type: 'quote' });
    }
  }
  if (names.length) {
    const users = await reachableUsers(db, { names });
    const byName = new Map(users.map((user) => [user.username.toLowerCase(), user.id]));
    for (const name of names) {
      const userId = byName.get(name.toLowerCase());
      if (userId !== undefined) candidates.push({ userId, type: 'mention' });
    }
  }
  const seen = new Set<number>([post.authorId]);
  return candidates.filter(({ userId }) => !seen.has(userId) && seen.add(userId));
}

/**
 * Notifies the members a post newly mentions or quotes (issue 17 §2, §4): only those who may view
 * the post's category and do not ignore its author, at most MENTIONS_NOTIFY_MAX per post over all its
 * edits, and never one member twice for one post (post_mentions remembers who was told). Runs after
 * the post's transaction committed; a member already told is skipped, so edits tell only the new ones.
 */
export async function notifyMentions(
  db: Db,
  live: LiveHub,
  writer: Access,
  post: WrittenPost,
): Promise<void> {
  const candidates = await candidatesOf(db, writer, post);
  if (candidates.length === 0) return;
  const told = await db
    .selectFrom('post_mentions')
    .select('user_id')
    .where('post_id', '=', post.postId)
    .execute();
  let room = MENTIONS_NOTIFY_MAX - told.length;
  const already = new Set(told.map((row) => row.user_id));
  const fresh = candidates.filter(({ userId }) => !already.has(userId));
  const ignoring = await ignoringActor(
    db,
    post.authorId,
    fresh.map((c) => c.userId),
  );
  const chosen: Candidate[] = [];
  for (const candidate of fresh) {
    if (room <= 0) break;
    if (ignoring.has(candidate.userId)) continue;
    const access = await loadAccess(db, candidate.userId);
    if (!can(access, post.categoryId, 'view')) continue;
    chosen.push(candidate);
    room--;
  }
  if (chosen.length === 0) return;
  // Only the rows this call inserted are told: an edit racing this one cannot tell anyone twice.
  const inserted = await db
    .insertInto('post_mentions')
    .values(chosen.map(({ userId }) => ({ post_id: post.postId, user_id: userId })))
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  const newlyTold = new Set(inserted.map((row) => row.user_id));
  const excerpt = excerptOf(post.text);
  await notify(
    db,
    live,
    chosen
      .filter(({ userId }) => newlyTold.has(userId))
      .map(
        ({ userId, type }): NewNotification => ({
          userId,
          type,
          actorId: post.authorId,
          threadId: post.threadId,
          postId: post.postId,
          excerpt,
        }),
      ),
  );
}
