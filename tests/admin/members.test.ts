import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthCache, LAST_SEEN_EVERY_MS } from '../../src/server/accounts/auth-cache.ts';
import { recordAudit } from '../../src/server/admin/audit.ts';
import { createTestApp, createUser, type TestApp, uniqueName } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { eventually, whoami } from '../support/http.ts';
import { countingDb } from '../support/query-count.ts';

// issue 16 §3: the admin panel's member search and member page, for staff.

let t: TestApp;
let admin: Actor;
let moderator: Actor;
let moderated: TestCategory;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
  moderated = await freshCategory(t.database);
  moderator = await signIn(t, [await moderatorGroupFor(t.database, moderated)]);
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('is for staff: visitors 401, members and the Design Team 403', async () => {
    expectRefusal(await getJson(t.app, '/api/admin/users'), 401, 'You must be logged in');
    for (const groups of [[], ['Design Team']])
      expectRefusal(
        await getJson(t.app, '/api/admin/users', { cookie: (await signIn(t, groups)).cookie }),
        403,
        'Only staff may use the admin panel',
      );
    expect((await getJson(t.app, '/api/admin/users', { cookie: moderator.cookie })).statusCode).toBe(200);
  });

  it('finds members by part of their name or e-mail, in any case, with their groups', async () => {
    const tag = uniqueName('Find').toLowerCase();
    const byName = await createUser(t.database, { username: `${tag}_x`, groups: ['Design Team'] });
    const byMail = await createUser(t.database, { email: `someone.${tag}@Example.test` });
    await createUser(t.database);
    const res = await getJson(t.app, `/api/admin/users?q=${tag.toUpperCase()}`, { cookie: admin.cookie });
    expect(res.json()).toMatchObject({ success: true, total: 2, page: 1, per_page: 50 });
    expect(res.json().users).toEqual([
      {
        id: byMail.id,
        username: byMail.username,
        email: byMail.email,
        created_at: expect.any(String),
        last_seen_at: null,
        groups: ['Members'],
        suspended_until: null,
        silenced_until: null,
        deleted: false,
      },
      expect.objectContaining({ id: byName.id, groups: ['Members', 'Design Team'] }),
    ]);
  });

  it('takes % and _ in the search literally, and pages', async () => {
    const none = await getJson(t.app, '/api/admin/users?q=%25%25', { cookie: admin.cookie });
    expect(none.json()).toMatchObject({ total: 0, users: [] });
    const first = (await getJson(t.app, '/api/admin/users', { cookie: admin.cookie })).json();
    const second = (await getJson(t.app, '/api/admin/users?page=2', { cookie: admin.cookie })).json();
    expect(first.users).toHaveLength(Math.min(50, first.total));
    expect(second.total).toBe(first.total);
    if (second.users.length) expect(second.users[0].id).toBeLessThan(first.users.at(-1).id);
  });
});

