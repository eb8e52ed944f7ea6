import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CACHE_MS } from '../../src/server/accounts/auth-cache.ts';
import { createGroup, setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { createTestApp, logIn, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';
import { eventually, sendJson, whoami } from '../support/http.ts';

// issue 16 §3: an administrator changes a member's groups, grants coins and gems, deletes an account.

let a: TestApp;
let b: TestApp;
let admin: Actor;
let moderator: Actor;
beforeAll(async () => {
  a = await createTestApp();
  // A second app server on the same database.
  b = await createTestApp();
  admin = await signIn(a, ['Administrators']);
  moderator = await signIn(a, [await moderatorGroupFor(a.database, await freshCategory(a.database))]);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const auditOf = (targetId: number, action: string) =>
  a.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'before', 'after', 'reason'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(targetId))
    .where('action', '=', action)
    .execute();

const groupId = async (name: string) =>
  (await a.database.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

describe('PUT /api/admin/users/:id/groups', () => {
  it('is for administrators only', async () => {
    const member = await signIn(a);
    const url = `/api/admin/users/${member.user.id}/groups`;
    const body = { group_ids: [await groupId('Design Team')] };
    expectRefusal(await sendJson(a.app, 'PUT', url, undefined, body), 401, 'You must be logged in');
    for (const caller of [member, moderator])
      expectRefusal(
        await sendJson(a.app, 'PUT', url, caller.cookie, body),
        403,
        'You do not have permission to do that',
      );
    expect((await whoami(a.app, member.cookie)).json().groups.map((g: { name: string }) => g.name)).toEqual([
      'Members',
    ]);
  });

  it('takes effect for the member on another server within the cache time, with an audit row', async () => {
    const hidden = await freshCategory(a.database, 'hidden');
    const readers = `Readers ${hidden.slug}`;
    await createGroup(a.database.db, readers);
    await setCategoryPermissions(a.database.db, readers, hidden.slug, ['view']);
    const member = await signIn(a);
    const read = () => getJson(b.app, `/api/category/${hidden.slug}`, { cookie: member.cookie });
    expect((await read()).statusCode).toBe(404);

    const res = await sendJson(a.app, 'PUT', `/api/admin/users/${member.user.id}/groups`, admin.cookie, {
      group_ids: [await groupId(readers)],
    });
    expect(res.json()).toEqual({
      success: true,
      groups: [
        { id: await groupId('Members'), name: 'Members' },
        { id: await groupId(readers), name: readers },
      ],
    });
    const took = await eventually(AUTH_CACHE_MS * 5, async () => (await read()).statusCode === 200);
    expect(took).toBeLessThan(AUTH_CACHE_MS * 5);
    expect(await auditOf(member.user.id, 'user.groups')).toEqual([
      {
        actor_id: admin.user.id,
        before: JSON.stringify({ groups: ['Members'] }),
        after: JSON.stringify({ groups: ['Members', readers] }),
        reason: '',
      },
    ]);
  });

  it('refuses an unknown group and an administrator leaving Administrators, changing nothing', async () => {
    const member = await signIn(a);
    expectRefusal(
      await sendJson(a.app, 'PUT', `/api/admin/users/${member.user.id}/groups`, admin.cookie, {
        group_ids: [2147483647],
      }),
      404,
      'Group not found',
    );
    const other = await signIn(a, ['Administrators']);
    expectRefusal(
      await sendJson(a.app, 'PUT', `/api/admin/users/${other.user.id}/groups`, other.cookie, {
        group_ids: [],
      }),
      403,
      'You cannot remove yourself from Administrators',
    );
    expect(await auditOf(member.user.id, 'user.groups')).toEqual([]);
    expect(await auditOf(other.user.id, 'user.groups')).toEqual([]);
    expect((await whoami(a.app, other.cookie)).json().permissions).toContain('admin');
  });
});

describe('POST /api/admin/users/:id/grant', () => {
  const balances = (id: number) =>
    a.database.db
      .selectFrom('users')
      .select(['coins', 'gems'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const ledger = (id: number) =>
    a.database.db
      .selectFrom('transactions')
      .select(['kind', 'coins', 'gems', 'description'])
      .where('user_id', '=', id)
      .where('kind', '=', 'admin_grant')
      .execute();

  it('grants and removes coins and gems with a ledger row and an audit row each', async () => {
    const member = await signIn(a);
    const start = await balances(member.user.id);
    const url = `/api/admin/users/${member.user.id}/grant`;
    const give = await sendJson(a.app, 'POST', url, admin.cookie, {
      coins: 40,
      gems: 3,
      reason: 'Contest prize',
    });
    expect(give.json()).toEqual({ success: true, coins: start.coins + 40, gems: start.gems + 3 });
    const take = await sendJson(a.app, 'POST', url, admin.cookie, {
      coins: -15,
      gems: 0,
      reason: 'Correction',
    });
    expect(take.json()).toEqual({ success: true, coins: start.coins + 25, gems: start.gems + 3 });
    expect(await ledger(member.user.id)).toEqual([
      { kind: 'admin_grant', coins: 40, gems: 3, description: 'Contest prize' },
      { kind: 'admin_grant', coins: -15, gems: 0, description: 'Correction' },
    ]);
    const audit = await auditOf(member.user.id, 'user.grant');
    expect(audit.map((row) => [row.actor_id, JSON.parse(row.after!), row.reason])).toEqual([
      [admin.user.id, { coins: start.coins + 40, gems: start.gems + 3 }, 'Contest prize'],
      [admin.user.id, { coins: start.coins + 25, gems: start.gems + 3 }, 'Correction'],
    ]);
  });

  it('never takes a balance below zero: 422, and nothing written', async () => {
    const member = await signIn(a);
    const start = await balances(member.user.id);
    expectRefusal(
      await sendJson(a.app, 'POST', `/api/admin/users/${member.user.id}/grant`, admin.cookie, {
        coins: 10,
        gems: -(start.gems + 1),
        reason: 'Too much',
      }),
      422,
      'That would take the balance below zero',
    );
    expect(await balances(member.user.id)).toEqual(start);
    expect(await ledger(member.user.id)).toEqual([]);
    expect(await auditOf(member.user.id, 'user.grant')).toEqual([]);
  });

  it('refuses a grant without a reason or amount, and callers who are not administrators', async () => {
    const member = await signIn(a);
    const url = `/api/admin/users/${member.user.id}/grant`;
    expect(
      (await sendJson(a.app, 'POST', url, admin.cookie, { coins: 5, gems: 0, reason: '' })).statusCode,
    ).toBe(400);
    expectRefusal(
      await sendJson(a.app, 'POST', url, admin.cookie, { coins: 0, gems: 0, reason: 'Nothing' }),
      400,
      'Give an amount of coins or gems to grant or remove',
    );
    expect(
      (await sendJson(a.app, 'POST', url, moderator.cookie, { coins: 5, gems: 0, reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await sendJson(a.app, 'POST', url, member.cookie, { coins: 5, gems: 0, reason: 'x' })).statusCode,
    ).toBe(403);
    expect(await ledger(member.user.id)).toEqual([]);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account and keeps its posts, shown as by a deleted member', async () => {
    const member = await signIn(a);
    const category = await freshCategory(a.database);
    const thread = await startThread(a.app, member, category.id, { text: 'Kept after deletion' });
    await replyTo(a.app, admin, thread.id, 'Someone answers');
    // Read once on each server first, so a cached page would show the old name.
    await getJson(b.app, `/api/thread/${thread.id}`);
    expect((await whoami(b.app, member.cookie)).statusCode).toBe(200);

    const res = await sendJson(a.app, 'DELETE', `/api/admin/users/${member.user.id}`, admin.cookie, {
      reason: 'Asked to be forgotten',
    });
    expect(res.json()).toEqual({ success: true });

    for (const t of [a, b]) {
      const page = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
      expect(page.posts.map((p: { author: string; content: string }) => [p.author, p.content])).toEqual([
        ['Deleted member', 'Kept after deletion'],
        [admin.user.username, 'Someone answers'],
      ]);
      expect(page.author).toBe('Deleted member');
    }
    const listing = (await getJson(a.app, `/api/category/${category.slug}`)).json();
    expect(listing.threads.map((x: { author: string }) => x.author)).toEqual(['Deleted member']);
    const profile = await getJson(a.app, `/api/user/${member.user.id}`);
    expect(profile.statusCode).toBe(404);
    expect((await getJson(a.app, `/api/user/by-username/${member.user.username}`)).statusCode).toBe(404);
    // Signed out everywhere, and the old address and password open nothing.
    expect((await whoami(a.app, member.cookie)).statusCode).toBe(401);
    await eventually(AUTH_CACHE_MS * 5, async () => (await whoami(b.app, member.cookie)).statusCode === 401);
    await expect(logIn(a.app, member.user)).rejects.toThrow(/401/);

    const row = await a.database.db
      .selectFrom('users')
      .select(['username', 'email', 'deleted_at'])
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.username).not.toContain(member.user.username);
    expect(row.email).not.toContain(member.user.email.split('@')[0]);
    expect(row.deleted_at).not.toBeNull();
    const listed = (
      await getJson(a.app, `/api/admin/users/${member.user.id}`, { cookie: admin.cookie })
    ).json();
    expect(listed.user).toMatchObject({ deleted_at: row.deleted_at, groups: [] });
    expect(listed.history[0]).toMatchObject({
      action: 'user.delete',
      actor: { id: admin.user.id },
      before: { username: member.user.username, groups: ['Members'] },
      reason: 'Asked to be forgotten',
    });
  });

  it('refuses to delete an administrator, oneself, or without a reason; only administrators may', async () => {
    const other = await signIn(a, ['Administrators']);
    expectRefusal(
      await sendJson(a.app, 'DELETE', `/api/admin/users/${other.user.id}`, admin.cookie, { reason: 'x' }),
      403,
      'Administrators cannot be deleted; remove them from Administrators first',
    );
    expectRefusal(
      await sendJson(a.app, 'DELETE', `/api/admin/users/${admin.user.id}`, admin.cookie, { reason: 'x' }),
      403,
      'You cannot delete your own account here',
    );
    const member = await signIn(a);
    const url = `/api/admin/users/${member.user.id}`;
    expect((await sendJson(a.app, 'DELETE', url, admin.cookie, { reason: '' })).statusCode).toBe(400);
    expect((await sendJson(a.app, 'DELETE', url, moderator.cookie, { reason: 'x' })).statusCode).toBe(403);
    expect((await sendJson(a.app, 'DELETE', url, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await whoami(a.app, member.cookie)).statusCode).toBe(200);
    expect((await whoami(a.app, other.cookie)).statusCode).toBe(200);
  });
});
