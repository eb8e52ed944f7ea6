import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL } from '../../src/common/home-social.ts';
import type { UsersTable } from '../../src/server/db/schema.ts';
import { addDays } from '../../src/server/spotlight/rule.ts';
import { spotlightCandidates } from '../../src/server/spotlight/service.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';

// issue 19 §3: the daily spotlight, on a clock the test walks across days. The days are years in the
// past, each test in a window of its own (more than 37 days apart), so members of other tests and
// other files (active now, in real time) are never candidates.
let now = new Date('2021-01-05T10:00:00.000Z');
const clock = () => now;
let t: TestApp;
let other: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ clock });
  // A second app server on the same database.
  other = await createTestApp({ clock });
  admin = await signIn(t, ['Administrators']);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const DAY = 24 * 3_600_000;
/** Moves the clock; a minute on at least, past the server's short cache of the answer. */
const at = (iso: string) => {
  now = new Date(iso);
};
const later = (ms = 60_000) => {
  now = new Date(now.getTime() + ms);
};
const today = () => now.toISOString().slice(0, 10);
const spotlight = async (app = t) => {
  const res = await getJson(app.app, '/api/spotlight');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const spotlightId = async (app = t): Promise<number | null> => (await spotlight(app)).member?.id ?? null;
const rowOf = (day: string) =>
  t.database.db.selectFrom('spotlights').selectAll().where('day', '=', day).executeTakeFirst();

/**
 * A member the rule may pick now: a saved avatar and a post an hour ago. (Posting, not last_seen_at,
 * marks them active: a request of theirs would stamp last_seen_at with the real time.)
 */
async function activeMember(overrides: { avatar?: boolean; postedAt?: string } = {}): Promise<TestUser> {
  const user = await createUser(t.database);
  if (overrides.avatar !== false)
    await t.database.db
      .insertInto('avatars')
      .values({
        user_id: user.id,
        config: JSON.stringify([{ variant_id: 1 }]),
        updated_at: now.toISOString(),
      })
      .execute();
  const postedAt = overrides.postedAt ?? new Date(now.getTime() - 3_600_000).toISOString();
  await t.database.db
    .updateTable('users')
    .set({ last_post_at: postedAt })
    .where('id', '=', user.id)
    .execute();
  return user;
}
const setUser = (id: number, values: Updateable<UsersTable>) =>
  t.database.db.updateTable('users').set(values).where('id', '=', id).execute();
const candidateIds = async () => (await spotlightCandidates(t.database.db, today(), now)).map((c) => c.id);

describe('who may be in the spotlight', () => {
  it('takes members with a saved avatar, active in the last 7 days, in good standing, not opted out', async () => {
    at('2021-01-20T10:00:00.000Z');
    const eligible = await activeMember();
    const seenRecently = await activeMember({ postedAt: '2020-01-01T00:00:00.000Z' });
    await setUser(seenRecently.id, { last_seen_at: '2021-01-14T00:00:00.000Z' });
    const noAvatar = await activeMember({ avatar: false });
    const inactive = await activeMember({ postedAt: '2021-01-12T23:59:59.000Z' });
    const optedOut = await activeMember();
    await setUser(optedOut.id, { spotlight_opt_out: 1 });
    const suspended = await activeMember();
    await setUser(suspended.id, { suspended_until: '2021-02-01T00:00:00.000Z' });
    const suspensionOver = await activeMember();
    await setUser(suspensionOver.id, { suspended_until: '2021-01-19T00:00:00.000Z' });
    const deleted = await activeMember();
    await setUser(deleted.id, { deleted_at: '2021-01-19T00:00:00.000Z' });
    const recentlyPicked = await activeMember();
    const longAgoPicked = await activeMember();
    const pickedAhead = await activeMember();
    await t.database.db
      .insertInto('spotlights')
      .values([
        { day: '2020-12-21', user_id: recentlyPicked.id, picked_by: null, created_at: now.toISOString() },
        { day: '2020-12-20', user_id: longAgoPicked.id, picked_by: null, created_at: now.toISOString() },
        {
          day: '2021-02-10',
          user_id: pickedAhead.id,
          picked_by: admin.user.id,
          created_at: now.toISOString(),
        },
      ])
      .execute();

    const ids = await candidateIds();
    for (const out of [noAvatar, inactive, optedOut, suspended, deleted, recentlyPicked, pickedAhead])
      expect(ids).not.toContain(out.id);
    expect(new Set(ids)).toEqual(
      new Set([eligible.id, seenRecently.id, suspensionOver.id, longAgoPicked.id]),
    );
  });

  it('answers no member, and writes no row, when nobody is eligible; a later request may find one', async () => {
    at('2021-03-10T08:00:00.000Z');
    expect(await spotlight()).toEqual({ success: true, day: '2021-03-10', member: null });
    expect(await rowOf('2021-03-10')).toBeUndefined();
    const member = await activeMember();
    later();
    expect(await spotlightId()).toBe(member.id);
    expect(await rowOf('2021-03-10')).toMatchObject({ user_id: member.id, picked_by: null });
  });
});

describe('GET /api/spotlight', () => {
  it("shows visitors the member's full figure, join date, posts, best Tile Tumble score and badges", async () => {
    at('2021-05-01T12:00:00.000Z');
    const member = await activeMember();
    await setUser(member.id, { post_count: 12 });
    const { version } = await t.database.db
      .selectFrom('avatars')
      .select('version')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    for (const [score, status] of [
      [340, 'over'],
      [910, 'ended'],
      [5000, 'active'],
    ] as const)
      await t.database.db
        .insertInto('game_sessions')
        .values({
          user_id: member.id,
          game: 'tiletumble',
          seed: 1,
          state: '{}',
          score,
          status,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
    await t.database.db
      .insertInto('user_achievements')
      .values({ user_id: member.id, achievement: 'first_post', earned_at: '2021-04-01T00:00:00.000Z' })
      .execute();
    const { created_at } = await t.database.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();

    expect(await spotlight()).toEqual({
      success: true,
      day: '2021-05-01',
      member: {
        id: member.id,
        username: member.username,
        avatar_url: `/api/user/${member.id}/avatar.png?size=figure&v=${version}`,
        joined: created_at,
        post_count: 12,
        // The game still under way does not count.
        best_score: 910,
        achievements: [expect.objectContaining({ key: 'first_post', earned_at: '2021-04-01T00:00:00.000Z' })],
      },
    });
  });

  it('shows the same member on every server all day, written once', async () => {
    at('2021-06-15T00:00:05.000Z');
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => activeMember()));
    const [first, second] = await Promise.all([spotlightId(t), spotlightId(other)]);
    expect(first).not.toBeNull();
    expect(members.map((m) => m.id)).toContain(first);
    expect(second).toBe(first);
    const rows = await t.database.db
      .selectFrom('spotlights')
      .selectAll()
      .where('day', '=', '2021-06-15')
      .execute();
    expect(rows).toEqual([expect.objectContaining({ user_id: first, picked_by: null })]);
    // Later that day, on either server, a new member joining the eligible does not change the pick.
    await activeMember();
    at('2021-06-15T23:59:00.000Z');
    expect(await spotlightId(other)).toBe(first);
    expect(await spotlightId(t)).toBe(first);
    // The next day is someone else.
    at('2021-06-16T00:00:01.000Z');
    expect(await spotlightId(t)).not.toBe(first);
  });
});

/** Walks `days` days from `start`, the members posting each day, and answers each day's pick. */
async function simulate(start: string, days: number, members: TestUser[]): Promise<(number | null)[]> {
  const picks: (number | null)[] = [];
  for (let day = 0; day < days; day++) {
    now = new Date(Date.parse(start) + day * DAY);
    await t.database.db
      .updateTable('users')
      .set({ last_post_at: new Date(now.getTime() - 60_000).toISOString() })
      .where(
        'id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    // Alternate the servers: the rule is the same wherever it runs.
    picks.push(await spotlightId(day % 2 === 0 ? t : other));
  }
  return picks;
}

describe('the rotation', () => {
  it('with 7 members: each once before anyone repeats, nobody twice within 30 days, then the same order again', async () => {
    const members = await Promise.all(Array.from({ length: 7 }, () => activeMember()));
    const picks = await simulate('2021-08-01T09:00:00.000Z', 40, members);
    const first = picks.slice(0, 7);
    expect(new Set(first)).toEqual(new Set(members.map((m) => m.id)));
    // Everyone had their day; nobody may shine again within 30 days of theirs.
    expect(picks.slice(7, 30)).toEqual(Array(23).fill(null));
    // Day 31 is 30 days after day 1: still too soon. From day 32 the same order comes round again.
    expect(picks[30]).toBeNull();
    expect(picks.slice(31, 38)).toEqual(first);
    expect(picks.slice(38)).toEqual([null, null]);
  });

  it('with 45 members over 30 days: 30 different members, in an order that is not by id', async () => {
    const members = await Promise.all(Array.from({ length: 45 }, () => activeMember()));
    at('2021-11-01T09:00:00.000Z');
    const picks = await simulate('2021-11-01T09:00:00.000Z', 30, members);
    expect(picks).not.toContain(null);
    expect(new Set(picks).size).toBe(30);
    expect(picks).not.toEqual([...picks].sort((a, b) => a! - b!));
  });

  it('prefers members never picked, then the longest ago', async () => {
    at('2022-02-15T09:00:00.000Z');
    const never = await activeMember();
    const longAgo = await activeMember();
    const lessLongAgo = await activeMember();
    await t.database.db
      .insertInto('spotlights')
      .values([
        { day: '2021-12-01', user_id: longAgo.id, picked_by: null, created_at: now.toISOString() },
        { day: '2021-12-20', user_id: lessLongAgo.id, picked_by: null, created_at: now.toISOString() },
      ])
      .execute();
    expect(await spotlightId()).toBe(never.id);
    later(DAY);
    expect(await spotlightId()).toBe(longAgo.id);
    later(DAY);
    expect(await spotlightId()).toBe(lessLongAgo.id);
  });
});

describe("today's member leaving the spotlight during the day", () => {
  it('is replaced when they opt out, are suspended or are deleted', async () => {
    at('2022-05-10T09:00:00.000Z');
    const members = await Promise.all([1, 2, 3, 4].map(() => signIn(t)));
    for (const member of members) {
      await t.database.db
        .insertInto('avatars')
        .values({ user_id: member.user.id, config: '[{"variant_id":1}]', updated_at: now.toISOString() })
        .execute();
      await setUser(member.user.id, { last_post_at: '2022-05-09T09:00:00.000Z' });
    }
    const byId = new Map(members.map((m) => [m.user.id, m]));
    const seen: number[] = [];

    const first = (await spotlightId())!;
    seen.push(first);
    // Opting out takes effect at once on the server that stored it.
    const optOut = byId.get(first)!.cookie;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/privacy',
      headers: { cookie: optOut },
      payload: { spotlight_opt_out: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const second = (await spotlightId())!;
    expect(seen).not.toContain(second);
    seen.push(second);
    expect(await rowOf('2022-05-10')).toMatchObject({ user_id: second, picked_by: null });

    // Another server sees it once its short cache has passed.
    await setUser(second, { suspended_until: '2022-06-01T00:00:00.000Z' });
    later();
    const third = (await spotlightId(other))!;
    expect(seen).not.toContain(third);
    expect(await spotlightId(t)).toBe(third);
    seen.push(third);

    await setUser(third, { deleted_at: now.toISOString() });
    later();
    const fourth = (await spotlightId())!;
    expect(seen).not.toContain(fourth);
    expect(members.map((m) => m.user.id)).toContain(fourth);

    // Nobody left: no member, and the next request that finds one fills the day.
    await setUser(fourth, { spotlight_opt_out: 1 });
    later();
    expect((await spotlight()).member).toBeNull();
  });
});

describe('the administrators’ pick', () => {
  const pick = (actor: Actor, payload: object) =>
    postAs(t.app, actor.cookie, '/api/admin/spotlight', payload);

  it("replaces the rule's pick for today, is audited, and every server shows it", async () => {
    at('2022-08-01T10:00:00.000Z');
    const ruled = await activeMember();
    expect(await spotlightId(other)).toBe(ruled.id);
    // No avatar saved, not active: an administrator may still pick them (their default look shows).
    const chosen = await createUser(t.database);
    const res = await pick(admin, { day: '2022-08-01', username: chosen.username.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SOCIAL.spotlightPicked,
      pick: {
        day: '2022-08-01',
        member: {
          id: chosen.id,
          username: chosen.username,
          avatar_url: `/api/user/${chosen.id}/avatar.png?v=0`,
        },
        picked_by: admin.user.username,
      },
    });
    expect(await spotlightId(t)).toBe(chosen.id);
    later();
    expect(await spotlightId(other)).toBe(chosen.id);
    expect(await rowOf('2022-08-01')).toMatchObject({ user_id: chosen.id, picked_by: admin.user.id });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'spotlight.pick')
      .where('target_id', '=', '2022-08-01')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.user.id, target_type: 'spotlight' });
    expect(JSON.parse(audit[0]!.before!)).toEqual({ user_id: ruled.id, picked_by: null });
    expect(JSON.parse(audit[0]!.after!)).toEqual({ user_id: chosen.id, username: chosen.username });
  });

  it('picks a future day, which the rule then keeps, and lists the last and next 14 days', async () => {
    at('2022-10-01T10:00:00.000Z');
    const ruled = await activeMember();
    const chosen = await createUser(t.database);
    expect((await pick(admin, { day: '2022-10-03', username: chosen.username })).statusCode).toBe(200);
    expect((await pick(admin, { day: '2022-11-30', username: chosen.username })).statusCode).toBe(200);
    const list = await getJson(t.app, '/api/admin/spotlight', { cookie: admin.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      today: '2022-10-01',
      picks: [
        {
          day: '2022-10-01',
          member: { id: ruled.id, username: ruled.username, avatar_url: expect.any(String) },
          picked_by: null,
        },
        {
          day: '2022-10-03',
          member: { id: chosen.id, username: chosen.username, avatar_url: expect.any(String) },
          picked_by: admin.user.username,
        },
      ],
    });
    at('2022-10-03T10:00:00.000Z');
    expect(await spotlightId()).toBe(chosen.id);
  });

  it('refuses a past day, a day too far ahead, an unknown or opted-out member, changing nothing', async () => {
    at('2022-12-10T10:00:00.000Z');
    const optedOut = await createUser(t.database);
    await setUser(optedOut.id, { spotlight_opt_out: 1 });
    const member = await createUser(t.database);
    const audits = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'spotlight.pick')
          .execute()
      ).length;
    const before = await audits();
    expectRefusal(
      await pick(admin, { day: '2022-12-09', username: member.username }),
      400,
      SOCIAL.spotlightDayOutOfRange,
    );
    expectRefusal(
      await pick(admin, { day: addDays('2022-12-10', 61), username: member.username }),
      400,
      SOCIAL.spotlightDayOutOfRange,
    );
    expectRefusal(
      await pick(admin, { day: '2022-12-32', username: member.username }),
      400,
      SOCIAL.spotlightDayOutOfRange,
    );
    expectRefusal(
      await pick(admin, { day: '2023-02-30', username: member.username }),
      400,
      SOCIAL.spotlightDayOutOfRange,
    );
    expectRefusal(
      await pick(admin, { day: '2022-12-11', username: 'nobody_here_zz' }),
      400,
      SOCIAL.spotlightNotEligible,
    );
    expectRefusal(
      await pick(admin, { day: '2022-12-11', username: optedOut.username }),
      400,
      SOCIAL.spotlightNotEligible,
    );
    expect((await pick(admin, { day: '2022-12-11', username: member.username, extra: 1 })).statusCode).toBe(
      400,
    );
    expect(await audits()).toBe(before);
    expect(await rowOf('2022-12-11')).toBeUndefined();
    expect(await rowOf('2022-12-09')).toBeUndefined();
    // The furthest day allowed.
    expect(
      (await pick(admin, { day: addDays('2022-12-10', 60), username: member.username })).statusCode,
    ).toBe(200);
  });

  it('is for administrators only', async () => {
    const member = await signIn(t);
    const moderator = await signIn(t, ['Moderators']);
    for (const actor of [member, moderator]) {
      expect((await pick(actor, { day: today(), username: member.user.username })).statusCode).toBe(403);
      expect((await getJson(t.app, '/api/admin/spotlight', { cookie: actor.cookie })).statusCode).toBe(403);
    }
    expect(
      (await postAs(t.app, undefined, '/api/admin/spotlight', { day: today(), username: 'x' })).statusCode,
    ).toBe(401);
  });
});

