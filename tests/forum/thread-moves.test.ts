import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { GROUP } from '../../src/server/accounts/groups.ts';
import { setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  expectStatus,
  freshCategory,
  getJson,
  postAs,
  signIn,
  startThread,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  admin = await signIn(t, [GROUP.administrators]);
});
afterAll(() => t.close());

async function move(threadId: number, categoryId: number) {
  expectStatus(
    await postAs(t.app, admin.cookie, `/api/thread/${threadId}/move`, { category_id: categoryId }),
    200,
  );
}

describe('a moved thread’s old links (issue 17 §10)', () => {
  it('redirects the old slug address permanently to the thread', async () => {
    const from = await freshCategory(t.database);
    const to = await freshCategory(t.database);
    const thread = await startThread(t.app, author, from.id, { title: 'Wandering thread' });
    await move(thread.id, to.id);
    const res = await getJson(t.app, `/api/slugs/thread/${from.slug}/${thread.slug}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/api/thread/${thread.id}`);
    const followed = await getJson(t.app, res.headers.location as string);
    expect(followed.json()).toMatchObject({ thread_id: thread.id, category: { id: to.id } });
    // The new address answers as any other.
    expect((await getJson(t.app, `/api/slugs/thread/${to.slug}/${thread.slug}`)).statusCode).toBe(302);
  });

  it('follows a thread moved twice from either old address', async () => {
    const [a, b, c] = [
      await freshCategory(t.database),
      await freshCategory(t.database),
      await freshCategory(t.database),
    ];
    const thread = await startThread(t.app, author, a.id);
    await move(thread.id, b.id);
    await move(thread.id, c.id);
    for (const old of [a, b]) {
      const res = await getJson(t.app, `/api/slugs/thread/${old.slug}/${thread.slug}`);
      expect({ status: res.statusCode, location: res.headers.location }).toEqual({
        status: 301,
        location: `/api/thread/${thread.id}`,
      });
    }
  });

  it('keeps a new thread that takes the old address ahead of the move', async () => {
    const from = await freshCategory(t.database);
    const to = await freshCategory(t.database);
    const moved = await startThread(t.app, author, from.id, { title: 'Same name' });
    await move(moved.id, to.id);
    const newcomer = await startThread(t.app, author, from.id, { title: 'Same name' });
    expect(newcomer.slug).toBe(moved.slug);
    const res = await getJson(t.app, `/api/slugs/thread/${from.slug}/${moved.slug}`);
    expect({ status: res.statusCode, location: res.headers.location }).toEqual({
      status: 302,
      location: `/api/thread/${newcomer.id}`,
    });
  });

  it('answers 404 when the thread moved where the caller may not look', async () => {
    const from = await freshCategory(t.database);
    const hidden = await freshCategory(t.database);
    const thread = await startThread(t.app, author, from.id);
    await move(thread.id, hidden.id);
    await setCategoryPermissions(t.database.db, GROUP.members, hidden.slug, []);
    expectRefusal(
      await getJson(t.app, `/api/slugs/thread/${from.slug}/${thread.slug}`, { cookie: author.cookie }),
      404,
      MSG.threadNotFound,
    );
    expect(
      (await getJson(t.app, `/api/slugs/thread/${from.slug}/${thread.slug}`, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(301);
  });
});
