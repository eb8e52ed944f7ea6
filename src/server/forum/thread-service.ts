import { replyDraftKey, threadDraftKey } from '../../common/drafts.ts';
import { MSG } from '../../common/messages.ts';
import { slugify } from '../../common/slug.ts';
import { type Access, can, requirePermission } from '../accounts/permissions.ts';
import { recordAudit } from '../admin/audit.ts';
import { type Db, isUniqueViolation } from '../db/index.ts';
import { deleteDraft } from '../drafts/service.ts';
import { recordActivity } from '../friends/activity.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { noteUploadsUsed } from '../uploads/service.ts';
import { addToCategories, addToCategory, addToPostCount } from './counters.ts';
import { checkFlood, checkFloodCountingPost, type Poster } from './flood-control.ts';
import { grantPostAchievements } from './post-achievements.ts';
import type { PostRow, ThreadRow } from './present.ts';
import { findCategory, findThread } from './queries.ts';
import { recordThreadMove } from './thread-moves.ts';
import { checkText, checkTitle, checkTriggerWarning } from './validation.ts';

type Trx = Db;

/**
 * The first free slug for `title` in a category: "hello", then "hello-2", "hello-3"... (DECISIONS.md).
 * Purely numeric slugs get a prefix so they can't be mistaken for the id forms of URLs.
 */
async function freeSlug(
  trx: Trx,
  categoryId: number,
  title: string,
  exceptThreadId?: number,
): Promise<string> {
  let base = slugify(title) || 'thread';
  if (/^\d+$/.test(base)) base = `t-${base}`;
  base = base.slice(0, 180);
  let query = trx
    .selectFrom('threads')
    .select('slug')
    .where('category_id', '=', categoryId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptThreadId !== undefined) query = query.where('id', '!=', exceptThreadId);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Retries a write that lost a race for a slug to the unique index. */
async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export interface NewThreadInput {
  title: string;
  text: string;
  trigger_warning?: string | null;
}

/**
 * Creates a thread with its opening post and counts it in its category, in one transaction; with a
 * `poster`, within the flood limits (issue 16 §6).
 */
export async function createThread(
  db: Db,
  access: Access,
  categoryId: number,
  input: NewThreadInput,
  poster?: Poster,
) {
  const category = await findCategory(db, categoryId);
  // A category the caller may not view answers like a missing one, so hidden categories stay hidden.
  if (!category || (access.userId !== null && !can(access, categoryId, 'view')))
    throw notFound(MSG.invalidCategory);
  requirePermission(access, categoryId, 'post');
  const userId = access.userId!;
  const title = checkTitle(input.title);
  const text = checkText(input.text);
  const triggerWarning = checkTriggerWarning(input.trigger_warning);
  return withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      if (poster) await checkFlood(trx, poster, 'thread', text);
      const thread = await insertThread(trx, { categoryId, authorId: userId, title, text, triggerWarning });
      await deleteDraft(trx, userId, threadDraftKey(categoryId));
      const activityId = await recordActivity(trx, {
        kind: 'thread',
        userId,
        threadId: thread.id,
        postId: thread.postId,
        categoryId,
      });
      const notificationIds = await grantPostAchievements(trx, userId, thread.postCount);
      return { ...thread, categorySlug: category.slug, notificationIds, activityId };
    }),
  );
}

/**
 * Writes a thread, its opening post and the category's counters inside the caller's transaction.
 * No permission checks: callers check, or act for the site (the design review's threads).
 */
