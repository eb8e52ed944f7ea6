/** Schemas of achievements' payloads (issue 18 §1); achievements.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { ACHIEVEMENT_KEYS } from '../achievements.ts';

/** One earned achievement as GET /api/user/{id}/achievements answers it. */
export const AchievementSchema = Type.Object({
  key: Type.Union(ACHIEVEMENT_KEYS.map((key) => Type.Literal(key))),
  name: Type.String(),
  description: Type.String(),
  earned_at: Type.String({ format: 'date-time' }),
});

export const AchievementsResponseSchema = Type.Object({
  success: Type.Literal(true),
  achievements: Type.Array(AchievementSchema),
});
