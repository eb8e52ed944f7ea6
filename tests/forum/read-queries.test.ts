import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/notifications/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, freshCategory, getJson, signIn, startThread } from '../support/forum.ts';
import { countingDb, queriesOf } from '../support/query-count.ts';

// issue 15 §4: a member's thread read is the commonest request of a signed-in member. Each query is
// a round trip to PostgreSQL, so the read's query budget is held here: the thread's look-up, which
// also tells whether the member has unread notifications of the thread to mark read.

let t: TestApp;
/** A second app on the same database, whose queries are counted. */
let counted: TestApp;
let counter: ReturnType<typeof countingDb>;
let reader: Actor;
let author: Actor;
/** Made before the first read: the counted app keeps the reader's access profile for the whole file. */
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  counter = countingDb(t.database.db);
  // Sessions trusted for the whole file, so no counted read re-reads one on a slow machine.
  counted = await createTestApp({ database: { ...t.database, db: counter.db }, authCacheMs: 600_000 });
  reader = await signIn(t);
  author = await signIn(t);
  categoryId = (await freshCategory(t.database)).id;
});
afterAll(async () => {
  await counted.close();
  await t.close();
});

const read = (threadId: number) => getJson(counted.app, `/api/thread/${threadId}`, { cookie: reader.cookie });

async function unreadOf(threadId: number): Promise<number> {
  const { n } = await t.database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', reader.user.id)
    .where('thread_id', '=', threadId)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe("a member's thread read", () => {
  it('takes one query once its posts are kept, and a second only to mark notifications read', async () => {
    const thread = await startThread(t.app, author, categoryId);
    // The first read keeps the posts and counts the member's view (once an hour).
    expect((await read(thread.id)).statusCode).toBe(200);
    expect(await queriesOf(counter, async () => expect((await read(thread.id)).statusCode).toBe(200))).toBe(
      1,
    );

    await notify(t.database.db, t.app.live, [
      {
        userId: reader.user.id,
        type: 'mention',
        actorId: author.user.id,
        threadId: thread.id,
        postId: thread.postId,
      },
    ]);
    expect(await unreadOf(thread.id)).toBe(1);
    expect(await queriesOf(counter, async () => expect((await read(thread.id)).statusCode).toBe(200))).toBe(
      2,
    );
    expect(await unreadOf(thread.id)).toBe(0);
    expect(await queriesOf(counter, async () => expect((await read(thread.id)).statusCode).toBe(200))).toBe(
      1,
    );
  });

  it("leaves another thread's notifications and another member's unread", async () => {
    const [first, second] = [
      await startThread(t.app, author, categoryId),
      await startThread(t.app, author, categoryId),
    ];
    await notify(t.database.db, t.app.live, [
      {
        userId: reader.user.id,
        type: 'mention',
        actorId: author.user.id,
        threadId: second.id,
        postId: second.postId,
      },
      {
        userId: author.user.id,
        type: 'mention',
        actorId: reader.user.id,
        threadId: first.id,
        postId: first.postId,
      },
    ]);
    expect((await read(first.id)).statusCode).toBe(200);
    expect(await unreadOf(second.id)).toBe(1);
    const { n } = await t.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', author.user.id)
      .where('thread_id', '=', first.id)
      .where('read', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });
});
