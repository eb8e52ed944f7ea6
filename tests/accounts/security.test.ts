import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { RateLimits } from '../../src/server/http/rate-limit.ts';
import { createRedis, whenReady } from '../../src/server/redis.ts';
import { createTestApp, createUser, logIn, type TestApp, uniqueName } from '../support/app.ts';
import { postJson, sessionsOf, sidSetCookie, uniqueIp, whoami } from '../support/http.ts';

const SMALL_LIMITS: RateLimits = {
  login: { max: 3, timeWindow: 60_000 },
  register: { max: 2, timeWindow: 60_000 },
  search: { max: 100, timeWindow: 60_000 },
  gameMove: { max: 100, timeWindow: 60_000 },
};

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const loginFrom = (headers: Record<string, string>, user: { email: string; password: string }) =>
    postJson(t.app, '/api/login', { email: user.email, password: user.password }, { headers });

  it('refuses a login from a foreign Origin with 403 and creates no session', async () => {
    const user = await createUser(t.database);
    const res = await loginFrom({ origin: 'https://evil.example' }, user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: MSG.foreignOrigin });
    expect(sidSetCookie(res)).toBeUndefined();
    expect(await sessionsOf(t.database, user.id)).toEqual([]);
  });

  it('refuses a login marked Sec-Fetch-Site: cross-site with 403', async () => {
    const user = await createUser(t.database);
    const res = await loginFrom({ 'sec-fetch-site': 'cross-site' }, user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: MSG.foreignOrigin });
    expect(await sessionsOf(t.database, user.id)).toEqual([]);
  });

  it('refuses a registration from a foreign Origin and creates no account', async () => {
    const username = uniqueName('csrf');
    const res = await postJson(
      t.app,
      '/api/register',
      { username, email: `${username}@example.test`, password: 'secret123' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a cross-site logout and leaves the session signed in', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await postJson(t.app, '/api/logout', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await whoami(t.app, cookie)).json().username).toBe(user.username);
  });

  it('accepts a login from its own origin (inject sends Host localhost:80)', async () => {
    const user = await createUser(t.database);
    const res = await loginFrom({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it('accepts a login without Origin, as non-browser clients send it', async () => {
    const user = await createUser(t.database);
    expect((await loginFrom({}, user)).statusCode).toBe(200);
  });

  it('lets reads through from any origin', async () => {
    const res = await t.app.inject({ url: '/api/whoami', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, username: null });
  });
});

describe('behind HTTPS with PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://cito.example' }),
      webRoot: '/x',
    };
    t = await createTestApp({ config });
  });
  afterAll(() => t.close());

  it('accepts the public origin, refuses the local one, and marks the cookie Secure', async () => {
    const user = await createUser(t.database);
    const body = { email: user.email, password: user.password };
    const local = await postJson(t.app, '/api/login', body, { headers: { origin: 'http://localhost:80' } });
    expect(local.statusCode).toBe(403);
    const res = await postJson(t.app, '/api/login', body, { headers: { origin: 'https://cito.example' } });
    expect(res.statusCode).toBe(200);
    expect(sidSetCookie(res)).toMatch(/; Secure(;|$)/);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: SMALL_LIMITS });
  });
  afterAll(() => t.close());

  const attemptLogin = (remoteAddress: string, password = 'wrong-password') =>
    // An address of its own each time: failures also count per account (login-throttle.ts).
    postJson(
      t.app,
      '/api/login',
      { email: `${uniqueName('nobody')}@example.test`, password },
      { remoteAddress },
    );

  it('answers the 4th login attempt in a minute with 429, even with the right password', async () => {
    const user = await createUser(t.database);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await attemptLogin(ip)).statusCode).toBe(401);
    const res = await postJson(
      t.app,
      '/api/login',
      { email: user.email, password: user.password },
      { remoteAddress: ip },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: MSG.tooManyAttempts });
    expect(await sessionsOf(t.database, user.id)).toEqual([]);
  });

  it('counts per client address', async () => {
    const limited = uniqueIp();
    for (let i = 0; i < 4; i++) await attemptLogin(limited);
    expect((await attemptLogin(limited)).statusCode).toBe(429);
    expect((await attemptLogin(uniqueIp())).statusCode).toBe(401);
  });

  it('answers the 3rd registration in a minute with 429 and creates no account', async () => {
    const ip = uniqueIp();
    const registerFrom = (username: string) =>
      postJson(
        t.app,
        '/api/register',
        { username, email: `${username}@example.test`, password: 'secret123' },
        { remoteAddress: ip },
      );
    expect((await registerFrom(uniqueName('rl'))).statusCode).toBe(201);
    expect((await registerFrom(uniqueName('rl'))).statusCode).toBe(201);
    const third = uniqueName('rl');
    const res = await registerFrom(third);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: MSG.tooManyAttempts });
    const rows = await t.database.db.selectFrom('users').select('id').where('username', '=', third).execute();
    expect(rows).toEqual([]);
  });
});

describe('rate limits from the configuration', () => {
  it('takes the sign-up and sign-in limits from REGISTER_RATE_LIMIT and LOGIN_RATE_LIMIT', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', REGISTER_RATE_LIMIT: '1', LOGIN_RATE_LIMIT: '2' }),
      webRoot: '/x',
    };
    const t = await createTestApp({ config, rateLimits: undefined });
    try {
      const ip = uniqueIp();
      const register = () => {
        const username = uniqueName('cfg');
        return postJson(
          t.app,
          '/api/register',
          { username, email: `${username}@example.test`, password: 'secret123' },
          { remoteAddress: ip },
        );
      };
      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(429);
      const login = () =>
        postJson(
          t.app,
          '/api/login',
          { email: `${uniqueName('nobody')}@example.test`, password: 'wrong-password' },
          { remoteAddress: ip },
        );
      expect([(await login()).statusCode, (await login()).statusCode, (await login()).statusCode]).toEqual([
        401, 401, 429,
      ]);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const redis = createRedis(process.env.TEST_REDIS_URL!, 'test');
      clients.push(redis);
      // Until Redis answers, limits are counted in the process (the fallback).
      expect(await whenReady(redis, 5_000)).toBe(true);
      apps.push(await createTestApp({ redis, rateLimits: SMALL_LIMITS }));
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const redis of clients) await redis.quit();
  });

  it('counts login attempts across app instances and refuses at the combined limit', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const ip = uniqueIp();
    // Failures also count per account (login-throttle.ts): an address no other test signs in with.
    const email = `${uniqueName('nobody')}@example.test`;
    const attempt = (t: TestApp) =>
      postJson(t.app, '/api/login', { email, password: 'x' }, { remoteAddress: ip });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    // Each instance alone has seen at most two attempts; only a shared counter refuses now.
    const res = await attempt(b);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: MSG.tooManyAttempts });
    expect((await attempt(a)).statusCode).toBe(429);
  });
});
