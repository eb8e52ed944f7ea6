import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryPermission, GroupInfo, WhoamiUser } from '../../src/common/api-types.ts';
import { DEMO_CATEGORIES } from '../../src/server/demo/accounts.ts';
import { createTestApp, createUser, logIn, type TestApp } from '../support/app.ts';
import { postJson, whoami } from '../support/http.ts';

let t: TestApp;
/** The demo categories global-setup.ts created, by title; other test files may add more. */
let demo: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .selectFrom('categories')
    .select(['id', 'title'])
    .where(
      'title',
      'in',
      DEMO_CATEGORIES.map((c) => c.title),
    )
    .execute();
  demo = new Map(rows.map((r) => [r.title, r.id]));
});
afterAll(() => t.close());

const OPEN_CATEGORIES = DEMO_CATEGORIES.filter((c) => c.access === undefined).map((c) => c.title);

/** whoami for a fresh user in Members plus `groups`. */
async function whoamiAs(groups: string[] = []): Promise<WhoamiUser> {
  const user = await createUser(t.database, { groups });
  const res = await whoami(t.app, await logIn(t.app, user));
  expect(res.statusCode).toBe(200);
  return res.json();
}

function grantIn(me: WhoamiUser, title: string): CategoryPermission {
  const grant = me.category_permissions[String(demo.get(title))];
  if (!grant) throw new Error(`no category_permissions entry for ${title}`);
  return grant;
}

const flags = (g: Pick<CategoryPermission, 'can_view' | 'can_post' | 'can_reply' | 'can_moderate'>) => ({
  can_view: g.can_view,
  can_post: g.can_post,
  can_reply: g.can_reply,
  can_moderate: g.can_moderate,
});

const MEMBER_OPEN = { can_view: true, can_post: true, can_reply: true, can_moderate: false };
const MEMBER_ANNOUNCEMENTS = { can_view: true, can_post: false, can_reply: true, can_moderate: false };
const EVERYTHING = { can_view: true, can_post: true, can_reply: true, can_moderate: true };

describe('GET /api/whoami fields', () => {
  it('answers every field of a signed-in member', async () => {
    const user = await createUser(t.database);
    const before = Date.now();
    const me: WhoamiUser = (await whoami(t.app, await logIn(t.app, user))).json();
    expect(me).toEqual({
      success: true,
      user_id: user.id,
      id: user.id,
      username: user.username,
      email: user.email,
      email_verified: true,
      email_verification_required: true,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      permissions: [],
      coins: 500,
      gems: 10,
      groups: [{ name: 'Members', permissions: expect.any(Array) }],
      category_permissions: expect.any(Object),
    });
    expect(Math.abs(Date.parse(me.created) - before)).toBeLessThan(60_000);
  });

  it('answers the same user record in the login response', async () => {
    const user = await createUser(t.database, { groups: ['Moderators'] });
    const res = await postJson(t.app, '/api/login', { email: user.email, password: user.password });
    const cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(res.json()).toEqual({ success: true, user: (await whoami(t.app, cookie)).json() });
  });

  it('mirrors can_post, can_reply and can_moderate in the older post_new, post_reply and maintain', async () => {
    for (const groups of [[], ['Moderators'], ['Design Team'], ['Administrators']]) {
      const me = await whoamiAs(groups);
      const entries = Object.values(me.category_permissions);
      expect(entries.length).toBeGreaterThanOrEqual(DEMO_CATEGORIES.length);
      for (const grant of entries) {
        expect(grant.post_new).toBe(grant.can_post);
        expect(grant.post_reply).toBe(grant.can_reply);
        expect(grant.maintain).toBe(grant.can_moderate);
      }
    }
  });
});