export async function insertThread(
  trx: Trx,
  input: {
    categoryId: number;
    authorId: number;
    title: string;
    text: string;
    triggerWarning?: string | null;
  },
) {
  const now = new Date().toISOString();
  const slug = await freeSlug(trx, input.categoryId, input.title);
  const { id } = await trx
    .insertInto('threads')
    .values({
      category_id: input.categoryId,
      title: input.title,
      slug,
      author_id: input.authorId,
      trigger_warning: input.triggerWarning ?? null,
      created_at: now,
      lastactive_at: now,
      lastactive_user_id: input.authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = await trx
    .insertInto('posts')
    .values({ thread_id: id, author_id: input.authorId, content: input.text, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await noteUploadsUsed(trx, input.text);
  const { post_count: postCount } = await addToPostCount(trx, input.authorId, 1);
  await addToCategory(trx, input.categoryId, { threads: 1, posts: 1 }, input.authorId);
  return { id, slug, postId: post.id, postCount };
}

/** A thread the caller may view, or 404 'Thread not found'. */
export async function viewableThread(db: Db, access: Access, threadId: number): Promise<ThreadRow> {
  const thread = await findThread(db, threadId);
  if (!thread || !can(access, thread.category_id, 'view')) throw notFound(MSG.threadNotFound);
  return thread;
}

/** Refuses a reply or edit in a thread that is locked, closed or archived, unless the caller moderates it. */
export function requireOpenThread(access: Access, thread: ThreadRow): void {
  if (can(access, thread.category_id, 'moderate')) return;
  if (thread.archived === 1) throw forbidden(MSG.threadArchived);
  if (thread.locked === 1) throw forbidden(MSG.threadLocked);
  if (thread.closed === 1) throw forbidden(MSG.threadClosed);
}

/**
 * Adds a reply, moving the thread's last activity and the counters in the same transaction; with a
 * `poster`, within the flood limits (issue 16 §6).
 */
export async function replyToThread(
  db: Db,
  access: Access,
  threadId: number,
  rawText: string,
  poster?: Poster,
) {
  const thread = await viewableThread(db, access, threadId);
  requirePermission(access, thread.category_id, 'reply');
  requireOpenThread(access, thread);
  const text = checkText(rawText);
  const userId = access.userId!;
  return db.transaction().execute(async (trx) => {
    // What locks no shared row comes first: once the thread's row is locked (countReply), every
    // other reply to the thread waits until this one commits.
    await deleteDraft(trx, userId, replyDraftKey(thread.id));
    const now = new Date().toISOString();
    const id = await writePost(trx, thread, userId, text, now);
    // Feeds read the thread's category as it is now, whatever the entry noted.
    const activityId = await recordActivity(trx, {
      kind: 'reply',
      userId,
      threadId: thread.id,
      postId: id,
      categoryId: thread.category_id,
    });
    // The flood check writes the member's row, so it comes after the thread's, as the lock order
    // wants (counters.ts): taken first, it made a deadlock with a moderator's change to the same
    // thread and member (which locks the thread, then the member). A refused reply rolls back whole.
    const { categoryId, postCount, author } = await countReply(
      trx,
      thread,
      userId,
      now,
      poster && { poster, text },
    );
    const notificationIds = await grantPostAchievements(trx, userId, postCount);
    // The post as a read would find it, from what this transaction wrote (no read after the commit).
    const row: PostRow = {
      id,
      thread_id: thread.id,
      author_id: userId,
      author,
      content: text,
      created_at: now,
      edited_at: null,
      archived: 0,
      edited_by_moderator: 0,
    };
    return { id, row, thread: { ...thread, category_id: categoryId }, notificationIds, activityId };
  });
}

/**
 * Writes a reply and moves the thread's last activity and the counters, inside the caller's
 * transaction. Answers the post's id, the thread's category as of this write (a move may have just
 * committed; read under the thread's row lock) and the author's post count with this post.
 */
export async function insertReply(
  trx: Trx,
  thread: { id: number },
  authorId: number,
  text: string,
): Promise<{ id: number; categoryId: number; postCount: number }> {
  const now = new Date().toISOString();
  const id = await writePost(trx, thread, authorId, text, now);
  return { id, ...(await countReply(trx, thread, authorId, now)) };
}

/** Writes a reply's post, made at `now` (the first half of insertReply). */
async function writePost(trx: Trx, thread: { id: number }, authorId: number, text: string, now: string) {
  const { id } = await trx
    .insertInto('posts')
    .values({
      thread_id: thread.id,
      author_id: authorId,
      content: text,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await noteUploadsUsed(trx, text);
  return id;
}

/**
 * Counts a reply written by writePost: the thread's last activity, the member's and the category's
 * figures. With `flood`, the member's post count moves in the flood check's UPDATE of their row.
 */
async function countReply(
  trx: Trx,
  thread: { id: number },
  authorId: number,
  now: string,
  flood?: { poster: Poster; text: string },
) {
  const { category_id } = await trx
    .updateTable('threads')
    .set((eb) => ({
      replies: eb('replies', '+', 1),
      lastactive_at: now,
      lastactive_user_id: authorId,
    }))
    .where('id', '=', thread.id)
    .returning('category_id')
    .executeTakeFirstOrThrow();
  const counted = flood
    ? await checkFloodCountingPost(trx, flood.poster, 'reply', flood.text)
    : await addToPostCount(trx, authorId, 1);
  await addToCategory(trx, category_id, { posts: 1 }, authorId);
  return { categoryId: category_id, postCount: counted.post_count, author: counted.username };
}

export type ThreadFlag = 'pinned' | 'locked' | 'closed' | 'archived';

/** Flips one moderator flag of a thread and answers its new value (spec 1 §4 'Thread flags'). */
export async function toggleThreadFlag(
  db: Db,
  access: Access,
  threadId: number,
  flag: ThreadFlag,
): Promise<boolean> {
  const thread = await viewableThread(db, access, threadId);
  requirePermission(access, thread.category_id, 'moderate');
  return db.transaction().execute(async (trx) => {
    // Flip in SQL so two moderators clicking at once can't both write the same "new" value.
    const row = await trx
      .updateTable('threads')
      .set((eb) => ({ [flag]: eb(eb.val(1), '-', eb.ref(flag)) }))
      .where('id', '=', thread.id)
      .returning(flag)
      .executeTakeFirstOrThrow();
    const value = (row as Record<ThreadFlag, number>)[flag] === 1;
    await recordAudit(trx, {
      actorId: access.userId,
      action: `thread.${FLAG_ACTIONS[flag][value ? 0 : 1]}`,
      targetType: 'thread',
      targetId: thread.id,
      before: { [flag]: !value },
      after: { [flag]: value },
    });
    return value;
  });
}

/** The audit log's names for setting and clearing each flag (issue 16 §5). */
const FLAG_ACTIONS: Record<ThreadFlag, [set: string, cleared: string]> = {
  pinned: ['pin', 'unpin'],
  locked: ['lock', 'unlock'],
  closed: ['close', 'reopen'],
  archived: ['archive', 'unarchive'],
};

/**
 * Moves a thread to another category (the caller must moderate both), giving it a free slug there and
 * moving its counts along, in one transaction.
 */
export async function moveThread(db: Db, access: Access, threadId: number, targetId: number) {
  const thread = await viewableThread(db, access, threadId);
  requirePermission(access, thread.category_id, 'moderate');
  const target = await findCategory(db, targetId);
  if (!target || !can(access, targetId, 'view')) throw notFound(MSG.invalidCategory);
  requirePermission(access, targetId, 'moderate');
  if (targetId === thread.category_id)
    return { category: target, slug: thread.slug, from: thread.category_id };
  return withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      // Take the row first (a write that changes nothing), so the counts moved below are the ones a
      // reply, view or other move committed just before, and none can change until this commits.
      const current = await trx
        .updateTable('threads')
        .set((eb) => ({ view_count: eb.ref('view_count') }))
        .where('id', '=', thread.id)
        .returning(['category_id', 'slug', 'view_count', 'replies'])
        .executeTakeFirstOrThrow();
      if (current.category_id === targetId) return { category: target, slug: thread.slug, from: targetId };
      await recordThreadMove(trx, {
        threadId: thread.id,
        fromCategoryId: current.category_id,
        oldSlug: current.slug,
      });
      const slug = await freeSlug(trx, targetId, thread.slug, thread.id);
      await trx
        .updateTable('threads')
        .set({ category_id: targetId, slug })
        .where('id', '=', thread.id)
        .execute();
      const posts = current.replies + 1;
      await trx
        .updateTable('reports')
        .set({ category_id: targetId })
        .where('thread_id', '=', thread.id)
        .execute();
      await addToCategories(trx, [
        { categoryId: current.category_id, threads: -1, posts: -posts, views: -current.view_count },
        { categoryId: targetId, threads: 1, posts, views: current.view_count },
      ]);
      await recordAudit(trx, {
        actorId: access.userId,
        action: 'thread.move',
        targetType: 'thread',
        targetId: thread.id,
        before: { category_id: current.category_id, slug: thread.slug },
        after: { category_id: targetId, slug },
      });
      return { category: target, slug, from: current.category_id };
    }),
  );
}