describe('/api/account/privacy', () => {
  const put = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/account/privacy', headers: cookie ? { cookie } : {}, payload });
  const read = async (cookie: string) => (await getJson(t.app, '/api/account/privacy', { cookie })).json();

  it('stores each setting on its own, and answers both', async () => {
    const member = await signIn(t);
    expect(await read(member.cookie)).toEqual({
      success: true,
      hide_activity: false,
      spotlight_opt_out: false,
    });
    const res = await put(member.cookie, { hide_activity: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SOCIAL.privacySaved,
      hide_activity: true,
      spotlight_opt_out: false,
    });
    await put(member.cookie, { spotlight_opt_out: true });
    expect(await read(member.cookie)).toEqual({
      success: true,
      hide_activity: true,
      spotlight_opt_out: true,
    });
    await put(member.cookie, { hide_activity: false, spotlight_opt_out: false });
    const row = await t.database.db
      .selectFrom('users')
      .select(['hide_activity', 'spotlight_opt_out'])
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hide_activity: 0, spotlight_opt_out: 0 });
  });

  it('refuses unknown fields and non-booleans, changing nothing, and visitors', async () => {
    const member = await signIn(t);
    expect((await put(member.cookie, { hide_activity: true, coins: 5 })).statusCode).toBe(400);
    expect((await put(member.cookie, { spotlight_opt_out: 'yes' })).statusCode).toBe(400);
    expect(await read(member.cookie)).toEqual({
      success: true,
      hide_activity: false,
      spotlight_opt_out: false,
    });
    expect((await put(undefined, { hide_activity: true })).statusCode).toBe(401);
    expect((await getJson(t.app, '/api/account/privacy')).statusCode).toBe(401);
  });
});
