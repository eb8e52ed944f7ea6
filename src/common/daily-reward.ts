import { MSG } from './messages.ts';

// issue 18 §1: the daily reward grows with each consecutive day of a 7-day streak, then holds.
const DAY_MS = 24 * 60 * 60 * 1000;

/** The coins for each day of a streak: day 1 … day 7; day 8 on pays the last. */
export const DAILY_REWARD_COINS = [20, 25, 30, 35, 40, 45, 50] as const;
export const DAILY_STREAK_DAYS = DAILY_REWARD_COINS.length;

/** The coins for the claim that makes the streak `streak` days long (1 for a fresh start). */
export function dailyRewardCoins(streak: number): number {
  const day = Math.min(Math.max(streak, 1), DAILY_STREAK_DAYS);
  return DAILY_REWARD_COINS[day - 1]!;
}

/** The calendar day (UTC) of `at`, as YYYY-MM-DD: the unit of one claim. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day before `day` (YYYY-MM-DD). */
export function previousUtcDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS));
}

/** When the day of `at` ends (UTC midnight), the moment the next claim opens. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.parse(`${utcDay(at)}T00:00:00.000Z`) + DAY_MS);
}

/** "5 hours", "1 hour", "12 minutes": how long until the next claim, rounded up. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The 409 answer to a second claim on one day: it says when the next one is. */
export function alreadyClaimedMessage(msUntilNext: number): string {
  return `${MSG.dailyRewardClaimed} The next one is ready in ${waitText(msUntilNext)}.`;
}

/** GET /api/daily_reward. */
export interface DailyRewardStatus {
  success: true;
  claimed_today: boolean;
  /** The streak as it stands: 0 when it has lapsed (no claim today or yesterday). */
  streak: number;
  /** What the next claim pays, if it keeps the streak. */
  next_coins: number;
  /** When the next claim opens: now when today's is still open, else the next UTC midnight. */
  next_claim_at: string;
}

/** POST /api/daily_reward. */
export interface DailyRewardClaim {
  success: true;
  message: string;
  /** The coins this claim granted. */
  coins: number;
  streak: number;
  balance: { coins: number; gems: number };
  next_coins: number;
  next_claim_at: string;
}
