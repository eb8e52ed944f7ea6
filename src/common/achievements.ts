/** The achievements of issue 18 §1: earned once, shown on the profile as pixel badges. */
import type { Static } from '@sinclair/typebox';
import type { AchievementSchema, AchievementsResponseSchema } from './schemas/achievements.ts';

export const ACHIEVEMENTS = [
  { key: 'first_post', name: 'First Words', description: 'Wrote a first post.' },
  { key: 'posts_100', name: 'Chatterbox', description: 'Wrote 100 posts.' },
  { key: 'first_purchase', name: 'First Buy', description: 'Bought a first item in the shop.' },
  { key: 'first_design_approved', name: 'Designer', description: 'Had a first design approved.' },
  {
    key: 'first_milestone',
    name: 'Tile Tumbler',
    description: 'Reached 10,000 points in one Tile Tumble game.',
  },
  { key: 'daily_streak_7', name: 'Regular', description: 'Claimed the daily reward 7 days in a row.' },
  { key: 'first_trade', name: 'Trader', description: 'Completed a first trade.' },
] as const;

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];
export const ACHIEVEMENT_KEYS = ACHIEVEMENTS.map((a) => a.key) as readonly AchievementKey[];

export function achievementInfo(key: string) {
  return ACHIEVEMENTS.find((a) => a.key === key) ?? null;
}

/** One earned achievement as GET /api/user/{id}/achievements answers it. */
export type EarnedAchievement = Static<typeof AchievementSchema>;
export type AchievementsResponse = Static<typeof AchievementsResponseSchema>;
