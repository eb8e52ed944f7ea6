import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, freshCategory, replyAsService, signIn, startThread } from '../support/forum.ts';
import { countingDb, queriesOf } from '../support/query-count.ts';

// issue 15 §4: a reply is the hottest write. Each query is a round trip that costs the server and
// the database a system call and a wake-up each way, so its query budget is held here.

let t: TestApp;
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
});
afterAll(() => t.close());

describe('a reply', () => {
  it('is written and announced in ten queries once the member has posted before', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const counter = countingDb(t.database.db);
    // The first reply finds first_post already earned (by the thread): the server remembers that.
    await replyAsService(t, member, thread.id, 'The first reply.', counter.db);
    const queries = await queriesOf(counter, () =>
      replyAsService(t, member, thread.id, 'The second reply.', counter.db),
    );
    // The thread (1); the post, the thread's last activity, the flood check with the post count (one
    // UPDATE of the member's row), the category's counter, the draft, and the activity entry, written
    // only while the member shows their activity (6); the post as answered, the thread's subscribers
    // and the entry for friends (3). It was 17, then 11 with the flood check apart.
    expect(queries).toBe(10);
    const { replies } = await t.database.db
      .selectFrom('threads')
      .select('replies')
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(replies).toBe(2);
  });
});
