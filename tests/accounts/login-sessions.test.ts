import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { hashToken } from '../../src/server/accounts/sessions.ts';
import { createTestApp, createUser, logIn, type TestApp } from '../support/app.ts';
import { postJson, sessionsOf, sidCookieFrom, sidSetCookie, whoami } from '../support/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, cookie?: string) => postJson(t.app, '/api/login', payload, { cookie });
const DAY_S = 24 * 60 * 60;

/** Ends every session of a user as if its lifetime had run out. */
const expireSessions = (userId: number) =>
  t.database.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', userId)
    .execute();

const expectSessionExpired = async (cookie: string) => {
  const res = await whoami(t.app, cookie);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ success: false, message: MSG.sessionExpired });
};

describe('POST /api/login', () => {
  it('signs in with the right password and answers the user', async () => {
    const user = await createUser(t.database);
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id, username: user.username } });
    const me = await whoami(t.app, sidCookieFrom(res));
    expect(me.json()).toMatchObject({ success: true, id: user.id, username: user.username });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail, and sets no cookie', async () => {
    const user = await createUser(t.database);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await login({
      email: `nobody-${user.username}@example.test`,
      password: user.password,
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
      expect(sidSetCookie(res)).toBeUndefined();
    }
    expect(await sessionsOf(t.database, user.id)).toEqual([]);
  });

  it('matches the e-mail without regard to case or surrounding spaces', async () => {
    const user = await createUser(t.database);
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it('does not match the password without regard to case', async () => {
    const user = await createUser(t.database, { password: 'CaseMatters1' });
    const res = await login({ email: user.email, password: 'casematters1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.invalidLogin);
  });

  it('refuses an empty e-mail or password with 400 and the login message', async () => {
    const user = await createUser(t.database);
    for (const payload of [
      { email: '', password: user.password },
      { email: user.email, password: '' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.invalidLogin });
    }
  });

  it('stores only the hash of the session token', async () => {
    const user = await createUser(t.database);
    const token = sidCookieFrom(await login({ email: user.email, password: user.password })).slice(4);
    const [session] = await sessionsOf(t.database, user.id);
    expect(session!.token_hash).toBe(hashToken(token));
    expect(session!.token_hash).not.toContain(token);
  });
});

describe('session cookie lifetime', () => {
  it('with remember-me sets an httpOnly, SameSite=Lax cookie for 30 days', async () => {
    const user = await createUser(t.database);
    const res = await login({ email: user.email, password: user.password, remember: true });
    const header = sidSetCookie(res)!;
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/; Secure/); // plain HTTP without PUBLIC_ORIGIN
    const maxAge = Number(/; Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(30 * DAY_S - 5);
    expect(maxAge).toBeLessThanOrEqual(30 * DAY_S);

    const [session] = await sessionsOf(t.database, user.id);
    const lifetime = Date.parse(session!.expires_at) - Date.parse(session!.created_at);
    expect(lifetime).toBe(30 * DAY_S * 1000);
  });

  it('without remember-me sets a browser-session cookie that the server keeps for 24 hours', async () => {
    const user = await createUser(t.database);
    const res = await login({ email: user.email, password: user.password, remember: false });
    const header = sidSetCookie(res)!;
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Max-Age|Expires/i);

    const [session] = await sessionsOf(t.database, user.id);
    expect(Date.parse(session!.expires_at) - Date.parse(session!.created_at)).toBe(DAY_S * 1000);
  });

  it('treats an omitted remember flag as a browser-session login', async () => {
    const user = await createUser(t.database);
    const res = await login({ email: user.email, password: user.password });
    expect(sidSetCookie(res)).not.toMatch(/Max-Age|Expires/i);
  });

  it('forgets a session once its lifetime has passed: whoami and writes say Session Expired', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user, false);
    expect((await whoami(t.app, cookie)).statusCode).toBe(200);
    await expireSessions(user.id);
    // The server trusts a session it read for up to a second (auth-cache.ts); the test moved the
    // session's end in the database rather than waiting for it, so it forgets what it read.
    t.app.auth.clear();

    await expectSessionExpired(cookie);
    const update = await postJson(t.app, '/api/account_update/', { email: 'x@example.test' }, { cookie });
    expect(update.statusCode).toBe(401);
    expect(update.json()).toEqual({ success: false, message: MSG.sessionExpired });
  });
});

