import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, STANDING, silencedMessage, suspendedMessage } from '../../src/common/messages.ts';
import { AUTH_CACHE_MS } from '../../src/server/accounts/auth-cache.ts';
import { GROUP } from '../../src/server/accounts/groups.ts';
import { untilText } from '../../src/server/accounts/standing.ts';
import { INDEFINITELY } from '../../src/server/db/schema.ts';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, logIn, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  signIn,
  startThread,
} from '../support/forum.ts';
import { eventually, whoami } from '../support/http.ts';
import { listen, SseClient } from '../support/sse.ts';

// Two app servers on one database: a suspension made on one ends the member's sessions on both.
let a: TestApp;
let b: TestApp;
let admin: Actor;
let moderator: Actor;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
  admin = await signIn(a, [GROUP.administrators]);
  moderator = await signIn(a, [await moderatorGroupFor(a.database, await freshCategory(a.database))]);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const suspend = (by: Actor, id: number, body: object, t = a) =>
  postAs(t.app, by.cookie, `/api/admin/users/${id}/suspend`, body);
const silence = (by: Actor, id: number, body: object, t = a) =>
  postAs(t.app, by.cookie, `/api/admin/users/${id}/silence`, body);

/** A suspension or silence of the member that ended a second ago. */
async function endedASecondAgo(member: Actor, column: 'suspended_until' | 'silenced_until') {
  const reason = column === 'suspended_until' ? 'suspend_reason' : 'silence_reason';
  await a.database.db
    .updateTable('users')
    .set({ [column]: new Date(Date.now() - 1000).toISOString(), [reason]: 'Over' })
    .where('id', '=', member.user.id)
    .execute();
  a.app.auth.forgetUser(member.user.id);
}

async function auditRows(targetId: number) {
  return a.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}

describe('suspending a member', () => {
  it('ends their sessions at once on this server and within the cache time on another', async () => {
    const member = await signIn(a);
    const cookieOnB = await logIn(b.app, member.user);
    expect((await whoami(b.app, cookieOnB)).statusCode).toBe(200);
    const until = inAWeek();

    const res = await suspend(admin, member.user.id, { until, reason: 'Spamming the forum' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { id: member.user.id, suspended_until: until, suspend_reason: 'Spamming the forum' },
    });
    expect((await whoami(a.app, member.cookie)).json()).toEqual({
      success: false,
      message: MSG.sessionExpired,
    });
    await eventually(AUTH_CACHE_MS * 5, async () => (await whoami(b.app, cookieOnB)).statusCode === 401);
  });

  it('refuses sign-in with the reason and the end date, but only to whoever knows the password', async () => {
    const member = await signIn(a);
    const until = inAWeek();
    await suspend(admin, member.user.id, { until, reason: 'Rude to others' });
    const login = (password: string) =>
      postAs(a.app, undefined, '/api/login', { email: member.user.email, password });
    expectRefusal(
      await login(member.user.password),
      403,
      suspendedMessage(untilText(until), 'Rude to others'),
    );
    expect((await login(member.user.password)).json().message).toContain('Reason: Rude to others');
    expectRefusal(await login('wrong-password'), 401, MSG.invalidLogin);
  });

  it('shows a suspended profile, and lifting it lets the member in again', async () => {
    const member = await signIn(a);
    await suspend(admin, member.user.id, { until: null, reason: 'Until we talk' });
    const profile = await getJson(a.app, `/api/user/${member.user.id}`);
    expect(profile.json().suspended).toBe(true);
    const stored = await a.database.db
      .selectFrom('users')
      .select('suspended_until')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.suspended_until).toBe(INDEFINITELY);
    expectRefusal(
      await postAs(a.app, undefined, '/api/login', {
        email: member.user.email,
        password: member.user.password,
      }),
      403,
      suspendedMessage('indefinitely', 'Until we talk'),
    );

    expect(
      (await postAs(a.app, admin.cookie, `/api/admin/users/${member.user.id}/unsuspend`)).statusCode,
    ).toBe(200);
    expect((await getJson(a.app, `/api/user/${member.user.id}`)).json().suspended).toBe(false);
    await logIn(a.app, member.user);
  });

  it('lets an ended suspension lapse by itself', async () => {
    const member = await signIn(a);
    await endedASecondAgo(member, 'suspended_until');
    await logIn(a.app, member.user);
    expect((await getJson(a.app, `/api/user/${member.user.id}`)).json().suspended).toBe(false);
  });

  it('writes an audit row with before, after and reason for each action', async () => {
    const member = await signIn(a);
    const until = inAWeek();
    await suspend(admin, member.user.id, { until, reason: 'One' });
    await postAs(a.app, admin.cookie, `/api/admin/users/${member.user.id}/unsuspend`);
    await silence(moderator, member.user.id, { until: null, reason: 'Two' });
    await postAs(a.app, moderator.cookie, `/api/admin/users/${member.user.id}/unsilence`);
    const rows = await auditRows(member.user.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.reason])).toEqual([
      ['user.suspend', admin.user.id, 'One'],
      ['user.unsuspend', admin.user.id, ''],
      ['user.silence', moderator.user.id, 'Two'],
      ['user.unsilence', moderator.user.id, ''],
    ]);
    expect(JSON.parse(rows[0]!.before!)).toEqual({ suspended_until: null, suspend_reason: null });
    expect(JSON.parse(rows[0]!.after!)).toEqual({ suspended_until: until, suspend_reason: 'One' });
    expect(JSON.parse(rows[2]!.after!)).toEqual({ silenced_until: INDEFINITELY, silence_reason: 'Two' });
  });
});

