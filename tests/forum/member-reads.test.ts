import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '../../src/server/accounts/groups.ts';
import { withPosts } from '../../src/server/forum/thread-page-cache.ts';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectStatus,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { eventually } from '../support/http.ts';

// Thread pages keep their posts in memory under the thread's posts_version (issue 15 §4). Two apps
// on one database stand for two app servers: a change made through one shows on the other at once.
let a: TestApp;
let b: TestApp;
let category: TestCategory;
let author: Actor;
let reader: Actor;
let moderator: Actor;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
  category = await freshCategory(a.database);
  author = await signIn(a);
  reader = await signIn(a);
  moderator = await signIn(a, [await moderatorGroupFor(a.database, category)]);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

type Page = { posts: Array<{ id: number; content: string; archive: boolean }>; meta: { total: number } };

async function page(t: TestApp, actor: Actor | null, threadId: number): Promise<Page> {
  const res = await getJson(t.app, `/api/thread/${threadId}`, { cookie: actor?.cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const contents = (p: Page) => p.posts.map((post) => post.content);

describe('a member reading a thread another server changed', () => {
  it('sees a reply, an edit and a deletion made on another server at once', async () => {
    const thread = await startThread(a.app, author, category.id, { text: 'First' });
    expect(contents(await page(b, reader, thread.id))).toEqual(['First']);

    const reply = await replyTo(a.app, author, thread.id, 'Second');
    expect(contents(await page(b, reader, thread.id))).toEqual(['First', 'Second']);

    expectStatus(
      await postAs(a.app, author.cookie, `/api/post/${reply}/edit`, { text: 'Second, edited' }),
      200,
    );
    expect(contents(await page(b, reader, thread.id))).toEqual(['First', 'Second, edited']);

    expectStatus(await postAs(a.app, author.cookie, `/api/post/${reply}/delete`), 200);
    const after = await page(b, reader, thread.id);
    expect(contents(after)).toEqual(['First']);
    expect(after.meta.total).toBe(1);
  });

  it('hides an archived post from members and visitors but not from its author or moderators, cached or not', async () => {
    const thread = await startThread(a.app, author, category.id, { text: 'Opening' });
    const hiddenReply = await replyTo(a.app, author, thread.id, 'Archived later');
    await replyTo(a.app, reader, thread.id, 'Stays');
    // Everyone reads once, so each server keeps the page before the archival.
    for (const t of [a, b])
      for (const actor of [reader, author, moderator, null]) await page(t, actor, thread.id);

    expectStatus(await postAs(a.app, moderator.cookie, `/api/post/${hiddenReply}/archive`), 200);
    for (const t of [a, b]) {
      for (const viewer of [reader, null]) {
        const seen = await page(t, viewer, thread.id);
        expect(contents(seen)).toEqual(['Opening', 'Stays']);
        expect(seen.meta.total).toBe(2);
      }
      for (const viewer of [author, moderator]) {
        const seen = await page(t, viewer, thread.id);
        expect(contents(seen)).toEqual(['Opening', 'Archived later', 'Stays']);
        expect(seen.posts[1]!.archive).toBe(true);
        expect(seen.meta.total).toBe(3);
      }
    }
    // The author's own view is not kept for others: a member right after still doesn't see it.
    expect(contents(await page(b, reader, thread.id))).toEqual(['Opening', 'Stays']);
  });

  it('never shows a thread to a member who may not view its category, though its page is kept', async () => {
    const hidden = await freshCategory(a.database, 'hidden');
    const staff = await signIn(a, [GROUP.administrators]);
    const thread = await startThread(a.app, staff, hidden.id, { text: 'Staff only' });
    await page(b, staff, thread.id);
    const res = await getJson(b.app, `/api/thread/${thread.id}`, { cookie: reader.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Staff only');
  });
});

const threadIds = async (t: TestApp, actor: Actor, slug: string) => {
  const res = await getJson(t.app, `/api/category/${slug}`, { cookie: actor.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().threads.map((thread: { id: number }) => thread.id) as number[];
};

describe("a member's category page", () => {
  it('shows a thread started on the same server at once, and on another within the cache time', async () => {
    const forum = await freshCategory(a.database);
    expect(await threadIds(a, reader, forum.slug)).toEqual([]);
    // b learns of the new category within its access cache time (tests/accounts/auth-cache.test.ts).
    await eventually(
      10_000,
      async () =>
        (await getJson(b.app, `/api/category/${forum.slug}`, { cookie: reader.cookie })).statusCode === 200,
    );
    expect(await threadIds(b, reader, forum.slug)).toEqual([]);
    const thread = await startThread(a.app, author, forum.id);
    expect(await threadIds(a, reader, forum.slug)).toEqual([thread.id]);
    // b has its own in-process events (no Redis here): its page ages out within 2 s.
    await eventually(10_000, async () => (await threadIds(b, reader, forum.slug)).includes(thread.id));
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'is dropped on every server by the event of a change, through Redis',
    async () => {
      const namespace = `cito-test-member-pages-${process.pid}-${Date.now()}`;
      const brokers = [
        RedisBroker.connect(process.env.TEST_REDIS_URL!, { namespace }),
        RedisBroker.connect(process.env.TEST_REDIS_URL!, { namespace }),
      ];
      for (const broker of brokers) await broker.ready();
      // Pages kept a minute: only the event can make the new thread show within the test's time.
      const one = await createTestApp({ broker: brokers[0]!, memberCacheMs: 60_000 });
      const two = await createTestApp({ broker: brokers[1]!, memberCacheMs: 60_000 });
      try {
        const forum = await freshCategory(one.database);
        expect(await threadIds(two, reader, forum.slug)).toEqual([]);
        const thread = await startThread(one.app, author, forum.id);
        await eventually(10_000, async () => (await threadIds(two, reader, forum.slug)).includes(thread.id));
      } finally {
        await one.close();
        await two.close();
        for (const broker of brokers) await broker.close();
      }
    },
  );
});

describe('withPosts', () => {
  it('puts the posts at the posts key, even when a title spells that key', () => {
    const head = JSON.stringify({ title: '"posts":[] trick', posts: [], meta: { total: 1 } });
    const body = JSON.parse(withPosts(head, '[{"id":1}]'));
    expect(body).toEqual({ title: '"posts":[] trick', posts: [{ id: 1 }], meta: { total: 1 } });
  });
});
