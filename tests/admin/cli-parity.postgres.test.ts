import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, postAs, signIn } from '../support/forum.ts';

// issue 16 §3: the admin panel's backup copies an SQLite file; PostgreSQL is backed up with pg_dump.

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
});
afterAll(() => t.close());

describe('POST /api/admin/backup on PostgreSQL', () => {
  it('answers 409 pointing to pg_dump, and writes no audit row', async () => {
    const before = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'site.backup')
      .execute();
    expectRefusal(
      await postAs(t.app, admin.cookie, '/api/admin/backup'),
      409,
      'Backups here copy an SQLite database; for PostgreSQL use pg_dump (see the README)',
    );
    const after = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'site.backup')
      .execute();
    expect(after).toEqual(before);
  });

  it('tells the dashboard the site runs on PostgreSQL', async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
    expect(res.json().database).toBe('postgres');
  });
});
