import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToGroup } from '../../src/server/admin/commands.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  signIn,
} from '../support/forum.ts';
import { sendJson } from '../support/http.ts';

// issue 16 §3: groups, categories and the per-group permission matrix, for administrators.

let t: TestApp;
let admin: Actor;
let moderator: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
  moderator = await signIn(t, [await moderatorGroupFor(t.database, await freshCategory(t.database))]);
});
afterAll(() => t.close());

const unique = () => randomBytes(4).toString('hex');
const audit = (targetType: string, targetId: number | null, action: string) => {
  let query = t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('action', '=', action)
    .orderBy('id');
  query =
    targetId === null
      ? query.where('actor_id', '=', admin.user.id)
      : query.where('target_id', '=', String(targetId));
  return query.execute();
};
const parsed = (rows: Array<{ actor_id: number | null; before: string | null; after: string | null }>) =>
  rows.map((row) => ({
    actor_id: row.actor_id,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));

describe('GET /api/admin/groups', () => {
  it('is for administrators: visitors 401, members, moderators and the Design Team 403', async () => {
    expectRefusal(await getJson(t.app, '/api/admin/groups'), 401, 'You must be logged in');
    for (const caller of [await signIn(t), moderator, await signIn(t, ['Design Team'])])
      expect((await getJson(t.app, '/api/admin/groups', { cookie: caller.cookie })).statusCode).toBe(403);
  });

  it('lists the groups with member counts, the categories in order, and the matrix', async () => {
    const category = await freshCategory(t.database);
    const body = (await getJson(t.app, '/api/admin/groups', { cookie: admin.cookie })).json();
    expect(body.groups.find((g: { name: string }) => g.name === 'Administrators')).toMatchObject({
      is_admin: true,
      can_review_designs: true,
      built_in: true,
      member_count: expect.any(Number),
    });
    expect(body.categories.find((c: { id: number }) => c.id === category.id)).toEqual({
      id: category.id,
      title: category.title,
      slug: category.slug,
      description: '',
      sort_order: expect.any(Number),
    });
    const members = body.groups.find((g: { name: string }) => g.name === 'Members');
    expect(body.permissions).toContainEqual({
      group_id: members.id,
      category_id: category.id,
      can_view: true,
      can_post: true,
      can_reply: true,
      can_moderate: false,
    });
  });
});

describe('groups', () => {
  it('creates, edits and deletes a group, each with an audit row', async () => {
    const name = `Helpers ${unique()}`;
    const created = await sendJson(t.app, 'POST', '/api/admin/groups', admin.cookie, {
      name,
      description: 'Help',
    });
    expect(created.json()).toEqual({
      success: true,
      group: {
        id: expect.any(Number),
        name,
        description: 'Help',
        is_admin: false,
        can_review_designs: false,
        built_in: false,
        member_count: 0,
      },
    });
    const id = created.json().group.id;
    expectRefusal(
      await sendJson(t.app, 'POST', '/api/admin/groups', admin.cookie, { name, description: '' }),
      409,
      'A group with that name already exists',
    );
    const renamed = `${name} 2`;
    const edited = await sendJson(t.app, 'PUT', `/api/admin/groups/${id}`, admin.cookie, {
      name: renamed,
      can_review_designs: true,
    });
    expect(edited.json().group).toMatchObject({ id, name: renamed, can_review_designs: true });
    expect((await sendJson(t.app, 'DELETE', `/api/admin/groups/${id}`, admin.cookie)).json()).toEqual({
      success: true,
    });
    expect(await t.database.db.selectFrom('groups').select('id').where('id', '=', id).execute()).toEqual([]);

    expect(parsed(await audit('group', id, 'group.create'))).toEqual([
      { actor_id: admin.user.id, before: null, after: { name, description: 'Help' } },
    ]);
    expect(parsed(await audit('group', id, 'group.update'))).toEqual([
      {
        actor_id: admin.user.id,
        before: { name, can_review_designs: 0 },
        after: { name: renamed, can_review_designs: 1 },
      },
    ]);
    expect(parsed(await audit('group', id, 'group.delete'))).toEqual([
      { actor_id: admin.user.id, before: { name: renamed, description: 'Help', members: 0 }, after: null },
    ]);
  });

  it('keeps built-in groups: no rename, no new flags, no deletion; a description may change', async () => {
    const groups = (await getJson(t.app, '/api/admin/groups', { cookie: admin.cookie })).json().groups;
    const designTeam = groups.find((g: { name: string }) => g.name === 'Design Team');
    for (const [method, body] of [
      ['PUT', { name: 'Artists' }],
      ['PUT', { can_review_designs: false }],
      ['DELETE', undefined],
    ] as const)
      expectRefusal(
        await sendJson(t.app, method, `/api/admin/groups/${designTeam.id}`, admin.cookie, body),
        409,
        'Built-in groups cannot be renamed, changed or deleted',
      );
    const after = await t.database.db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', designTeam.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ name: 'Design Team', can_review_designs: 1 });
    expect(parsed(await audit('group', designTeam.id, 'group.update'))).toEqual([]);
    const described = await sendJson(t.app, 'PUT', `/api/admin/groups/${designTeam.id}`, admin.cookie, {
      description: `${designTeam.description} (reviews)`,
    });
    expect(described.json().group).toMatchObject({
      name: 'Design Team',
      description: `${designTeam.description} (reviews)`,
    });
    await sendJson(t.app, 'PUT', `/api/admin/groups/${designTeam.id}`, admin.cookie, {
      description: designTeam.description,
    });
  });

  it('refuses moderators and members', async () => {
    for (const caller of [moderator, await signIn(t)])
      expect(
        (
          await sendJson(t.app, 'POST', '/api/admin/groups', caller.cookie, {
            name: `X ${unique()}`,
            description: '',
          })
        ).statusCode,
      ).toBe(403);
  });
});

describe('PUT /api/admin/permissions', () => {
  it("changes a group's grants with before and after in the audit log, and the member sees it", async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const name = `Readers ${unique()}`;
    const group = (
      await sendJson(t.app, 'POST', '/api/admin/groups', admin.cookie, { name, description: '' })
    ).json().group;
    const member = await signIn(t);
    await addToGroup(t.database.db, member.user.username, name);
    const read = () => getJson(t.app, `/api/category/${hidden.slug}`, { cookie: member.cookie });
    expect((await read()).statusCode).toBe(404);

    const row = {
      group_id: group.id,
      category_id: hidden.id,
      can_view: true,
      can_post: false,
      can_reply: true,
      can_moderate: false,
    };
    expect(
      (await sendJson(t.app, 'PUT', '/api/admin/permissions', admin.cookie, { permissions: [row] })).json(),
    ).toEqual({
      success: true,
    });
    expect((await read()).statusCode).toBe(200);
    expect(parsed(await audit('group', group.id, 'group.permissions'))).toEqual([
      {
        actor_id: admin.user.id,
        before: [{ ...row, can_view: false, can_reply: false }],
        after: [row],
      },
    ]);
    const categories = (await getJson(t.app, '/api/categories', { cookie: member.cookie })).json();
    expect(categories.map((c: { id: number }) => c.id)).toContain(hidden.id);
  });

  it('stores nothing when a group or category does not exist', async () => {
    const category = await freshCategory(t.database);
    const members = (await getJson(t.app, '/api/admin/groups', { cookie: admin.cookie })).json().groups[0];
    const good = {
      group_id: members.id,
      category_id: category.id,
      can_view: false,
      can_post: false,
      can_reply: false,
      can_moderate: false,
    };
    const bad = { ...good, category_id: 2147483647 };
    expectRefusal(
      await sendJson(t.app, 'PUT', '/api/admin/permissions', admin.cookie, { permissions: [good, bad] }),
      404,
      'Category not found',
    );
    const stored = await t.database.db
      .selectFrom('category_permissions')
      .select('can_view')
      .where('group_id', '=', members.id)
      .where('category_id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(stored.can_view).toBe(1);
    expect(
      (await sendJson(t.app, 'PUT', '/api/admin/permissions', moderator.cookie, { permissions: [good] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('categories', () => {
  it('creates and edits a category, with audit rows, and the forum lists it', async () => {
    const title = `Lounge ${unique()}`;
    const created = await sendJson(t.app, 'POST', '/api/admin/categories', admin.cookie, {
      title,
      description: 'Chat',
    });
    const category = created.json().category;
    expect(created.json()).toEqual({
      success: true,
      category: {
        id: expect.any(Number),
        title,
        slug: expect.any(String),
        description: 'Chat',
        sort_order: expect.any(Number),
      },
    });
    const member = await signIn(t);
    const listed = async () =>
      (await getJson(t.app, '/api/categories', { cookie: member.cookie }))
        .json()
        .find((c: { id: number }) => c.id === category.id);
    expect(await listed()).toMatchObject({ title, description: 'Chat' });

    const edited = await sendJson(t.app, 'PUT', `/api/admin/categories/${category.id}`, admin.cookie, {
      title: `${title}!`,
    });
    expect(edited.json().category).toMatchObject({
      id: category.id,
      title: `${title}!`,
      slug: category.slug,
    });
    expect(await listed()).toMatchObject({ title: `${title}!` });

    expect(parsed(await audit('category', category.id, 'category.create'))).toEqual([
      {
        actor_id: admin.user.id,
        before: null,
        after: { title, slug: category.slug, description: 'Chat', access: 'open' },
      },
    ]);
    expect(parsed(await audit('category', category.id, 'category.update'))).toEqual([
      { actor_id: admin.user.id, before: { title }, after: { title: `${title}!` } },
    ]);
  });

  it('reorders categories: the listed first, in that order, with an audit row', async () => {
    const first = await freshCategory(t.database);
    const second = await freshCategory(t.database);
    const res = await sendJson(t.app, 'PUT', '/api/admin/categories/order', admin.cookie, {
      ids: [second.id, first.id],
    });
    expect(res.json()).toEqual({ success: true });
    const order = (await getJson(t.app, '/api/categories', { cookie: admin.cookie }))
      .json()
      .map((c: { id: number }) => c.id);
    expect(order.slice(0, 2)).toEqual([second.id, first.id]);
    const rows = parsed(await audit('category', null, 'category.order'));
    expect(rows.at(-1)?.after.slice(0, 2)).toEqual([second.id, first.id]);
  });

  it('refuses a bad title, an unknown category and a repeated id, changing nothing', async () => {
    const category = await freshCategory(t.database);
    expect(
      (await sendJson(t.app, 'PUT', `/api/admin/categories/${category.id}`, admin.cookie, { title: ' ' }))
        .statusCode,
    ).toBe(400);
    expectRefusal(
      await sendJson(t.app, 'PUT', '/api/admin/categories/2147483647', admin.cookie, { title: 'Nope' }),
      404,
      'Category not found',
    );
    expectRefusal(
      await sendJson(t.app, 'PUT', '/api/admin/categories/order', admin.cookie, {
        ids: [category.id, category.id],
      }),
      400,
      'The order may list each category only once',
    );
    expectRefusal(
      await sendJson(t.app, 'PUT', '/api/admin/categories/order', admin.cookie, { ids: [2147483647] }),
      404,
      'Category not found',
    );
    expect(
      (await sendJson(t.app, 'POST', '/api/admin/categories', moderator.cookie, { title: 'Mine' }))
        .statusCode,
    ).toBe(403);
    const row = await t.database.db
      .selectFrom('categories')
      .select('title')
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(category.title);
    expect(await audit('category', category.id, 'category.update')).toEqual([]);
  });
});