describe('silencing a member', () => {
  it('stops their writing on every server, with until when and why, but not their reading or signing in', async () => {
    const category = await freshCategory(a.database);
    const member = await signIn(a);
    const cookieOnB = await logIn(b.app, member.user);
    const thread = await startThread(a.app, member, category.id);
    const until = inAWeek();
    expect((await silence(moderator, member.user.id, { until, reason: 'Cool off' })).statusCode).toBe(200);

    const refusal = `${silencedMessage(untilText(until))} Reason: Cool off`;
    expectRefusal(
      await postAs(a.app, member.cookie, `/api/thread/${thread.id}/reply`, { text: 'Hi' }),
      403,
      refusal,
    );
    await eventually(
      AUTH_CACHE_MS * 5,
      async () =>
        (await postAs(b.app, cookieOnB, `/api/thread/${thread.id}/reply`, { text: 'Hi from b' }))
          .statusCode === 403,
    );
    expect((await getJson(a.app, `/api/thread/${thread.id}`, { cookie: member.cookie })).statusCode).toBe(
      200,
    );
    await logIn(a.app, member.user);

    expect(
      (await postAs(a.app, moderator.cookie, `/api/admin/users/${member.user.id}/unsilence`)).statusCode,
    ).toBe(200);
    expect(
      (await postAs(a.app, member.cookie, `/api/thread/${thread.id}/reply`, { text: 'Back' })).statusCode,
    ).toBe(201);
  });

  it('lets an ended silence lapse by itself', async () => {
    const category = await freshCategory(a.database);
    const member = await signIn(a);
    await endedASecondAgo(member, 'silenced_until');
    await startThread(a.app, member, category.id);
  });
});

