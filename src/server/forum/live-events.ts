import type { Post } from '../../common/forum-types.ts';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';
import { excerptOf, notify } from '../notifications/service.ts';
import { withImageSizes } from './image-sizes.ts';
import { type PostRow, presentPost, presentThread, type ThreadRow } from './present.ts';
import { findPost, findThread } from './queries.ts';
import { subscribedThreadIds } from './subscription-service.ts';

// Live events of the forum. Each is published after its transaction committed, shaped by the same
// presenters as the HTTP answers (STYLE.md 'One mapper per payload').

export async function publishThreadNew(hub: LiveHub, db: Db, threadId: number): Promise<void> {
  const thread = await findThread(db, threadId);
  if (!thread) return;
  await hub.publish({ kind: 'category', categoryId: thread.category_id }, 'thread.new', {
    categoryId: thread.category_id,
    thread: presentThread(thread),
  });
}

/**
 * post.new to the thread's room for each new post (replies, and the design-review posts the
 * server writes), and a stored `reply` notification to each subscriber but the post's author and
 * those the post mentioned or quoted (they have theirs).
 */
export async function publishNewPosts(hub: LiveHub, db: Db, threadId: number, postIds: number[]) {
  const thread = await findThread(db, threadId);
  if (!thread || postIds.length === 0) return;
  const rows: PostRow[] = [];
  for (const postId of postIds) {
    const row = await findPost(db, postId);
    if (row) rows.push(row);
  }
  await announcePosts(hub, db, thread, rows);
}

/**
 * publishNewPosts for posts already read, in a thread whose category the caller knows (a reply has
 * both in hand: reading them again cost two of its queries).
 */
export async function announcePosts(
  hub: LiveHub,
  db: Db,
  thread: { id: number; category_id: number },
  rows: PostRow[],
) {
  const subscribers = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('thread_id', '=', thread.id)
    .execute();
  for (const row of rows) {
    const post = (await withImageSizes(db, [presentPost(row)]))[0]!;
    await hub.publish({ kind: 'room', threadId: thread.id, categoryId: thread.category_id }, 'post.new', {
      threadId: thread.id,
      categoryId: thread.category_id,
      post,
    });
    // A subscriber the post mentioned or quoted was told of it already (forum/mentions.ts).
    const told = new Set(
      subscribers.length === 0
        ? []
        : (
            await db.selectFrom('post_mentions').select('user_id').where('post_id', '=', post.id).execute()
          ).map((mention) => mention.user_id),
    );
    await notify(
      db,
      hub,
      subscribers
        .filter(({ user_id }) => !told.has(user_id))
        .map(({ user_id }) => ({
          userId: user_id,
          type: 'reply' as const,
          actorId: post.author_id,
          threadId: thread.id,
          postId: post.id,
          excerpt: excerptOf(post.content),
        })),
    );
  }
}

export function publishPostEdit(hub: LiveHub, thread: ThreadRow, post: Post): Promise<void> {
  return hub.publish({ kind: 'room', threadId: thread.id, categoryId: thread.category_id }, 'post.edit', {
    threadId: thread.id,
    categoryId: thread.category_id,
    postId: post.id,
    changes: { content: post.content, edited: post.edited, archive: post.archive },
  });
}

export function publishPostDelete(
  hub: LiveHub,
  thread: ThreadRow,
  postId: number,
  threadDeleted: boolean,
): Promise<void> {
  return hub.publish({ kind: 'room', threadId: thread.id, categoryId: thread.category_id }, 'post.delete', {
    threadId: thread.id,
    categoryId: thread.category_id,
    postId,
    threadDeleted,
  });
}

/** thread.update to everyone who may view the category (flags), or the new category (a move). */
export async function publishThreadUpdate(hub: LiveHub, db: Db, threadId: number, fromCategoryId?: number) {
  const thread = await findThread(db, threadId);
  if (!thread) return;
  const summary = presentThread(thread);
  const category = await db
    .selectFrom('categories')
    .select('slug')
    .where('id', '=', thread.category_id)
    .executeTakeFirst();
  await hub.publish({ kind: 'category', categoryId: thread.category_id }, 'thread.update', {
    threadId,
    categoryId: thread.category_id,
    changes: {
      pinned: summary.pinned,
      locked: summary.locked,
      closed: summary.closed,
      archive: summary.archive,
      category_id: thread.category_id,
      slug: thread.slug,
      ...(category ? { category_slug: category.slug } : {}),
      ...(fromCategoryId !== undefined && fromCategoryId !== thread.category_id
        ? { from_category_id: fromCategoryId }
        : {}),
    },
  });
}

export async function publishSubscriptions(
  hub: LiveHub,
  db: Db,
  userId: number,
  categoryId: number,
): Promise<void> {
  await hub.publish({ kind: 'user', userId, categoryId }, 'subscription.update', {
    subscriptions: await subscribedThreadIds(db, userId),
  });
}
