import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, logIn, type TestApp, uniqueName } from '../support/app.ts';
import { createFreshDatabase, type FreshDatabase, testDialect } from '../support/databases.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  signIn,
} from '../support/forum.ts';

// issue 16 §3: everything the admin command line does is possible in the panel too: create-user and
// check here; backup in cli-parity.sqlite.test.ts and cli-parity.postgres.test.ts.

let t: TestApp;
let admin: Actor;
let moderator: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
  moderator = await signIn(t, [await moderatorGroupFor(t.database, await freshCategory(t.database))]);
});
afterAll(() => t.close());

const groupId = async (name: string) =>
  (await t.database.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

const rowsIn = async (table: 'users' | 'audit_log') =>
  (
    await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** How many accounts and audit rows there are: a refused call changes neither. */
const counts = async () => ({ users: await rowsIn('users'), audit: await rowsIn('audit_log') });

describe('POST /api/admin/users', () => {
  it('creates a verified account in the groups given, with an audit row, that can sign in', async () => {
    const username = uniqueName('made');
    const email = `${username}@example.test`;
    const res = await postAs(t.app, admin.cookie, '/api/admin/users', {
      username,
      email,
      password: 'password123',
      group_ids: [await groupId('Design Team')],
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(res.json()).toEqual({ success: true, user: { id: expect.any(Number), username } });

    const page = (await getJson(t.app, `/api/admin/users/${user.id}`, { cookie: admin.cookie })).json();
    expect(page.user).toMatchObject({ username, email, email_verified: true });
    expect(page.user.groups.map((group: { name: string }) => group.name)).toEqual(['Members', 'Design Team']);
    expect(page.history[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: 'user.create',
      target_type: 'user',
      target_id: String(user.id),
      after: { username, email, groups: ['Members', 'Design Team'] },
    });
    // No verification mail: the account is ready.
    const mails = await t.database.db
      .selectFrom('mail_jobs')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toEqual([]);
    await logIn(t.app, { email, password: 'password123' });
  });

  it('answers a clash with 409, as registration does', async () => {
    const taken = await createUser(t.database);
    const before = await counts();
    for (const payload of [
      {
        username: taken.username.toUpperCase(),
        email: `${uniqueName()}@example.test`,
        password: 'password123',
      },
      { username: uniqueName(), email: taken.email, password: 'password123' },
    ]) {
      const res = await postAs(t.app, admin.cookie, '/api/admin/users', payload);
      const registration = await postAs(t.app, undefined, '/api/register', payload);
      expect(res.statusCode).toBe(409);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: registration.statusCode,
        body: registration.json(),
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with 400, as registration does, changing nothing', async () => {
    const before = await counts();
    for (const payload of [
      { username: 'a', email: `${uniqueName()}@example.test`, password: 'password123' },
      { username: uniqueName(), email: 'not an address', password: 'password123' },
      { username: uniqueName(), email: `${uniqueName()}@example.test`, password: 'short' },
      { username: '', email: '', password: '' },
      { username: uniqueName(), email: `${uniqueName()}@example.test` },
    ]) {
      const res = await postAs(t.app, admin.cookie, '/api/admin/users', payload);
      const registration = await postAs(t.app, undefined, '/api/register', payload);
      expect(res.statusCode).toBe(400);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: registration.statusCode,
        body: registration.json(),
      });
    }
    expectRefusal(
      await postAs(t.app, admin.cookie, '/api/admin/users', {
        username: uniqueName(),
        email: `${uniqueName()}@example.test`,
        password: 'password123',
        group_ids: [2_000_000_000],
      }),
      404,
      'Group not found',
    );
    expect(await counts()).toEqual(before);
  });

  it('is for administrators: a moderator gets 403 and nothing is created', async () => {
    const before = await counts();
    const res = await postAs(t.app, moderator.cookie, '/api/admin/users', {
      username: uniqueName(),
      email: `${uniqueName()}@example.test`,
      password: 'password123',
    });
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/admin/check', () => {
  // A database of its own: the run's database is shared with tests that break invariants.
  let fresh: FreshDatabase;
  let own: TestApp;
  let ownAdmin: Actor;
  beforeAll(async () => {
    fresh = await createFreshDatabase(testDialect(), 'check');
    own = await createTestApp({ databaseUrl: fresh.url });
    ownAdmin = await signIn(own, ['Administrators']);
  });
  afterAll(async () => {
    await own?.close();
    await fresh?.drop();
  });

  const check = async () => {
    const res = await getJson(own.app, '/api/admin/check', { cookie: ownAdmin.cookie });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('finds no problem on clean data', async () => {
    const answer = await check();
    expect(answer).toEqual({ success: true, problems: [], checked_at: expect.any(String) });
    expect(Date.now() - Date.parse(answer.checked_at)).toBeLessThan(60_000);
  });

  it('lists a balance that no longer equals the ledger', async () => {
    const member = await createUser(own.database);
    await own.database.db
      .updateTable('users')
      .set((eb) => ({ coins: eb('coins', '+', 7) }))
      .where('id', '=', member.id)
      .execute();
    expect((await check()).problems).toEqual([
      expect.stringMatching(new RegExp(`^balance equals ledger: user ${member.id}: `)),
    ]);
  });

  it('is for administrators: a moderator gets 403', async () => {
    expect((await getJson(t.app, '/api/admin/check', { cookie: moderator.cookie })).statusCode).toBe(403);
  });
});