describe('who may suspend and silence', () => {
  it('lets a moderator silence but not suspend', async () => {
    const member = await signIn(a);
    expectRefusal(
      await suspend(moderator, member.user.id, { until: null, reason: 'x' }),
      403,
      STANDING.onlyAdminsSuspend,
    );
    expect((await silence(moderator, member.user.id, { until: null, reason: 'Calm down' })).statusCode).toBe(
      200,
    );
  });

  it('refuses members, the Design Team alone, and visitors', async () => {
    const member = await signIn(a);
    const other = await signIn(a);
    const designer = await signIn(a, [GROUP.designTeam]);
    expectRefusal(await silence(other, member.user.id, { until: null, reason: 'x' }), 403, MSG.forbidden);
    expectRefusal(await silence(designer, member.user.id, { until: null, reason: 'x' }), 403, MSG.forbidden);
    expect(
      (
        await postAs(a.app, undefined, `/api/admin/users/${member.user.id}/silence`, {
          until: null,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets nobody suspend or silence an administrator, nor themselves', async () => {
    const otherAdmin = await signIn(a, [GROUP.administrators]);
    expectRefusal(
      await suspend(admin, otherAdmin.user.id, { until: null, reason: 'x' }),
      403,
      STANDING.notOnAdministrator,
    );
    expectRefusal(
      await silence(moderator, otherAdmin.user.id, { until: null, reason: 'x' }),
      403,
      STANDING.notOnAdministrator,
    );
    expectRefusal(
      await silence(moderator, moderator.user.id, { until: null, reason: 'x' }),
      403,
      STANDING.notOnYourself,
    );
  });

  it('checks the end date and the reason', async () => {
    const member = await signIn(a);
    const past = new Date(Date.now() - 60_000).toISOString();
    expectRefusal(
      await silence(moderator, member.user.id, { until: past, reason: 'x' }),
      400,
      STANDING.untilInPast,
    );
    expect((await silence(moderator, member.user.id, { until: inAWeek(), reason: '' })).statusCode).toBe(400);
    expect((await silence(moderator, member.user.id, { until: 'next week', reason: 'x' })).statusCode).toBe(
      400,
    );
    expect((await silence(moderator, member.user.id, { reason: 'x' })).statusCode).toBe(400);
    expectRefusal(
      await silence(moderator, member.user.id, { until: null, reason: '   ' }),
      400,
      STANDING.reasonRequired,
    );
    expectRefusal(
      await silence(moderator, 2_000_000_000, { until: null, reason: 'x' }),
      404,
      MSG.userNotFound,
    );
  });
});

describe('the live session.ended event', () => {
  it('reaches the member’s open stream with the reason, and the stream closes', async () => {
    const base = await listen(a.app);
    const member = await signIn(a);
    const stream = await SseClient.open(base, member.cookie);
    try {
      const until = inAWeek();
      // the event may arrive before the suspension's answer: count from before it
      const since = stream.events.length;
      await suspend(admin, member.user.id, { until, reason: 'Flooding' });
      expect(await stream.message('session.ended', 5_000, since)).toEqual({
        reason: suspendedMessage(untilText(until), 'Flooding'),
      });
      await stream.waitForEnd();
    } finally {
      stream.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('session.ended across two app servers (Redis)', () => {
  it('reaches a stream held on the other server', async () => {
    const namespace = `cito-test-standing-${process.pid}-${Date.now()}`;
    const brokers = [
      RedisBroker.connect(redisUrl!, { namespace }),
      RedisBroker.connect(redisUrl!, { namespace }),
    ];
    for (const broker of brokers) await broker.ready();
    const x = await createTestApp({ broker: brokers[0]! });
    const y = await createTestApp({ broker: brokers[1]! });
    try {
      const baseY = await listen(y.app);
      const boss = await signIn(x, [GROUP.administrators]);
      const member = await signIn(x);
      const cookieOnY = await logIn(y.app, member.user);
      const stream = await SseClient.open(baseY, cookieOnY);
      try {
        const since = stream.events.length;
        await postAs(x.app, boss.cookie, `/api/admin/users/${member.user.id}/suspend`, {
          until: null,
          reason: 'Bye',
        });
        expect(await stream.message('session.ended', 10_000, since)).toEqual({
          reason: suspendedMessage('indefinitely', 'Bye'),
        });
        await stream.waitForEnd();
      } finally {
        stream.close();
      }
    } finally {
      await x.close();
      await y.close();
      for (const broker of brokers) await broker.close();
    }
  });
});