describe('GET /api/admin/users/:id', () => {
  it("shows a member's account, recent posts, reports on them and the staff actions taken on them", async () => {
    const member = await signIn(t);
    const thread = await startThread(t.app, member, moderated.id, { text: 'Opening\n\npost text' });
    const reply = await replyTo(t.app, member, thread.id, 'A reply to report');
    const reporter = await signIn(t);
    expect(
      (await postAs(t.app, reporter.cookie, `/api/post/${reply}/report`, { category: 'SPAM', reason: 'ads' }))
        .statusCode,
    ).toBe(201);
    await recordAudit(t.database.db, {
      actorId: admin.user.id,
      action: 'user.silence',
      targetType: 'user',
      targetId: member.user.id,
      before: { silenced_until: null },
      after: { silenced_until: '2030-01-01T00:00:00.000Z' },
      reason: 'Shouting',
    });

    const res = await getJson(t.app, `/api/admin/users/${member.user.id}`, { cookie: moderator.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: member.user.id,
      username: member.user.username,
      email: member.user.email,
      email_verified: true,
      coins: expect.any(Number),
      gems: expect.any(Number),
      post_count: 2,
      groups: [{ id: expect.any(Number), name: 'Members' }],
      suspended_until: null,
      deleted_at: null,
    });
    expect(body.recent_posts).toEqual([
      {
        id: reply,
        thread_id: thread.id,
        thread_title: expect.any(String),
        excerpt: 'A reply to report',
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: thread.postId, excerpt: 'Opening post text' }),
    ]);
    expect(body.reports).toEqual([
      {
        id: expect.any(Number),
        status: 'open',
        reason: 'ads',
        created_at: expect.any(String),
        post_id: reply,
        thread_id: thread.id,
      },
    ]);
    expect(body.history).toEqual([
      {
        id: expect.any(Number),
        actor: { id: admin.user.id, username: admin.user.username },
        action: 'user.silence',
        target_type: 'user',
        target_id: String(member.user.id),
        before: { silenced_until: null },
        after: { silenced_until: '2030-01-01T00:00:00.000Z' },
        reason: 'Shouting',
        created_at: expect.any(String),
      },
    ]);
  });

  it('shows a moderator only the posts of categories they may view', async () => {
    const member = await signIn(t);
    const hidden = await freshCategory(t.database, 'hidden');
    const adminThread = await startThread(t.app, admin, hidden.id);
    await replyTo(t.app, member, (await startThread(t.app, member, moderated.id)).id);
    const asAdmin = await postAs(t.app, admin.cookie, `/api/thread/${adminThread.id}/reply`, { text: 'x' });
    expect(asAdmin.statusCode).toBe(201);
    const page = (
      await getJson(t.app, `/api/admin/users/${admin.user.id}`, { cookie: moderator.cookie })
    ).json();
    expect(page.recent_posts.map((p: { thread_id: number }) => p.thread_id)).not.toContain(adminThread.id);
    const own = (await getJson(t.app, `/api/admin/users/${admin.user.id}`, { cookie: admin.cookie })).json();
    expect(own.recent_posts.map((p: { thread_id: number }) => p.thread_id)).toContain(adminThread.id);
  });

  it('is for staff only, and 404 for an account that does not exist', async () => {
    const member = await signIn(t);
    expectRefusal(await getJson(t.app, `/api/admin/users/${member.user.id}`), 401, 'You must be logged in');
    expectRefusal(
      await getJson(t.app, `/api/admin/users/${admin.user.id}`, { cookie: member.cookie }),
      403,
      'Only staff may use the admin panel',
    );
    expectRefusal(
      await getJson(t.app, '/api/admin/users/2147483647', { cookie: admin.cookie }),
      404,
      'User not found',
    );
  });
});

describe('last seen', () => {
  const listed = async (id: number) =>
    (await getJson(t.app, `/api/admin/users/${id}`, { cookie: admin.cookie })).json().user.last_seen_at;

  it('is noted when a signed-in member makes a request', async () => {
    const member = await signIn(t);
    expect(await listed(member.user.id)).toBeNull();
    const before = new Date().toISOString();
    expect((await whoami(t.app, member.cookie)).statusCode).toBe(200);
    await eventually(5_000, async () => ((await listed(member.user.id)) ?? '') >= before);
  });

  it('is written at most once per member in LAST_SEEN_EVERY_MS on one server', async () => {
    const member = await signIn(t);
    const counter = countingDb(t.database.db);
    const cache = new AuthCache(counter.db);
    try {
      const now = Date.now();
      for (const at of [now, now + 1_000, now + LAST_SEEN_EVERY_MS - 1]) cache.seen(member.user.id, at);
      await eventually(5_000, async () => counter.count() >= 1);
      cache.seen(member.user.id, now + LAST_SEEN_EVERY_MS);
      await eventually(5_000, async () => counter.count() >= 2);
      // The database runs a connection's queries in order: any third write would have landed by now.
      expect(await listed(member.user.id)).toBe(new Date(now + LAST_SEEN_EVERY_MS).toISOString());
      expect(counter.count()).toBe(2);
    } finally {
      cache.detach();
    }
  });
});
