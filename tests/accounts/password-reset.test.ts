import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, MSG, RUNNING } from '../../src/common/messages.ts';
import { AUTH_CACHE_MS } from '../../src/server/accounts/auth-cache.ts';
import { RESET_ANSWER_MIN_MS } from '../../src/server/accounts/recovery.ts';
import { createRedis, whenReady } from '../../src/server/redis.ts';
import { createUnverifiedUser, mailJourney, nextLink, queuedMails } from '../support/account-mail.ts';
import {
  createTestApp,
  createUser,
  GENEROUS_LIMITS,
  logIn,
  type TestApp,
  type TestUser,
} from '../support/app.ts';
import { eventually, postJson, sidCookieFrom, uniqueIp, whoami } from '../support/http.ts';
import { MAIL_ORIGIN } from '../support/mail.ts';
import type { SmtpCatcher } from '../support/smtp.ts';
import { listen, SseClient } from '../support/sse.ts';

// A database of its own with a sender delivering to a real SMTP server: the tests follow the links
// in the mail that arrived.
const journey = mailJourney();
let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(() => {
  ({ t, catcher } = journey);
});

const ask = (app: TestApp, email: string, remoteAddress = uniqueIp()) =>
  postJson(app.app, '/api/password_reset', { email }, { remoteAddress });
const confirm = (token: string, password: string, cookie?: string) =>
  postJson(t.app, '/api/password_reset/confirm', { token, password }, { cookie });
const login = (email: string, password: string) => postJson(t.app, '/api/login', { email, password });

async function resetMails(app: TestApp, user: TestUser) {
  return queuedMails(app.database, user.email, 'password_reset');
}

/** Asks for a reset of `user`'s password and answers the token from the mail that arrived. */
async function resetToken(user: TestUser): Promise<string> {
  expect((await ask(t, user.email)).statusCode).toBe(200);
  return (await nextLink(catcher, user.email, '/reset-password')).token;
}

/** Moves a member's reset links an hour back, past the one-mail-per-few-minutes of the account. */
const pastAccountInterval = (user: TestUser) =>
  t.database.db
    .updateTable('account_tokens')
    .set({ created_at: new Date(Date.now() - 3_600_000).toISOString() })
    .where('user_id', '=', user.id)
    .execute();

describe('asking for a reset', () => {
  it('answers the same message, in about the same time, whether or not an account uses the address', async () => {
    const user = await createUser(t.database);
    const timed = async (email: string) => {
      const started = Date.now();
      const res = await ask(t, email);
      return { res, ms: Date.now() - started };
    };
    const known = await timed(user.email.toUpperCase());
    const unknown = await timed(`nobody-${user.username}@example.test`);
    for (const { res, ms } of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RUNNING.resetRequested });
      expect(ms).toBeGreaterThanOrEqual(RESET_ANSWER_MIN_MS - 5);
    }
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(200);
    expect(await resetMails(t, user)).toHaveLength(1);
    expect(await queuedMails(t.database, `nobody-${user.username}@example.test`)).toHaveLength(0);
  });

  it('mails a link valid for an hour and keeps only the hash of its token', async () => {
    const user = await createUser(t.database);
    expect((await ask(t, user.email)).statusCode).toBe(200);
    const { mail, token } = await nextLink(catcher, user.email, '/reset-password');
    expect(mail.subject).toBe('Choose a new password · Cito');
    expect(mail.text).toContain(`${MAIL_ORIGIN}/reset-password?token=${token}`);
    expect(mail.html).toContain(`${MAIL_ORIGIN}/reset-password?token=${token}`);
    expect((await resetMails(t, user))[0]!.user_id).toBe(user.id);

    const rows = await t.database.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('password_reset');
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
    expect(lifetime).toBe(60 * 60_000);
  });

  it('sends an account at most one mail in a few minutes, with the same answer', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 3; i++)
      expect((await ask(t, user.email)).json()).toEqual({ success: true, message: RUNNING.resetRequested });
    expect(await resetMails(t, user)).toHaveLength(1);
  });

  it('sends a suspended or deleted account nothing, with the same answer', async () => {
    const suspended = await createUser(t.database);
    const deleted = await createUser(t.database);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: later })
      .where('id', '=', suspended.id)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.id)
      .execute();
    for (const user of [suspended, deleted]) {
      expect((await ask(t, user.email)).json()).toEqual({ success: true, message: RUNNING.resetRequested });
      expect(await resetMails(t, user)).toHaveLength(0);
    }
  });

  describe('with small limits', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await createTestApp({
        databaseUrl: journey.databaseUrl,
        rateLimits: {
          ...GENEROUS_LIMITS,
          passwordReset: { max: 3, timeWindow: 60_000 },
          resetPerAddress: { max: 2, timeWindow: 60_000 },
        },
      });
    });
    afterAll(() => small.close());

    it('refuses a client asking too often with 429', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) expect((await ask(small, `x${i}@example.test`, ip)).statusCode).toBe(200);
      const res = await ask(small, 'x4@example.test', ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, message: MSG.tooManyAttempts });
    });

    it('sends nothing more to an address asked for too often, with the same answer', async () => {
      const user = await createUser(small.database);
      const other = await createUser(small.database);
      await ask(small, user.email);
      // Past the account's few minutes: only the address's limit holds the next ones back.
      await pastAccountInterval(user);
      await ask(small, user.email.toUpperCase());
      await pastAccountInterval(user);
      const third = await ask(small, ` ${user.email} `);
      expect(third.json()).toEqual({ success: true, message: RUNNING.resetRequested });
      expect(await resetMails(small, user)).toHaveLength(2);
      await ask(small, other.email);
      expect(await resetMails(small, other)).toHaveLength(1);
    });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the limit per address, shared through Redis', () => {
  const clients: Redis[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const redis = createRedis(process.env.TEST_REDIS_URL!, 'test');
      clients.push(redis);
      expect(await whenReady(redis, 5_000)).toBe(true);
      apps.push(
        await createTestApp({
          databaseUrl: journey.databaseUrl,
          redis,
          rateLimits: { ...GENEROUS_LIMITS, resetPerAddress: { max: 2, timeWindow: 60_000 } },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of clients) await redis.quit();
  });

  it('counts the requests for one address on every app server together', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const user = await createUser(a.database);
    await ask(a, user.email);
    await pastAccountInterval(user);
    await ask(b, user.email);
    await pastAccountInterval(user);
    // Each server alone has seen one request; only the shared count holds this one back.
    expect((await ask(a, user.email)).json()).toEqual({ success: true, message: RUNNING.resetRequested });
    expect(await resetMails(a, user)).toHaveLength(2);
  });
});

