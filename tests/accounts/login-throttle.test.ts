import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, tooManySignIns } from '../../src/common/messages.ts';
import { DEFAULT_HASH_COST } from '../../src/server/accounts/passwords.ts';
import { registerUser } from '../../src/server/accounts/service.ts';
import { createTestApp, createUser, logIn, type TestApp, type TestUser, uniqueName } from '../support/app.ts';
import { postJson, sessionsOf, sidSetCookie, whoami } from '../support/http.ts';

// issue 15 §2: failed sign-ins are limited per account as well as per address: 10 in 15 minutes,
// counted in the database (so every app server sees them), without locking the owner out for good.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const login = (app: TestApp, email: string, password: string) =>
  postJson(app.app, '/api/login', { email, password });
const unknownEmail = () => `${uniqueName('nobody')}@example.test`;

async function failTimes(app: TestApp, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(app, email, 'wrong-password');
    expect(res.json()).toEqual({ success: false, message: MSG.invalidLogin });
  }
}

/** Failed sign-ins for `email` recorded `minutesAgo` each, as if made then. */
async function failedAt(email: string, minutesAgo: number[]) {
  const now = Date.now();
  await t.database.db
    .insertInto('login_failures')
    .values(
      minutesAgo.map((m) => ({
        account: email.toLowerCase(),
        failed_at: new Date(now - m * MINUTE).toISOString(),
      })),
    )
    .execute();
}

describe('sign-in throttling per account', () => {
  it('refuses the 11th sign-in within 15 minutes with 429, even with the right password', async () => {
    const user = await createUser(t.database);
    await failTimes(t, user.email, 10);
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: tooManySignIns(15) });
    expect(sidSetCookie(res)).toBeUndefined();
    expect(await sessionsOf(t.database, user.id)).toEqual([]);
  });

  it('answers an unknown address with the same messages as a known one', async () => {
    const email = unknownEmail();
    await failTimes(t, email, 10);
    const res = await login(t, email, 'wrong-password');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: tooManySignIns(15) });
  });

  it('counts the address without regard to case or surrounding spaces', async () => {
    const user = await createUser(t.database);
    await failTimes(t, user.email.toUpperCase(), 5);
    await failTimes(t, ` ${user.email} `, 5);
    expect((await login(t, user.email, user.password)).statusCode).toBe(429);
  });

  it('says in how many minutes the oldest failure in the window leaves it, at least 1', async () => {
    const user = await createUser(t.database);
    await failedAt(user.email, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await login(t, user.email, user.password)).json().message).toBe(tooManySignIns(5));

    const other = await createUser(t.database);
    await failedAt(other.email, [14.99, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect((await login(t, other.email, other.password)).json().message).toBe(tooManySignIns(1));
  });

  it('lets the owner in again once failures slide out of the 15-minute window', async () => {
    const user = await createUser(t.database);
    // Ten failures, the oldest 16 minutes ago: nine are left in the window.
    await failedAt(user.email, [16, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const user = await createUser(t.database);
    await failTimes(t, user.email, 9);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    await failTimes(t, user.email, 9);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('does not count refused sign-ins, so a locked account opens when its failures age', async () => {
    const user = await createUser(t.database);
    await failedAt(user.email, [14, 14, 14, 14, 14, 14, 14, 14, 14, 14]);
    for (let i = 0; i < 5; i++) expect((await login(t, user.email, 'wrong-password')).statusCode).toBe(429);
    await t.database.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 16 * MINUTE).toISOString() })
      .where('account', '=', user.email.toLowerCase())
      .execute();
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('holds across app servers sharing the database', async () => {
    const second = await createTestApp();
    try {
      const user = await createUser(t.database);
      await failTimes(t, user.email, 5);
      await failTimes(second, user.email, 5);
      expect((await login(t, user.email, user.password)).statusCode).toBe(429);
      expect((await login(second, user.email, user.password)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('leaves other accounts alone', async () => {
    const user = await createUser(t.database);
    const neighbour = await createUser(t.database);
    await failTimes(t, user.email, 10);
    expect((await login(t, neighbour.email, neighbour.password)).statusCode).toBe(200);
  });
});

describe('a refused sign-in', () => {
  it('leaves the session the caller already had signed in', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await postJson(
      t.app,
      '/api/login',
      { email: user.email, password: 'wrong-password' },
      { cookie },
    );
    expect(res.statusCode).toBe(401);
    expect((await whoami(t.app, cookie)).json().username).toBe(user.username);
  });
});

describe('sign-in time for unknown accounts', () => {
  let slow: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    // argon2 at its production cost, so the verification dominates the answer's time.
    slow = await createTestApp({ hashCost: DEFAULT_HASH_COST });
    const username = uniqueName('timed');
    user = { id: 0, username, email: `${username}@example.test`, password: 'password123' };
    user.id = await registerUser(slow.database.db, user, DEFAULT_HASH_COST);
  });
  afterAll(() => slow.close());

  async function timeMs(email: string): Promise<number> {
    const started = performance.now();
    const res = await login(slow, email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    return performance.now() - started;
  }
  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

  it('answers an unknown address in about the time of a wrong password for a known one', async () => {
    // Interleaved, so a busy moment of the machine weighs on both alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timeMs(user.email));
      unknown.push(await timeMs(unknownEmail()));
    }
    // Without the dummy verification an unknown address answered in about 1 ms, against ~50 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });
});
