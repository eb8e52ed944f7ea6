/** Schemas of the daily spotlight's and member privacy's payloads (issue 19 §2, §3); home-social.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { AchievementSchema } from './achievements.ts';
import { HomeMemberSchema } from './friends.ts';
import { Nullable, Success } from './shared.ts';

/** A UTC day, as the spotlight's answers and the administrators' pick name it. */
export const UtcDaySchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A UTC day, YYYY-MM-DD.',
});

/** The member in today's spotlight, or null when nobody could be picked. */
export const SpotlightFields = Type.Object({
  day: UtcDaySchema,
  member: Nullable(
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      avatar_url: Type.String({ description: 'The full figure: /api/user/{id}/avatar.png?size=figure&v=…' }),
      joined: Type.String({ format: 'date-time' }),
      post_count: Type.Integer(),
      best_score: Type.Integer({ description: 'Best finished Tile Tumble score; 0 if none.' }),
      achievements: Type.Array(AchievementSchema),
    }),
  ),
});

/** GET /api/spotlight */
export const SpotlightResponseSchema = Type.Composite([
  Type.Object({ success: Type.Literal(true) }),
  SpotlightFields,
]);

/** One day's pick as GET /api/admin/spotlight lists it. */
export const SpotlightPickSchema = Type.Object({
  day: UtcDaySchema,
  member: Nullable(HomeMemberSchema, {
    description: 'Null when nobody could be picked (or the member was deleted).',
  }),
  picked_by: Nullable(Type.String(), {
    description: "The name of the administrator who picked the member, or null for the daily rule's pick.",
  }),
});

/** GET /api/admin/spotlight: the picks of the last and next 14 days, oldest first. */
export const AdminSpotlightResponseSchema = Type.Object({
  success: Type.Literal(true),
  today: UtcDaySchema,
  picks: Type.Array(SpotlightPickSchema),
});

/** POST /api/admin/spotlight: the pick made. */
export const SpotlightPickedSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  pick: SpotlightPickSchema,
});

/** Member privacy (GET/PUT /api/account/privacy). */
export const PrivacySettingsSchema = Type.Object({
  hide_activity: Type.Boolean(),
  spotlight_opt_out: Type.Boolean(),
});

export const PrivacyResponseSchema = Type.Composite([Success, PrivacySettingsSchema]);
