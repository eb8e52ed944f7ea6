import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { AUTH_CACHE_MS, AuthCache } from '../../src/server/accounts/auth-cache.ts';
import { createSession } from '../../src/server/accounts/sessions.ts';
import {
  addToGroup,
  createGroup,
  grantCurrency,
  setCategoryPermissions,
} from '../../src/server/admin/commands.ts';
import { createTestApp, createUser, logIn, type TestApp } from '../support/app.ts';
import { freshCategory, getJson } from '../support/forum.ts';
import { eventually, postJson, whoami } from '../support/http.ts';

// Two apps on one database, each with its own connection: two app servers. A server trusts a session
// or an access profile it has read for AUTH_CACHE_MS; changes made elsewhere reach it within that.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
});
afterAll(async () => {
  await a.close();
  await b.close();
});

// Far above AUTH_CACHE_MS, for a busy machine; a cache that is never refreshed fails it.
const LIMIT_MS = AUTH_CACHE_MS * 5;

describe('sessions and access across app servers', () => {
  it('ends a session on the server that signed it out at once, and on the other within the cache time', async () => {
    const user = await createUser(a.database);
    const cookie = await logIn(a.app, user);
    expect((await whoami(b.app, cookie)).statusCode).toBe(200);

    expect((await postJson(a.app, '/api/logout', undefined, { cookie })).statusCode).toBe(200);
    expect((await whoami(a.app, cookie)).json()).toEqual({ success: false, message: MSG.sessionExpired });
    await eventually(LIMIT_MS, async () => (await whoami(b.app, cookie)).statusCode === 401);
  });

  it('applies a group change made by another process within the cache time, and at once on its own server', async () => {
    const category = await freshCategory(a.database, 'hidden');
    const group = `Readers ${category.slug}`;
    await createGroup(a.database.db, group);
    await setCategoryPermissions(a.database.db, group, category.slug, ['view']);
    const user = await createUser(a.database);
    const cookie = await logIn(a.app, user);
    const read = (t: TestApp) => getJson(t.app, `/api/category/${category.slug}`, { cookie });
    expect((await read(a)).statusCode).toBe(404);
    expect((await read(b)).statusCode).toBe(404);
    const groupsOn = async (t: TestApp) =>
      (await whoami(t.app, cookie)).json().groups.map((g: { name: string }) => g.name);
    expect(await groupsOn(a)).not.toContain(group);

    // Made through a's connection, as the admin command line or an admin screen on a would.
    await addToGroup(a.database.db, user.username, group);
    expect((await read(a)).statusCode).toBe(200);
    // whoami is not written from what it last wrote (accounts/whoami.ts WhoamiWriter)
    expect(await groupsOn(a)).toContain(group);
    await eventually(LIMIT_MS, async () => (await read(b)).statusCode === 200);
    expect(await groupsOn(b)).toContain(group);
  });

  it('shows a balance changed on another server at once', async () => {
    const user = await createUser(a.database);
    const cookie = await logIn(a.app, user);
    const before = (await whoami(b.app, cookie)).json().coins;
    await grantCurrency(a.database.db, user.username, 25, 0, 'Prize');
    expect((await whoami(b.app, cookie)).json().coins).toBe(before + 25);
  });
});

describe('AuthCache', () => {
  it('answers from memory within its time, and stops trusting a session at its own expiry', async () => {
    const user = await createUser(a.database);
    const session = await createSession(a.database.db, user.id, false);
    const cache = new AuthCache(a.database.db, 60_000);
    const now = Date.now();
    expect((await cache.session(session.token, now))?.user.id).toBe(user.id);

    await a.database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    // Still trusted from memory: the deletion came from outside this cache.
    expect((await cache.session(session.token, now + 1_000))?.user.id).toBe(user.id);
    // A session's own end needs no database read to take effect.
    expect(await cache.session(session.token, session.expiresAt.getTime())).toBeNull();
    cache.clear();
    expect(await cache.session(session.token, now + 1_000)).toBeNull();
    cache.detach();
  });

  it('shares one read between concurrent misses, and does not remember a failed read', async () => {
    const user = await createUser(a.database);
    let queries = 0;
    let failing = false;
    const db = a.database.db.withPlugin({
      transformQuery: ({ node }) => {
        queries += 1;
        if (failing) throw new Error('database away');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const cache = new AuthCache(db, 60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.access(user.id)));
    expect(new Set(answers).size).toBe(1);
    const oneRead = queries;
    expect(oneRead).toBeGreaterThan(0);
    await cache.access(user.id);
    expect(queries).toBe(oneRead);

    failing = true;
    await expect(cache.access(null)).rejects.toThrow('database away');
    failing = false;
    expect((await cache.access(null)).userId).toBeNull();
    cache.detach();
  });
});
