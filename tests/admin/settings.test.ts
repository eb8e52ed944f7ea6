import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings, getSettings, updateSettings } from '../../src/server/admin/settings.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  signIn,
} from '../support/forum.ts';

// issue 16 §3: site settings, stored in the database and changed by administrators.

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
});
afterAll(async () => {
  const { blocked_email_domains, blocked_addresses, site_description } = defaultSettings();
  await updateSettings(t.database.db, { blocked_email_domains, blocked_addresses, site_description }, null);
  await t.close();
});

// Other test files share the database and run meanwhile: these tests change only settings that
// nothing else relies on (blocks of reserved names and addresses, the description).
const BLOCKED_DOMAIN = 'blocked.invalid';
const BLOCKED_ADDRESS = '203.0.113.254';

const put = (app: FastifyInstance, cookie: string | undefined, settings: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: cookie ? { cookie } : {},
    payload: { settings },
  });
const auditOf = (key: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'before', 'after'])
    .where('action', '=', 'setting.update')
    .where('target_type', '=', 'setting')
    .where('target_id', '=', key)
    .where('actor_id', '=', admin.user.id)
    .execute();

describe('site settings', () => {
  it('are for administrators only', async () => {
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, await freshCategory(t.database))]);
    expectRefusal(await getJson(t.app, '/api/admin/settings'), 401, 'You must be logged in');
    for (const caller of [await signIn(t), moderator]) {
      expect((await getJson(t.app, '/api/admin/settings', { cookie: caller.cookie })).statusCode).toBe(403);
      expect((await put(t.app, caller.cookie, { blocked_email_domains: [BLOCKED_DOMAIN] })).statusCode).toBe(
        403,
      );
    }
    expect((await getSettings(t.database.db)).blocked_email_domains).not.toContain(BLOCKED_DOMAIN);
  });

  it('shows every setting with its default, and stores a change with an audit row', async () => {
    const before = (await getJson(t.app, '/api/admin/settings', { cookie: admin.cookie })).json();
    expect(before.defaults).toEqual(defaultSettings());
    expect(Object.keys(before.settings).sort()).toEqual(Object.keys(defaultSettings()).sort());

    const changes = { blocked_email_domains: [BLOCKED_DOMAIN], blocked_addresses: [BLOCKED_ADDRESS] };
    const res = await put(t.app, admin.cookie, changes);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject(changes);
    const read = (await getJson(t.app, '/api/admin/settings', { cookie: admin.cookie })).json();
    expect(read.settings).toEqual({ ...before.settings, ...changes });
    expect(await auditOf('blocked_addresses')).toContainEqual({
      actor_id: admin.user.id,
      before: JSON.stringify(before.settings.blocked_addresses),
      after: JSON.stringify([BLOCKED_ADDRESS]),
    });
  });

  it("refuses a wrong value with the setting's error (422) and stores nothing", async () => {
    const before = await getSettings(t.database.db);
    const audited = (await auditOf('site_description')).length;
    const res = await put(t.app, admin.cookie, { site_description: 'Changed', registration: 'sometimes' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringContaining('Setting "registration"'),
    });
    expect((await put(t.app, admin.cookie, { no_such_setting: 1 })).json()).toEqual({
      success: false,
      message: 'Unknown setting "no_such_setting"',
    });
    expect((await put(t.app, admin.cookie, { game_daily_coin_cap: -1 })).statusCode).toBe(422);
    expect((await put(t.app, admin.cookie, { site_name: '' })).statusCode).toBe(422);
    expect(await getSettings(t.database.db)).toEqual(before);
    expect((await auditOf('site_description')).length).toBe(audited);
  });

  it('names the site for every visitor', async () => {
    await put(t.app, admin.cookie, { site_description: 'Pixel people, talking' });
    expect((await getJson(t.app, '/api/site')).json()).toEqual({
      success: true,
      site_name: (await getSettings(t.database.db)).site_name,
      site_description: 'Pixel people, talking',
    });
  });
});
