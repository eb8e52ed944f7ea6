import type { Db } from '../db/index.ts';

/**
 * Remembers a moved thread's old address (issue 17 §10), inside the move's transaction, so its old
 * links keep leading to it.
 */
export async function recordThreadMove(
  trx: Db,
  move: { threadId: number; fromCategoryId: number; oldSlug: string },
): Promise<void> {
  const from = await trx
    .selectFrom('categories')
    .select('slug')
    .where('id', '=', move.fromCategoryId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('thread_moves')
    .values({
      thread_id: move.threadId,
      old_category_slug: from.slug,
      old_thread_slug: move.oldSlug,
      moved_at: new Date().toISOString(),
    })
    .execute();
}

/** The thread that last lived at an old address, with its category now, or undefined. */
export async function findMovedThread(db: Db, categorySlug: string, threadSlug: string) {
  return db
    .selectFrom('thread_moves')
    .innerJoin('threads', 'threads.id', 'thread_moves.thread_id')
    .select(['threads.id', 'threads.category_id'])
    .where('thread_moves.old_category_slug', '=', categorySlug)
    .where('thread_moves.old_thread_slug', '=', threadSlug)
    .orderBy('thread_moves.moved_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
