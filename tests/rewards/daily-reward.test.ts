import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_COINS, STARTING_GEMS } from '../../src/common/limits.ts';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { balanceOf, ledgerOf } from '../support/shop.ts';

// issue 18 §1: the daily reward, on a clock the test walks across days.
let now = new Date('2026-05-10T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const at = (iso: string) => {
  now = new Date(iso);
};
const claim = (actor: Actor) => postAs(t.app, actor.cookie, '/api/daily_reward');
const status = async (actor: Actor) =>
  (await getJson(t.app, '/api/daily_reward', { cookie: actor.cookie })).json();
const balance = (userId: number) => balanceOf(t.database, userId);
const ledger = async (userId: number) =>
  (await ledgerOf(t.database, userId)).map(({ kind, coins, gems }) => ({ kind, coins, gems }));
const achievements = (userId: number) =>
  t.database.db.selectFrom('user_achievements').select('achievement').where('user_id', '=', userId).execute();

/** Claims once a day from `start` for `days` days and answers the coins of each claim. */
async function claimDaily(actor: Actor, start: string, days: number): Promise<number[]> {
  const coins: number[] = [];
  for (let day = 0; day < days; day++) {
    now = new Date(Date.parse(start) + day * DAY);
    const res = await claim(actor);
    expect(res.statusCode, res.body).toBe(200);
    coins.push(res.json().coins);
  }
  return coins;
}

describe('POST /api/daily_reward', () => {
  it('grants 20 coins on the first day, with a ledger row and the new balance', async () => {
    at('2026-05-10T09:00:00.000Z');
    const member = await signIn(t);
    const res = await claim(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'You claimed 20 CitoCoin!',
      coins: 20,
      streak: 1,
      balance: { coins: STARTING_COINS + 20, gems: STARTING_GEMS },
      next_coins: 25,
      next_claim_at: '2026-05-11T00:00:00.000Z',
    });
    expect(await balance(member.user.id)).toEqual({ coins: STARTING_COINS + 20, gems: STARTING_GEMS });
    expect(await ledger(member.user.id)).toEqual([{ kind: 'daily_reward', coins: 20, gems: 0 }]);
  });

  it('pays 5 more each consecutive day, holds at 50 from day 7, and grants the 7-day badge once', async () => {
    const member = await signIn(t);
    const coins = await claimDaily(member, '2026-06-01T23:30:00.000Z', 9);
    expect(coins).toEqual([20, 25, 30, 35, 40, 45, 50, 50, 50]);
    expect(await balance(member.user.id)).toEqual({
      coins: STARTING_COINS + coins.reduce((a, b) => a + b, 0),
      gems: STARTING_GEMS,
    });
    expect(await ledger(member.user.id)).toHaveLength(9);
    expect(await achievements(member.user.id)).toEqual([{ achievement: 'daily_streak_7' }]);
    const notes = await t.database.db
      .selectFrom('notifications')
      .select(['type', 'data'])
      .where('user_id', '=', member.user.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.type).toBe('achievement');
    expect(JSON.parse(notes[0]!.data)).toEqual({
      achievement: 'daily_streak_7',
      url: `/profile/${member.user.username}#achievements`,
    });
  });

  it('counts calendar days in UTC: a claim just before and one just after midnight are two days', async () => {
    const member = await signIn(t);
    at('2026-07-01T23:59:00.000Z');
    expect((await claim(member)).json().coins).toBe(20);
    at('2026-07-02T00:01:00.000Z');
    expect((await claim(member)).json()).toMatchObject({ coins: 25, streak: 2 });
  });

  it('starts again at 20 after a missed day', async () => {
    const member = await signIn(t);
    expect(await claimDaily(member, '2026-08-01T12:00:00.000Z', 3)).toEqual([20, 25, 30]);
    at('2026-08-05T12:00:00.000Z');
    expect((await status(member)).streak).toBe(0);
    expect((await claim(member)).json()).toMatchObject({ coins: 20, streak: 1 });
  });

  it('refuses a second claim the same day with 409, says when the next one is, and changes nothing', async () => {
    const member = await signIn(t);
    at('2026-09-01T19:00:00.000Z');
    expect((await claim(member)).statusCode).toBe(200);
    const before = await balance(member.user.id);
    at('2026-09-01T19:30:00.000Z');
    expectRefusal(await claim(member), 409, `${MSG.dailyRewardClaimed} The next one is ready in 5 hours.`);
    at('2026-09-01T23:50:00.000Z');
    expectRefusal(await claim(member), 409, `${MSG.dailyRewardClaimed} The next one is ready in 10 minutes.`);
    expect(await balance(member.user.id)).toEqual(before);
    expect(await ledger(member.user.id)).toHaveLength(1);
  });

  it('grants once when a member claims 20 times at once', async () => {
    const member = await signIn(t);
    at('2026-10-01T08:00:00.000Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(member)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect(await balance(member.user.id)).toEqual({ coins: STARTING_COINS + 20, gems: STARTING_GEMS });
    expect(await ledger(member.user.id)).toHaveLength(1);
  });

  it('asks a visitor to log in', async () => {
    expectRefusal(await postAs(t.app, undefined, '/api/daily_reward'), 401, MSG.loginRequired);
  });
});

describe('GET /api/daily_reward', () => {
  it('tells whether today is claimed, the streak, and what and when the next claim is', async () => {
    const member = await signIn(t);
    at('2026-11-01T10:00:00.000Z');
    expect(await status(member)).toEqual({
      success: true,
      claimed_today: false,
      streak: 0,
      next_coins: 20,
      next_claim_at: '2026-11-01T10:00:00.000Z',
    });
    await claim(member);
    expect(await status(member)).toEqual({
      success: true,
      claimed_today: true,
      streak: 1,
      next_coins: 25,
      next_claim_at: '2026-11-02T00:00:00.000Z',
    });
    at('2026-11-02T10:00:00.000Z');
    expect(await status(member)).toMatchObject({ claimed_today: false, streak: 1, next_coins: 25 });
  });
});
