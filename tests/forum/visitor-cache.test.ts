import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

describe('visitor page cache', () => {
  let t: TestApp;
  let category: TestCategory;
  let author: Actor;
  beforeAll(async () => {
    t = await createTestApp({ visitorCacheMs: 60_000 });
    category = await freshCategory(t.database);
    author = await signIn(t);
  });
  afterAll(() => t.close());

  it('serves visitors the same thread page for its lifetime, byte for byte, and members a fresh one', async () => {
    const thread = await startThread(t.app, author, category.id);
    const first = await getJson(t.app, `/api/thread/${thread.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await replyTo(t.app, author, thread.id, 'A reply after the visitor looked');

    const again = await getJson(t.app, `/api/thread/${thread.id}`);
    expect(again.body).toBe(first.body);
    expect(again.json().posts).toHaveLength(1);

    const member = await getJson(t.app, `/api/thread/${thread.id}`, { cookie: author.cookie });
    expect(member.json().posts).toHaveLength(2);
  });

  it("still counts a visitor's view when the page comes from the cache", async () => {
    const thread = await startThread(t.app, author, category.id);
    await getJson(t.app, `/api/thread/${thread.id}`, { remoteAddress: '10.9.9.1' });
    await getJson(t.app, `/api/thread/${thread.id}`, { remoteAddress: '10.9.9.2' });
    const row = await t.database.db
      .selectFrom('threads')
      .select('view_count')
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(2);
  });

  it('caches category pages per sort, and never serves a visitor what only members may see', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const admin = await signIn(t, ['Administrators']);
    await startThread(t.app, admin, hidden.id);
    // An administrator's read must not fill the visitors' cache.
    expect((await getJson(t.app, `/api/category/${hidden.slug}`, { cookie: admin.cookie })).statusCode).toBe(
      200,
    );
    expect((await getJson(t.app, `/api/category/${hidden.slug}`)).statusCode).toBe(404);

    await startThread(t.app, author, category.id, { title: 'Newest' });
    const recent = (await getJson(t.app, `/api/category/${category.slug}?sort=recent`)).json();
    const oldest = (await getJson(t.app, `/api/category/${category.slug}?sort=oldest`)).json();
    expect(recent.sort).toBe('recent');
    expect(oldest.sort).toBe('oldest');
  });
});
