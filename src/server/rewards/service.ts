import {
  alreadyClaimedMessage,
  DAILY_STREAK_DAYS,
  type DailyRewardClaim,
  type DailyRewardStatus,
  dailyRewardCoins,
  nextUtcMidnight,
  previousUtcDay,
  utcDay,
} from '../../common/daily-reward.ts';
import { grantAchievement } from '../achievements/service.ts';
import type { Db } from '../db/index.ts';
import { conflict } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications } from '../notifications/service.ts';

/** The server's clock; tests pass their own to walk across days (never the client's time). */
export type Clock = () => Date;

/** The member's latest claim on or before `today`. */
function lastClaim(db: Db, userId: number, today: string) {
  return db
    .selectFrom('daily_rewards')
    .select(['day', 'streak'])
    .where('user_id', '=', userId)
    .where('day', '<=', today)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The streak a claim today would make: one more than yesterday's, else a fresh start. */
function streakToday(last: { day: string; streak: number } | undefined, today: string): number {
  return last?.day === previousUtcDay(today) ? last.streak + 1 : 1;
}

/** GET /api/daily_reward: whether today's reward is claimed, the streak, and what comes next. */
export async function dailyRewardStatus(db: Db, userId: number, now: Date): Promise<DailyRewardStatus> {
  const today = utcDay(now);
  const last = await lastClaim(db, userId, today);
  const claimedToday = last?.day === today;
  const streak = claimedToday ? last.streak : streakToday(last, today) - 1;
  return {
    success: true as const,
    claimed_today: claimedToday,
    streak,
    next_coins: dailyRewardCoins(streak + 1),
    next_claim_at: (claimedToday ? nextUtcMidnight(now) : now).toISOString(),
  };
}

/**
 * POST /api/daily_reward (issue 18 §1): once per UTC day, in one transaction: the claim row (whose
 * primary key (user, day) lets only one of any number of concurrent claims in), the coins, their
 * ledger row, and the 7-day streak achievement. A second claim changes nothing and says when the
 * next one is.
 */
export async function claimDailyReward(
  db: Db,
  live: LiveHub,
  userId: number,
  now: Date,
): Promise<DailyRewardClaim> {
  const today = utcDay(now);
  const refusal = () => conflict(alreadyClaimedMessage(nextUtcMidnight(now).getTime() - now.getTime()));
  const claim = await db.transaction().execute(async (trx) => {
    const last = await lastClaim(trx, userId, today);
    if (last?.day === today) throw refusal();
    const streak = streakToday(last, today);
    const coins = dailyRewardCoins(streak);
    const at = now.toISOString();
    // A concurrent claim may have committed since the read above: then nothing is inserted.
    const inserted = await trx
      .insertInto('daily_rewards')
      .values({ user_id: userId, day: today, streak, coins, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw refusal();
    const balance = await trx
      .updateTable('users')
      .set((eb) => ({ coins: eb('coins', '+', coins) }))
      .where('id', '=', userId)
      .returning(['coins', 'gems'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('transactions')
      .values({
        user_id: userId,
        kind: 'daily_reward',
        coins,
        gems: 0,
        description: `Daily reward, day ${streak} of the streak`,
        ref_type: 'daily_reward',
        ref_id: null,
        created_at: at,
      })
      .execute();
    const notificationIds =
      streak >= DAILY_STREAK_DAYS ? await grantAchievement(trx, userId, 'daily_streak_7') : [];
    return { streak, coins, balance, notificationIds };
  });
  await live.afterCommit(() => publishNotifications(live, db, claim.notificationIds));
  const days = claim.streak === 1 ? '' : ` (${claim.streak} days in a row)`;
  return {
    success: true as const,
    message: `You claimed ${claim.coins} CitoCoin${days}!`,
    coins: claim.coins,
    streak: claim.streak,
    balance: claim.balance,
    next_coins: dailyRewardCoins(claim.streak + 1),
    next_claim_at: nextUtcMidnight(now).toISOString(),
  };
}
