import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, createUser, type TestApp, uniqueName } from '../support/app.ts';
import { postJson, sidCookieFrom, whoami } from '../support/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => postJson(t.app, '/api/register', payload);

/** A valid registration of its own; override one field to test that field. */
const newAccount = (overrides: Partial<Record<'username' | 'email' | 'password', string>> = {}) => {
  const username = overrides.username ?? uniqueName('r');
  return { username, email: `${username}@example.test`, password: 'secret123', ...overrides };
};

const usersNamed = (username: string) =>
  t.database.db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .execute();

describe('POST /api/register', () => {
  it('creates an account that can sign in, with 201 and the success message', async () => {
    const account = newAccount();
    const res = await register(account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MSG.registered });

    const login = await postJson(t.app, '/api/login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.username).toBe(account.username);
  });

  it('puts a new account in Members only, with 500 coins and 10 gems', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const login = await postJson(t.app, '/api/login', { email: account.email, password: account.password });
    const me = (await whoami(t.app, sidCookieFrom(login))).json();
    expect(me.coins).toBe(500);
    expect(me.gems).toBe(10);
    expect(me.groups.map((g: { name: string }) => g.name)).toEqual(['Members']);
    expect(me.permissions).toEqual([]);
  });

  it('trims the username and e-mail before storing them', async () => {
    const account = newAccount();
    const res = await register({
      ...account,
      username: `  ${account.username} `,
      email: ` ${account.email}  `,
    });
    expect(res.statusCode).toBe(201);
    expect(await usersNamed(account.username)).toEqual([
      expect.objectContaining({ username: account.username, email: account.email }),
    ]);
  });

  it.each([
    ['an empty username', { username: '' }],
    ['a blank username', { username: '   ' }],
    ['an empty e-mail', { email: '' }],
    ['a blank e-mail', { email: '  ' }],
    ['an empty password', { password: '' }],
  ])('refuses %s with 400 and the all-fields message', async (_label, override) => {
    const res = await register(newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.allFieldsRequired });
  });

  it('refuses a body without one of the fields with 400 naming the field', async () => {
    const { username, password } = newAccount();
    const res = await register({ username, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Missing field "email" in body' });
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(25)],
    ['with a space', 'has space'],
    ['with a dot', 'first.last'],
    ['with an accented letter', 'émile_x'],
    ['with an @', 'me@home'],
  ])('refuses a username %s with 400 and the username rule', async (_label, username) => {
    const res = await register(newAccount({ username, email: `${uniqueName()}@example.test` }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.usernameRule });
  });

  it('accepts usernames of exactly 3 and 24 characters of letters, digits, _ and -', async () => {
    const hex = uniqueName('').slice(1); // 10 random hex characters; each run has a fresh database
    for (const username of [hex.slice(0, 3), `A-${hex}_`.padEnd(24, 'z')]) {
      const res = await register(newAccount({ username, email: `${uniqueName()}@example.test` }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it.each([
    ['without an @', 'no-at-sign.example.test'],
    ['without a dot in the domain', 'someone@localhost'],
    ['with a space', 'some one@example.test'],
    ['with two @', 'a@b@example.test'],
    ['over 254 characters', `${'a'.repeat(250)}@example.test`],
  ])('refuses an e-mail %s with 400 and the e-mail message', async (_label, email) => {
    const res = await register(newAccount({ email }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.emailInvalid });
  });

  it('refuses a 5-character password with 400 and the too-short message', async () => {
    const res = await register(newAccount({ password: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.passwordTooShort });
  });

  it('refuses a 257-character password with 400 and the too-long message', async () => {
    const res = await register(newAccount({ password: 'p'.repeat(257) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.passwordTooLong });
  });

  it('accepts passwords of exactly 6 and 256 characters', async () => {
    expect((await register(newAccount({ password: '123456' }))).statusCode).toBe(201);
    expect((await register(newAccount({ password: 'p'.repeat(256) }))).statusCode).toBe(201);
  });

  it('refuses an unknown body field with 400 and creates nothing', async () => {
    const account = newAccount();
    const res = await register({ ...account, confirm: account.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unknown field "confirm" in body' });
    expect(await usersNamed(account.username)).toEqual([]);
  });

  it.each([
    ['the same case', (name: string) => name],
    ['upper case', (name: string) => name.toUpperCase()],
    ['mixed case', (name: string) => name[0]!.toUpperCase() + name.slice(1).toLowerCase()],
  ])('refuses a taken username in %s with 409', async (_label, recase) => {
    const existing = await createUser(t.database, { username: uniqueName('Taken') });
    const res = await register(newAccount({ username: recase(existing.username) }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.usernameTaken });
    expect(await usersNamed(existing.username)).toHaveLength(1);
  });

  it.each([
    ['the same case', (email: string) => email],
    ['upper case', (email: string) => email.toUpperCase()],
    ['mixed case', (email: string) => email.replace(/^./, (c) => c.toUpperCase())],
  ])('refuses a taken e-mail in %s with 409', async (_label, recase) => {
    const existing = await createUser(t.database);
    const account = newAccount({ email: recase(existing.email) });
    const res = await register(account);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.emailTaken });
    expect(await usersNamed(account.username)).toEqual([]);
  });

  it('lets exactly one of two concurrent registrations of the same name succeed', async () => {
    const username = uniqueName('race');
    const results = await Promise.all([
      register(newAccount({ username, email: `${uniqueName()}@example.test` })),
      register(newAccount({ username: username.toUpperCase(), email: `${uniqueName()}@example.test` })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      success: false,
      message: MSG.usernameTaken,
    });
    expect(await usersNamed(username)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent registrations of the same e-mail succeed', async () => {
    const email = `${uniqueName('race')}@example.test`;
    const results = await Promise.all([
      register(newAccount({ email })),
      register(newAccount({ email: email.toUpperCase() })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(MSG.emailTaken);
  });
});
