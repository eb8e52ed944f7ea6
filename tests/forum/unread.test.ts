import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTS_PER_PAGE } from '../../src/common/forum-types.ts';
import { MSG } from '../../src/common/messages.ts';
import { loadAccess } from '../../src/server/accounts/permissions.ts';
import { presentThread } from '../../src/server/forum/present.ts';
import { selectThreads } from '../../src/server/forum/queries.ts';
import { type UnreadMark, unreadMarks } from '../../src/server/forum/unread-service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  expectStatus,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { countingDb, queriesOf } from '../support/query-count.ts';

// issue 17 §5: read positions, unread counts in thread lists, the jump to the first unread post and
// "Mark all as read". Positions are flushed by hand (readFlushMs: 0) so each test says when they land.

let t: TestApp;
let author: Actor;

beforeAll(async () => {
  t = await createTestApp({ readFlushMs: 0 });
  author = await signIn(t);
});
afterAll(() => t.close());

/** Adds `count` replies by `by` straight to the table (a page of posts through the API is slow). */
async function addReplies(threadId: number, by: Actor, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await t.database.db
      .insertInto('posts')
      .values({ thread_id: threadId, author_id: by.user.id, content: `Reply ${i}`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  await t.database.db
    .updateTable('threads')
    .set((eb) => ({ replies: eb('replies', '+', count), lastactive_at: now }))
    .where('id', '=', threadId)
    .execute();
  return ids;
}

const listed = async (category: TestCategory, actor?: Actor) => {
  const res = await getJson(t.app, `/api/category/${category.slug}`, { cookie: actor?.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().threads as Array<{ id: number; unread_count?: number; new?: boolean }>;
};
const markOf = async (category: TestCategory, threadId: number, actor?: Actor) => {
  const thread = (await listed(category, actor)).find((row) => row.id === threadId);
  if (!thread) throw new Error(`thread ${threadId} not listed`);
  return { unread_count: thread.unread_count, new: thread.new };
};
const read = (threadId: number, actor: Actor, query = '') =>
  getJson(t.app, `/api/thread/${threadId}${query}`, { cookie: actor.cookie });

describe('unread counts in thread lists', () => {
  it('marks a thread the member never opened as new, with all its posts unread', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    await replyTo(t.app, author, thread.id);
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 2, new: true });
    // The author's own thread is not new to them, and their own posts are never unread.
    expect(await markOf(category, thread.id, author)).toEqual({ unread_count: 0, new: false });
  });

  it('counts the posts after the page read, and jumps to the first of them on page 2', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    const replies = await addReplies(thread.id, author, POSTS_PER_PAGE + 4);
    // Page 1 holds the opening post and the first 99 replies; page 2 the last 5.
    const page1 = await read(thread.id, reader);
    expect(page1.json().meta.total_pages).toBe(2);
    await t.app.readPositions.flush();
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 5, new: false });

    const firstUnread = replies[POSTS_PER_PAGE - 1]!;
    const jump = await read(thread.id, reader, '?unread=1');
    expect(jump.statusCode).toBe(200);
    expect(jump.json()).toMatchObject({ first_unread_post_id: firstUnread, meta: { page: 2 } });
    expect(jump.json().posts.map((p: { id: number }) => p.id)).toContain(firstUnread);

    // Reading page 2 reads it all: no unread posts left, the jump goes to the last post.
    await t.app.readPositions.flush();
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 0, new: false });
    const again = await read(thread.id, reader, '?unread=1');
    expect(again.json()).toMatchObject({ first_unread_post_id: replies.at(-1), meta: { page: 2 } });

    // A new reply is one unread post, and the jump lands on it.
    const newest = await replyTo(t.app, author, thread.id);
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 1, new: false });
    expect((await read(thread.id, reader, '?unread=1')).json().first_unread_post_id).toBe(newest);
  });

  it('sends a never-opened thread to its opening post on page 1', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    await addReplies(thread.id, author, POSTS_PER_PAGE + 1);
    const jump = await read(thread.id, reader, '?unread=1');
    expect(jump.json()).toMatchObject({ first_unread_post_id: thread.postId, meta: { page: 1 } });
  });

  it('shows a read on this server at once, before its position is written', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    await replyTo(t.app, author, thread.id);
    await read(thread.id, reader);
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 0, new: false });
    await t.app.readPositions.flush();
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 0, new: false });
  });

  it("keeps each member's marks their own, on the same cached page", async () => {
    const category = await freshCategory(t.database);
    const [me, other] = [await signIn(t), await signIn(t)];
    const thread = await startThread(t.app, author, category.id);
    await replyTo(t.app, author, thread.id);
    await read(thread.id, other);
    await t.app.readPositions.flush();
    expect(await markOf(category, thread.id, other)).toEqual({ unread_count: 0, new: false });
    expect(await markOf(category, thread.id, me)).toEqual({ unread_count: 2, new: true });
  });

  it('survives signing out and counts on another session (another device)', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    await read(thread.id, reader);
    await t.app.readPositions.flush();
    await postAs(t.app, reader.cookie, '/api/logout');
    const { logIn } = await import('../support/app.ts');
    const cookie = await logIn(t.app, reader.user);
    await replyTo(t.app, author, thread.id);
    expect(await markOf(category, thread.id, { ...reader, cookie })).toEqual({ unread_count: 1, new: false });
  });

  it('leaves archived posts out of the count for members', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    await read(thread.id, reader);
    await t.app.readPositions.flush();
    const archived = await replyTo(t.app, author, thread.id);
    await replyTo(t.app, author, thread.id);
    await t.database.db.updateTable('posts').set({ archived: 1 }).where('id', '=', archived).execute();
    expect(await markOf(category, thread.id, reader)).toEqual({ unread_count: 1, new: false });
  });

  it('gives visitors no unread fields', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const [row] = await listed(category);
    expect(row).not.toHaveProperty('unread_count');
    expect(row).not.toHaveProperty('new');
    const recent = (await getJson(t.app, '/api/recent_activity')).json();
    expect(recent.find((r: { id: number }) => r.id === thread.id)).not.toHaveProperty('unread_count');
    const page = await getJson(t.app, `/api/thread/${thread.id}?unread=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).not.toHaveProperty('first_unread_post_id');
  });

  it('marks threads in recent activity and search results', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const word = `zebu${Date.now().toString(36)}`;
    const thread = await startThread(t.app, author, category.id, { title: `About ${word} herds` });
    await replyTo(t.app, author, thread.id);
    const recent = (await getJson(t.app, '/api/recent_activity', { cookie: reader.cookie })).json();
    expect(recent.find((r: { id: number }) => r.id === thread.id)).toMatchObject({
      unread_count: 2,
      new: true,
    });
    const found = (
      await getJson(t.app, `/api/search?q=${word}&type=threads`, { cookie: reader.cookie })
    ).json();
    expect(found.threads[0]).toMatchObject({ id: thread.id, unread_count: 2, new: true });
    await read(thread.id, reader);
    const after = (
      await getJson(t.app, `/api/search?q=${word}&type=threads`, { cookie: reader.cookie })
    ).json();
    expect(after.threads[0]).toMatchObject({ id: thread.id, unread_count: 0, new: false });
  });
});

describe('the cost of a list', () => {
  it('asks only for the reads of a member who touched none of its threads, and counts the rest', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const threads: Array<{ id: number }> = [];
    for (let i = 0; i < 3; i++) threads.push(await startThread(t.app, author, category.id));
    await replyTo(t.app, author, threads[0]!.id);
    const listedThreads = async () =>
      (await selectThreads(t.database.db).where('threads.category_id', '=', category.id).execute()).map(
        presentThread,
      );
    const counter = countingDb(t.database.db);
    const access = await loadAccess(t.database.db, reader.user.id);
    const marksOf = async () => {
      const listed = await listedThreads();
      let marks = new Map<number, UnreadMark>();
      const queries = await queriesOf(counter, async () => {
        marks = await unreadMarks(counter.db, undefined, access, listed);
      });
      return { queries, marks: threads.map((thread) => marks.get(thread.id)) };
    };
    expect(await marksOf()).toEqual({
      queries: 1,
      marks: [
        { unread_count: 2, new: true },
        { unread_count: 1, new: true },
        { unread_count: 1, new: true },
      ],
    });
    // Opened: that thread is counted by the query that counts.
    expect((await read(threads[0]!.id, reader)).statusCode).toBe(200);
    await t.app.readPositions.flush();
    await replyTo(t.app, author, threads[0]!.id);
    expect(await marksOf()).toEqual({
      queries: 2,
      marks: [
        { unread_count: 1, new: false },
        { unread_count: 1, new: true },
        { unread_count: 1, new: true },
      ],
    });
  });
});

describe('POST /api/category/:id/read', () => {
  it('zeroes the unread counts of every thread in the category, until someone posts again', async () => {
    const category = await freshCategory(t.database);
    const elsewhere = await freshCategory(t.database);
    const reader = await signIn(t);
    const [a, b] = [
      await startThread(t.app, author, category.id),
      await startThread(t.app, author, category.id),
    ];
    await replyTo(t.app, author, a.id);
    const other = await startThread(t.app, author, elsewhere.id);
    expectStatus(await postAs(t.app, reader.cookie, `/api/category/${category.id}/read`), 200);
    const rows = await listed(category, reader);
    expect(rows.map((row) => [row.id, row.unread_count, row.new]).sort()).toEqual(
      [
        [a.id, 0, false],
        [b.id, 0, false],
      ].sort(),
    );
    // Other categories are untouched.
    expect(await markOf(elsewhere, other.id, reader)).toEqual({ unread_count: 1, new: true });
    // A later reply is unread again; a thread started later is new.
    await replyTo(t.app, author, b.id);
    const c = await startThread(t.app, author, category.id);
    expect(await markOf(category, b.id, reader)).toEqual({ unread_count: 1, new: false });
    expect(await markOf(category, c.id, reader)).toEqual({ unread_count: 1, new: true });
  });

  it('answers 404 for a category the member may not view or that does not exist, 401 for visitors', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const reader = await signIn(t);
    expectRefusal(
      await postAs(t.app, reader.cookie, `/api/category/${hidden.id}/read`),
      404,
      MSG.categoryNotFound,
    );
    expectRefusal(
      await postAs(t.app, reader.cookie, '/api/category/2000000000/read'),
      404,
      MSG.categoryNotFound,
    );
    expect((await postAs(t.app, undefined, `/api/category/${hidden.id}/read`)).statusCode).toBe(401);
    expect((await postAs(t.app, reader.cookie, '/api/category/abc/read')).statusCode).toBe(400);
    const rows = await t.database.db
      .selectFrom('category_reads')
      .select('category_id')
      .where('user_id', '=', reader.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('read positions are written in batches', () => {
  it('writes many page views of several threads with one statement, keeping the highest position', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const threads = [
      await startThread(t.app, author, category.id),
      await startThread(t.app, author, category.id),
    ];
    const [first] = threads;
    const replies = await addReplies(first!.id, author, POSTS_PER_PAGE + 2);
    await t.app.readPositions.flush();
    const before = t.app.readPositions.statements;
    for (let i = 0; i < 10; i++) for (const thread of threads) await read(thread.id, reader);
    await read(first!.id, reader, '?page=2');
    // An older page read afterwards does not move the position back.
    await read(first!.id, reader, '?page=1');
    const rowsBefore = await t.database.db
      .selectFrom('thread_reads')
      .selectAll()
      .where('user_id', '=', reader.user.id)
      .execute();
    expect(rowsBefore).toEqual([]);
    await t.app.readPositions.flush();
    expect(t.app.readPositions.statements - before).toBe(1);
    const rows = await t.database.db
      .selectFrom('thread_reads')
      .select(['thread_id', 'last_post_id'])
      .where('user_id', '=', reader.user.id)
      .orderBy('thread_id')
      .execute();
    expect(rows).toEqual([
      { thread_id: first!.id, last_post_id: replies.at(-1) },
      { thread_id: threads[1]!.id, last_post_id: threads[1]!.postId },
    ]);
    // Reading again what is already read buffers nothing.
    for (let i = 0; i < 5; i++) await read(first!.id, reader);
    await t.app.readPositions.flush();
    expect(t.app.readPositions.statements - before).toBe(1);
  });

  it('keeps the higher position when an older one is written later (another server)', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    const [, second] = await addReplies(thread.id, author, 2);
    await read(thread.id, reader);
    await t.app.readPositions.flush();
    // A second server's buffer still holding an older position of the same thread.
    const { ReadPositions } = await import('../../src/server/forum/read-positions.ts');
    const otherServer = new ReadPositions(t.database.db, { flushMs: 0 });
    otherServer.record(reader.user.id, thread.id, thread.postId);
    await otherServer.flush();
    const row = await t.database.db
      .selectFrom('thread_reads')
      .select('last_post_id')
      .where('user_id', '=', reader.user.id)
      .where('thread_id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(row.last_post_id).toBe(second);
  });

  it('shows a read on another app server once this one has written it', async () => {
    const second = await createTestApp({ readFlushMs: 0 });
    try {
      const category = await freshCategory(t.database);
      const reader = await signIn(t);
      const thread = await startThread(t.app, author, category.id);
      await read(thread.id, reader);
      const onSecond = async () => {
        const res = await getJson(second.app, `/api/category/${category.slug}`, { cookie: reader.cookie });
        return res.json().threads.find((row: { id: number }) => row.id === thread.id);
      };
      // Until this server's next flush (READ_FLUSH_MS), the other still sees the thread as new.
      expect(await onSecond()).toMatchObject({ unread_count: 1, new: true });
      await t.app.readPositions.flush();
      expect(await onSecond()).toMatchObject({ unread_count: 0, new: false });
    } finally {
      await second.close();
    }
  });

  it('drops the position of a thread deleted before the flush and writes the rest', async () => {
    const category = await freshCategory(t.database);
    const reader = await signIn(t);
    const [gone, kept] = [
      await startThread(t.app, author, category.id),
      await startThread(t.app, author, category.id),
    ];
    await read(gone.id, reader);
    await read(kept.id, reader);
    expectStatus(await postAs(t.app, author.cookie, `/api/post/${gone.postId}/delete`), 200);
    expect(await t.app.readPositions.flush()).toBe(1);
  });
});
