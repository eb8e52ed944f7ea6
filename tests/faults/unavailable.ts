import { MSG } from '../../src/common/messages.ts';
import type { TestApp } from '../support/app.ts';
import { type Actor, categoryCounters, postAs, type TestCategory } from '../support/forum.ts';

// What the database-unavailable tests of both databases share (issue 15 §2).

export const BUSY = { success: false, message: MSG.siteBusy };

const _BUSY = { success: false, message: MSG.siteBusy };

/** Starts a thread as `actor`; the text is long enough to need fresh pages. */
export const newThread = (t: TestApp, actor: Actor, category: TestCategory, title: string) =>
  postAs(t.app, actor.cookie, `/api/category/${category.id}/post`, {
    title,
    text: Array.from({ length: 4_000 }, (_, i) => `word${i}`).join(' '),
  });

/** Everything a new thread writes: the thread, its posts and its category's counters. */
export async function threadFootprint(t: TestApp, category: TestCategory) {
  const db = t.database.db;
  const threads = await db
    .selectFrom('threads')
    .select('id')
    .where('category_id', '=', category.id)
    .execute();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select('posts.id')
    .where('threads.category_id', '=', category.id)
    .execute();
  const { no_threads, no_posts } = await categoryCounters(t.database, category.id);
  return { threads: threads.length, posts: posts.length, no_threads, no_posts };
}
