import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';
import { type Actor, freshCategory, moderatorGroupFor, postAs, signIn } from '../support/forum.ts';

// issue 16 §3: the command line's `backup`, as the admin panel's button (SQLite only).

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
});
afterAll(() => t.close());

describe('POST /api/admin/backup on SQLite', () => {
  it('writes a consistent copy in backups/ next to the database, named for the UTC time, with an audit row', async () => {
    const member = await createUser(t.database);
    const res = await postAs(t.app, admin.cookie, '/api/admin/backup');
    expect(res.statusCode).toBe(201);
    const { file, bytes } = res.json();
    expect(dirname(file)).toBe(join(dirname(t.database.file!), 'backups'));
    expect(basename(file)).toMatch(/^cito-\d{4}-\d\d-\d\dT\d{4}Z(-\d+)?\.db$/);
    expect(existsSync(file)).toBe(true);
    expect(bytes).toBe(statSync(file).size);

    const copy = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.prepare('SELECT username FROM users WHERE id = ?').get(member.id)).toEqual({
        username: member.username,
      });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_type', 'after'])
      .where('action', '=', 'site.backup')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      actor_id: admin.user.id,
      target_type: 'site',
      after: JSON.stringify({ file, bytes }),
    });
  });

  it('names a second backup in the same minute apart from the first', async () => {
    const first = (await postAs(t.app, admin.cookie, '/api/admin/backup')).json().file;
    const second = (await postAs(t.app, admin.cookie, '/api/admin/backup')).json().file;
    expect(second).not.toBe(first);
    expect(existsSync(first) && existsSync(second)).toBe(true);
  });

  it('is for administrators: a moderator gets 403', async () => {
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, await freshCategory(t.database))]);
    expect((await postAs(t.app, moderator.cookie, '/api/admin/backup')).statusCode).toBe(403);
  });

  it('tells the dashboard the site runs on SQLite', async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
    expect(res.json().database).toBe('sqlite');
  });
});
