import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadSort } from '../../src/common/forum-types.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  insertThreads,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
});
afterAll(() => t.close());

/** A fixed point in time, `minutes` after 2024-01-01, as the ISO string the tables hold. */
const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1) + minutes * 60_000).toISOString();

const idsOf = (page: { threads: Array<{ id: number }> }) => page.threads.map((thread) => thread.id);

describe('category sort orders', () => {
  let category: TestCategory;
  let a: number;
  let b: number;
  let c: number;
  let d: number;
  let pinned: number;

  beforeAll(async () => {
    category = await freshCategory(t.database);
    // The pinned thread would sit in the middle or at the end of every sort if it were not pinned.
    [a, b, c, d, pinned] = (await insertThreads(t.database, category.id, author.user.id, [
      { created_at: at(1), lastactive_at: at(40), replies: 5, view_count: 10 },
      { created_at: at(2), lastactive_at: at(20), replies: 0, view_count: 30 },
      { created_at: at(3), lastactive_at: at(30), replies: 9, view_count: 20 },
      { created_at: at(4), lastactive_at: at(10), replies: 2, view_count: 1 },
      { created_at: at(2.5), lastactive_at: at(5), replies: 3, view_count: 0, pinned: 1 },
    ])) as [number, number, number, number, number];
  });

  const sorted = async (sort?: ThreadSort) => {
    const res = await getJson(t.app, `/api/category/${category.slug}${sort ? `?sort=${sort}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it.each([
    ['recent', 'last activity, newest first', () => [pinned, a, c, b, d]],
    ['newest', 'creation, newest first', () => [pinned, d, c, b, a]],
    ['oldest', 'creation, oldest first', () => [pinned, a, b, c, d]],
    ['most_replies', 'replies, most first', () => [pinned, c, a, d, b]],
    ['least_replies', 'replies, fewest first', () => [pinned, b, d, a, c]],
    ['most_views', 'views, most first', () => [pinned, b, c, a, d]],
  ] as const)('sorts by %s (%s) with pinned threads first', async (sort, _what, expected) => {
    const page = await sorted(sort);
    expect(page.sort).toBe(sort);
    expect(idsOf(page)).toEqual(expected());
  });

  it('sorts by recent activity when no sort is given', async () => {
    const page = await sorted();
    expect(page.sort).toBe('recent');
    expect(idsOf(page)).toEqual([pinned, a, c, b, d]);
  });

  it('refuses an unknown sort with 400', async () => {
    const res = await getJson(t.app, `/api/category/${category.slug}?sort=loudest`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('lists a newly pinned thread above more recent ones', async () => {
    const other = await freshCategory(t.database);
    const older = await startThread(t.app, author, other.id);
    const newer = await startThread(t.app, author, other.id);
    expect(idsOf(await (await getJson(t.app, `/api/category/${other.slug}`)).json())).toEqual([
      newer.id,
      older.id,
    ]);

    await t.database.db.updateTable('threads').set({ pinned: 1 }).where('id', '=', older.id).execute();
    const page = (await getJson(t.app, `/api/category/${other.slug}`)).json();
    expect(idsOf(page)).toEqual([older.id, newer.id]);
    expect(page.threads[0].pinned).toBe(true);
  });
});

describe('pagination', () => {
  it('lists 50 threads a page with page meta', async () => {
    const category = await freshCategory(t.database);
    const ids = await insertThreads(
      t.database,
      category.id,
      author.user.id,
      Array.from({ length: 120 }, (_, i) => ({ created_at: at(i) })),
    );
    const newestFirst = [...ids].reverse();
    const page = async (n: number) =>
      (await getJson(t.app, `/api/category/${category.slug}?sort=newest&page=${n}`)).json();

    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(one.meta).toEqual({ page: 1, per_page: 50, total: 120, total_pages: 3 });
    expect(idsOf(one)).toEqual(newestFirst.slice(0, 50));
    expect(two.meta).toEqual({ page: 2, per_page: 50, total: 120, total_pages: 3 });
    expect(idsOf(two)).toEqual(newestFirst.slice(50, 100));
    expect(three.meta).toEqual({ page: 3, per_page: 50, total: 120, total_pages: 3 });
    expect(idsOf(three)).toEqual(newestFirst.slice(100));
    expect(four.threads).toEqual([]);
  });

  it('answers an empty category with one page and no threads', async () => {
    const category = await freshCategory(t.database);
    const page = (await getJson(t.app, `/api/category/${category.slug}`)).json();
    expect(page.threads).toEqual([]);
    expect(page.meta).toEqual({ page: 1, per_page: 50, total: 0, total_pages: 1 });
  });

  it('shows 100 posts a page in order, with pagination and meta alike', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const replies = Array.from({ length: 120 }, (_, i) => ({
      thread_id: thread.id,
      author_id: author.user.id,
      content: `Reply ${i + 1}`,
      created_at: at(i),
    }));
    await t.database.db.insertInto('posts').values(replies).execute();
    // Replies through the API keep the thread's counter, which the page count is read from.
    await t.database.db.updateTable('threads').set({ replies: 120 }).where('id', '=', thread.id).execute();

    const first = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
    const meta = { page: 1, per_page: 100, total: 121, total_pages: 2 };
    expect(first.pagination).toEqual(meta);
    expect(first.meta).toEqual(meta);
    expect(first.posts).toHaveLength(100);
    expect(first.posts[0].id).toBe(thread.postId);
    expect(first.posts[99].content).toBe('Reply 99');

    const second = (await getJson(t.app, `/api/thread/${thread.id}?page=2`)).json();
    expect(second.pagination).toEqual({ ...meta, page: 2 });
    expect(second.posts.map((p: { content: string }) => p.content)).toEqual(
      Array.from({ length: 21 }, (_, i) => `Reply ${i + 100}`),
    );
  });
});