describe('the readable signed_in cookie beside the session cookie', () => {
  const signedInSetCookie = (res: LightMyRequestResponse) => {
    const header = res.headers['set-cookie'];
    return (Array.isArray(header) ? header : [header ?? '']).find((line) => line.startsWith('signed_in='));
  };

  it('comes with the session cookie, readable by the page, with its lifetime', async () => {
    const user = await createUser(t.database);
    const remembered = signedInSetCookie(
      await login({ email: user.email, password: user.password, remember: true }),
    )!;
    expect(remembered).toMatch(/^signed_in=1;/);
    expect(remembered).not.toMatch(/HttpOnly/);
    expect(remembered).toMatch(/; SameSite=Lax(;|$)/);
    expect(Number(/; Max-Age=(\d+)/.exec(remembered)?.[1])).toBeGreaterThanOrEqual(30 * DAY_S - 5);

    const browserSession = signedInSetCookie(
      await login({ email: user.email, password: user.password, remember: false }),
    )!;
    expect(browserSession).toMatch(/^signed_in=1;/);
    expect(browserSession).not.toMatch(/Max-Age|Expires/i);
  });

  it('goes with the session cookie on logout and when the session has expired', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user, true);
    const res = await postJson(t.app, '/api/logout', undefined, { cookie });
    expect(signedInSetCookie(res)).toMatch(/^signed_in=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    const expired = await whoami(t.app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(signedInSetCookie(expired)).toMatch(/^signed_in=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it('grants nothing by itself', async () => {
    const res = await whoami(t.app, 'signed_in=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, username: null });
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the old cookie then gets Session Expired everywhere', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user, true);
    const res = await postJson(t.app, '/api/logout', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(sidSetCookie(res)).toMatch(/^sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);

    await expectSessionExpired(cookie);
    const update = await postJson(t.app, '/api/account_update/', { email: 'x@example.test' }, { cookie });
    expect(update.statusCode).toBe(401);
    expect(update.json()).toEqual({ success: false, message: MSG.sessionExpired });
    const [session] = await sessionsOf(t.database, user.id);
    expect(session!.revoked_at).not.toBeNull();
  });

  it("leaves the user's other sessions signed in", async () => {
    const user = await createUser(t.database);
    const first = await logIn(t.app, user);
    const second = await logIn(t.app, user);
    await postJson(t.app, '/api/logout', undefined, { cookie: first });
    expect((await whoami(t.app, second)).json().username).toBe(user.username);
  });

  it('succeeds for a visitor without a session', async () => {
    const res = await postJson(t.app, '/api/logout', undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});

describe('GET /api/whoami', () => {
  it('answers a visitor with success and a null username', async () => {
    const res = await whoami(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, username: null });
  });

  it.each([
    ['an unknown', `sid=${'A'.repeat(43)}`],
    ['a garbage', 'sid=%%not-a-token%%'],
    ['an over-long', `sid=${'x'.repeat(500)}`],
  ])('answers %s session cookie with 401 Session Expired and clears the cookie', async (_label, cookie) => {
    const res = await whoami(t.app, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: MSG.sessionExpired });
    expect(sidSetCookie(res)).toMatch(/^sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });
});

describe('signing in again', () => {
  it('replaces the session sent along with the login', async () => {
    const user = await createUser(t.database);
    const first = await logIn(t.app, user);
    const second = sidCookieFrom(await login({ email: user.email, password: user.password }, first));
    await expectSessionExpired(first);
    expect((await whoami(t.app, second)).json().username).toBe(user.username);
  });

  it('works while the browser still sends an expired cookie', async () => {
    const user = await createUser(t.database);
    const stale = await logIn(t.app, user);
    await expireSessions(user.id);
    const res = await login({ email: user.email, password: user.password }, stale);
    expect(res.statusCode).toBe(200);
    const fresh = sidCookieFrom(res);
    expect(fresh).not.toBe(stale);
    expect((await whoami(t.app, fresh)).json().username).toBe(user.username);
  });
});
