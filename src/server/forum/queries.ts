import type { Db } from '../db/index.ts';
import type { PostRow, ThreadRow } from './present.ts';

/** Threads with their author's and last poster's names, ready for presentThread(). */
export function selectThreads(db: Db) {
  return db
    .selectFrom('threads')
    .innerJoin('users as author', 'author.id', 'threads.author_id')
    .innerJoin('users as last', 'last.id', 'threads.lastactive_user_id')
    .select([
      'threads.id',
      'threads.category_id',
      'threads.title',
      'threads.slug',
      'threads.author_id',
      'author.username as author',
      'threads.trigger_warning',
      'threads.created_at',
      'threads.lastactive_at',
      'last.username as lastactive_author',
      'threads.view_count',
      'threads.replies',
      'threads.pinned',
      'threads.locked',
      'threads.closed',
      'threads.archived',
    ]);
}

export async function findThread(db: Db, id: number): Promise<ThreadRow | undefined> {
  return selectThreads(db).where('threads.id', '=', id).executeTakeFirst();
}

/** Posts with their author's name, ready for presentPost(). */
export function selectPosts(db: Db) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.thread_id',
      'posts.author_id',
      'users.username as author',
      'posts.content',
      'posts.created_at',
      'posts.edited_at',
      'posts.archived',
      'posts.edited_by_moderator',
    ]);
}

export async function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  return selectPosts(db).where('posts.id', '=', id).executeTakeFirst();
}

export async function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCategoryBySlug(db: Db, slug: string) {
  return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The id of the opening post of a thread. */
export async function firstPostId(db: Db, threadId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('thread_id', '=', threadId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