describe('category_permissions per role', () => {
  it('lets a member view and reply everywhere, post except in Announcements, moderate nowhere', async () => {
    const me = await whoamiAs();
    expect(me.permissions).toEqual([]);
    expect(demo.size).toBe(7);
    expect(flags(grantIn(me, 'Announcements'))).toEqual(MEMBER_ANNOUNCEMENTS);
    for (const title of OPEN_CATEGORIES) expect(flags(grantIn(me, title)), title).toEqual(MEMBER_OPEN);
    for (const grant of Object.values(me.category_permissions)) expect(grant.can_moderate).toBe(false);
  });

  it('lets a moderator moderate every category but still not start Announcements threads', async () => {
    const me = await whoamiAs(['Moderators']);
    expect(me.permissions).toContain('moderate');
    expect(me.permissions).not.toContain('admin');
    expect(me.permissions).not.toContain('design_review');
    for (const title of demo.keys()) {
      expect(grantIn(me, title), title).toMatchObject({
        can_view: true,
        can_reply: true,
        can_moderate: true,
      });
    }
    expect(grantIn(me, 'Announcements').can_post).toBe(false);
    expect(grantIn(me, 'Community').can_post).toBe(true);
  });

  it('gives the Design Team design review but member rights in the forum', async () => {
    const me = await whoamiAs(['Design Team']);
    expect(me.permissions).toEqual(['design_review']);
    expect(flags(grantIn(me, 'Announcements'))).toEqual(MEMBER_ANNOUNCEMENTS);
    for (const title of OPEN_CATEGORIES) expect(flags(grantIn(me, title)), title).toEqual(MEMBER_OPEN);
  });

  it('gives an administrator every flag in every category and the admin and design review permissions', async () => {
    const me = await whoamiAs(['Administrators']);
    expect(me.permissions).toEqual(expect.arrayContaining(['admin', 'design_review']));
    for (const title of demo.keys()) expect(flags(grantIn(me, title)), title).toEqual(EVERYTHING);
    for (const grant of Object.values(me.category_permissions)) {
      expect(grant).toMatchObject({ ...EVERYTHING, post_new: true, post_reply: true, maintain: true });
    }
  });
});

describe('groups in whoami', () => {
  const groupNamed = (me: WhoamiUser, name: string): GroupInfo => {
    const group = me.groups.find((g) => g.name === name);
    if (!group) throw new Error(`not in ${name}: ${me.groups.map((g) => g.name).join(', ')}`);
    return group;
  };
  const inCategory = (group: GroupInfo, title: string) => {
    const entry = group.permissions.find((p) => p.category_id === demo.get(title));
    if (!entry) throw new Error(`${group.name} has no entry for ${title}`);
    return entry;
  };

  it('lists each group by name with its own per-category permissions', async () => {
    const me = await whoamiAs(['Moderators']);
    expect(me.groups.map((g) => g.name)).toEqual(['Members', 'Moderators']);

    const members = groupNamed(me, 'Members');
    expect(inCategory(members, 'Announcements')).toEqual({
      category_id: demo.get('Announcements'),
      name: 'Announcements',
      ...MEMBER_ANNOUNCEMENTS,
    });
    expect(inCategory(members, 'Community')).toEqual({
      category_id: demo.get('Community'),
      name: 'Community',
      ...MEMBER_OPEN,
    });
    const moderators = groupNamed(me, 'Moderators');
    for (const title of demo.keys()) expect(inCategory(moderators, title).can_moderate, title).toBe(true);
  });

  it('lists Administrators with every flag in every category', async () => {
    const me = await whoamiAs(['Administrators']);
    expect(me.groups.map((g) => g.name)).toEqual(['Members', 'Administrators']);
    const admins = groupNamed(me, 'Administrators');
    for (const title of demo.keys()) expect(flags(inCategory(admins, title)), title).toEqual(EVERYTHING);
  });

  it('lists Design Team without any category permissions of its own', async () => {
    const me = await whoamiAs(['Design Team']);
    expect(me.groups.map((g) => g.name)).toEqual(['Members', 'Design Team']);
    expect(groupNamed(me, 'Design Team').permissions).toEqual([]);
  });
});