describe('setting the new password', () => {
  it('sets it, signs the member in, and the old password no longer works', async () => {
    const user = await createUser(t.database);
    const token = await resetToken(user);
    const res = await confirm(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: ACCOUNT_LINKS.passwordReset,
      user: { id: user.id, username: user.username },
    });
    const me = await whoami(t.app, sidCookieFrom(res));
    expect(me.json().username).toBe(user.username);

    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('works once: the link, and any other reset link of the account, is used up', async () => {
    const user = await createUser(t.database);
    const first = await resetToken(user);
    await t.database.db
      .updateTable('account_tokens')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    const second = await resetToken(user);
    expect(second).not.toBe(first);

    expect((await confirm(second, 'brand-new-pass')).statusCode).toBe(200);
    for (const token of [second, first]) {
      const again = await confirm(token, 'another-pass');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ success: false, message: RUNNING.resetTokenUsed });
    }
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses an expired link and a wrong one with 400 and the reason', async () => {
    const user = await createUser(t.database);
    const token = await resetToken(user);
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await confirm(token, 'brand-new-pass');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ success: false, message: RUNNING.resetTokenExpired });

    for (const wrong of [`${token}x`, 'nonsense', '']) {
      const res = await confirm(wrong, 'brand-new-pass');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: RUNNING.resetTokenInvalid });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('checks the password like registration, and the link still works after', async () => {
    const user = await createUser(t.database);
    const token = await resetToken(user);
    const short = await confirm(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, message: MSG.passwordTooShort });
    expect((await confirm(token, 'long-enough')).statusCode).toBe(200);
  });

  it('verifies the address too: the link reached it', async () => {
    const user = await createUnverifiedUser(t.database);
    const res = await confirm(await resetToken(user), 'brand-new-pass');
    expect(res.json().user.email_verified).toBe(true);
  });

  it('clears the sign-in throttle of the account', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 10; i++) await login(user.email, `wrong-${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    expect((await confirm(await resetToken(user), 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });
});

describe('ending the sessions of the account', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ databaseUrl: journey.databaseUrl });
  });
  afterAll(() => other.close());

  it('ends every session, here at once and on another server within the cache time', async () => {
    const user = await createUser(t.database);
    const someoneElse = await createUser(t.database);
    const here = await logIn(t.app, user, true);
    const there = await logIn(other.app, user);
    const bystander = await logIn(other.app, someoneElse);
    // The other server has read the session, and trusts what it read for AUTH_CACHE_MS.
    expect((await whoami(other.app, there)).statusCode).toBe(200);

    const res = await confirm(await resetToken(user), 'brand-new-pass', here);
    expect(res.statusCode).toBe(200);
    expect((await whoami(t.app, here)).json()).toEqual({ success: false, message: MSG.sessionExpired });
    await eventually(AUTH_CACHE_MS * 5, async () => (await whoami(other.app, there)).statusCode === 401);
    expect((await whoami(other.app, bystander)).statusCode).toBe(200);
    // The session the reset made is the one that lives.
    expect((await whoami(other.app, sidCookieFrom(res))).json().username).toBe(user.username);
  });

  it('tells the member’s open pages that their session ended, and closes their stream', async () => {
    const user = await createUser(t.database);
    const stream = await SseClient.open(await listen(t.app), await logIn(t.app, user));
    try {
      const token = await resetToken(user);
      // The event may arrive before the answer does: look from before the call.
      const since = stream.events.length;
      expect((await confirm(token, 'brand-new-pass')).statusCode).toBe(200);
      expect(await stream.message('session.ended', undefined, since)).toEqual({
        reason: ACCOUNT_LINKS.passwordChangedElsewhere,
      });
      await stream.waitForEnd();
    } finally {
      stream.close();
    }
  });
});
