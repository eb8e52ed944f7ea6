import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  postAs,
  replyAsService,
  signIn,
  startThread,
} from '../support/forum.ts';
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
  it('is written and announced in nine queries once the member has posted before', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const counter = countingDb(t.database.db);
    // The first reply finds first_post already earned (by the thread): the server remembers that.
    await replyAsService(t, member, thread.id, 'The first reply.', counter.db);
    const queries = await queriesOf(counter, () =>
      replyAsService(t, member, thread.id, 'The second reply.', counter.db),
    );
    // The thread (1); the post, the thread's last activity, the flood check with the post count (one
    // UPDATE of the member's row, which also answers their name for the post's answer), the
    // category's counter, the draft, and the activity entry, written only while the member shows
    // their activity (6); the thread's subscribers and the entry for friends (2). It was 17, then 11
    // with the flood check apart, then 10 with the post read back after the commit.
    expect(queries).toBe(9);
    const { replies } = await t.database.db
      .selectFrom('threads')
      .select('replies')
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(replies).toBe(2);
  });

  it('answers the post as a read of the thread shows it, though it is not read back', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const text = 'Café ☕ **bold** and ![a picture](https://example.com/a.png)\n\nA second line.';
    const answer = await postAs(t.app, member.cookie, `/api/thread/${thread.id}/reply`, { text });
    expect(answer.statusCode).toBe(201);
    const { id, post } = answer.json();
    const read = await getJson(t.app, `/api/thread/${thread.id}`, { cookie: member.cookie });
    const shown = read.json().posts.find((p: { id: number }) => p.id === id);
    expect(post).toEqual(shown);
    // An outside image that can't be fetched is stored as a link (issue 17 §10): the answer shows what was stored.
    expect(post).toMatchObject({
      author: member.user.username,
      author_id: member.user.id,
      content: text.replace('![a picture]', '[a picture]'),
    });
  });
});
