import { MSG } from '../../common/messages.ts';
import { type Access, can } from '../accounts/permissions.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { noteUploadsUsed } from '../uploads/service.ts';
import { addToCategory, addToPostCounts } from './counters.ts';
import type { PostRow, ThreadRow } from './present.ts';
import { findPost, firstPostId } from './queries.ts';
import { keepRevision } from './revision-service.ts';
import { requireOpenThread, viewableThread } from './thread-service.ts';
import { checkText } from './validation.ts';

interface PostContext {
  post: PostRow;
  thread: ThreadRow;
  moderator: boolean;
}

/**
 * A moderator's change to someone else's post is a staff action: one audit row in the change's
 * transaction (issue 16 §5). Authors changing their own posts are not logged.
 */
async function auditModeration(
  trx: Db,
  access: Access,
  { post }: PostContext,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  if (post.author_id === access.userId) return;
  await recordAudit(trx, {
    actorId: access.userId,
    action,
    targetType: 'post',
    targetId: post.id,
    before,
    after,
  });
}

/**
 * Loads a post for a change: its author may change it (while the thread is open to them), and so may a
 * moderator of its category (spec 1 §6). Everyone else gets 403; a hidden post is 404.
 */
async function changeablePost(db: Db, access: Access, postId: number): Promise<PostContext> {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  const post = await findPost(db, postId);
  if (!post) throw notFound(MSG.postNotFound);
  const thread = await viewableThread(db, access, post.thread_id).catch(() => {
    throw notFound(MSG.postNotFound);
  });
  const moderator = can(access, thread.category_id, 'moderate');
  if (!moderator) {
    if (post.author_id !== access.userId) throw forbidden(MSG.notYourPost);
    requireOpenThread(access, thread);
  }
  return { post, thread, moderator };
}

export async function editPost(db: Db, access: Access, postId: number, rawText: string) {
  const context = await changeablePost(db, access, postId);
  const { post, thread, moderator } = context;
  if (post.archived === 1 && !moderator) throw forbidden(MSG.postArchived);
  const content = checkText(rawText);
  const edited = new Date().toISOString();
  // Only a moderator may change someone else's post (changeablePost), and that is marked (issue 17 §7).
  const byModerator = post.author_id !== access.userId ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    // Take the row first (a write that changes nothing): the text kept is the one this edit
    // replaces, even when two edits race.
    const current = await trx
      .updateTable('posts')
      .set((eb) => ({ content: eb.ref('content') }))
      .where('id', '=', post.id)
      .returning('content')
      .executeTakeFirst();
    if (!current) throw notFound(MSG.postNotFound);
    await keepRevision(trx, post, {
      before: current.content,
      after: content,
      editorId: access.userId!,
      byModerator,
      at: edited,
    });
    await trx
      .updateTable('posts')
      .set({ content, edited_at: edited, edited_by_moderator: byModerator })
      .where('id', '=', post.id)
      .execute();
    await noteUploadsUsed(trx, content);
    await auditModeration(trx, access, context, 'post.edit', { content: post.content }, { content });
  });
  return { post: { ...post, content, edited_at: edited, edited_by_moderator: byModerator }, thread };
}

export async function setPostArchived(db: Db, access: Access, postId: number, archived: boolean) {
  const context = await changeablePost(db, access, postId);
  const { post, thread } = context;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({ archived: archived ? 1 : 0 })
      .where('id', '=', post.id)
      .execute();
    await auditModeration(
      trx,
      access,
      context,
      archived ? 'post.archive' : 'post.unarchive',
      { archived: post.archived === 1 },
      { archived },
    );
  });
  return { post: { ...post, archived: archived ? 1 : 0 }, thread };
}

/**
 * Deletes a post, keeping the counters and the thread's last activity right. Deleting the opening
 * post deletes the thread: a moderator may always, the author only while nobody has replied.
 */
export async function deletePost(db: Db, access: Access, postId: number) {
  const context = await changeablePost(db, access, postId);
  const { post, thread, moderator } = context;
  // What was removed, kept in the audit log when a moderator removes someone else's post.
  const removed = { author_id: post.author_id, thread_id: thread.id, content: post.content };
  const opening = (await firstPostId(db, thread.id)) === post.id;
  if (opening && !moderator && thread.replies > 0) throw forbidden(MSG.openingPostHasReplies);

  return db.transaction().execute(async (trx) => {
    if (opening) {
      // Take the thread's row first (a write that changes nothing): its views and category stay as
      // read until this commits, and the per-author counts below see every reply committed before.
      const taken = await trx
        .updateTable('threads')
        .set((eb) => ({ view_count: eb.ref('view_count') }))
        .where('id', '=', thread.id)
        .returning(['category_id', 'view_count'])
        .executeTakeFirstOrThrow();
      const authors = await trx
        .selectFrom('posts')
        .select(['author_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('thread_id', '=', thread.id)
        .groupBy('author_id')
        .execute();
      await trx.deleteFrom('threads').where('id', '=', thread.id).execute();
      await addToPostCounts(trx, new Map(authors.map((a) => [a.author_id, -Number(a.n)])));
      await addToCategory(trx, taken.category_id, {
        threads: -1,
        posts: -authors.reduce((sum, a) => sum + Number(a.n), 0),
        views: -taken.view_count,
      });
      if (post.author_id !== access.userId)
        await recordAudit(trx, {
          actorId: access.userId,
          action: 'thread.delete',
          targetType: 'thread',
          targetId: thread.id,
          before: { ...removed, title: thread.title, category_id: taken.category_id },
        });
      return { post, thread, threadDeleted: true };
    }
    const deleted = await trx.deleteFrom('posts').where('id', '=', post.id).executeTakeFirst();
    // Deleted meanwhile by someone else: nothing left to count.
    if (Number(deleted.numDeletedRows) === 0) return { post, thread, threadDeleted: false };
    await trx
      .deleteFrom('reports')
      .where('target_type', '=', 'post')
      .where('target_id', '=', post.id)
      .execute();
    const last = await trx
      .selectFrom('posts')
      .select(['author_id', 'created_at'])
      .where('thread_id', '=', thread.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { category_id } = await trx
      .updateTable('threads')
      .set((eb) => ({
        replies: eb('replies', '-', 1),
        lastactive_at: last.created_at,
        lastactive_user_id: last.author_id,
      }))
      .where('id', '=', thread.id)
      .returning('category_id')
      .executeTakeFirstOrThrow();
    await addToPostCounts(trx, new Map([[post.author_id, -1]]));
    await addToCategory(trx, category_id, { posts: -1 });
    await auditModeration(trx, access, context, 'post.delete', removed, undefined);
    return { post, thread, threadDeleted: false };
  });
}
