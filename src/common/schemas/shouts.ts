/** Schemas of the shoutbox's payloads (issue 19 §1); home-social.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { HomeMemberSchema } from './friends.ts';
import { Nullable } from './shared.ts';

/** One shout as GET /api/shouts lists it and `shout.new` carries it. */
export const ShoutSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String({ description: 'Plain text (never HTML); the page makes http(s) links clickable.' }),
  created_at: Type.String({ format: 'date-time' }),
  author: HomeMemberSchema,
});

/** A page of GET /api/shouts, newest first. */
export const ShoutsPageSchema = Type.Object({
  success: Type.Literal(true),
  shouts: Type.Array(ShoutSchema),
  has_more: Type.Boolean(),
});

/** POST /api/shouts: the shout as stored. */
export const ShoutPostedSchema = Type.Object({ success: Type.Literal(true), shout: ShoutSchema });

export const ShoutReportStatusSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('resolved'),
  Type.Literal('dismissed'),
]);

/** One report of a shout as moderators list it (GET /api/moderation/shout_reports). */
export const ShoutReportSchema = Type.Object({
  id: Type.Integer(),
  status: ShoutReportStatusSchema,
  reason: Type.String(),
  created_at: Type.String(),
  reporter: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  author: Nullable(HomeMemberSchema, {
    description: "The shout's author (null once their account is gone).",
  }),
  text: Type.String({ description: 'The shout as it was reported, kept after it is deleted.' }),
  shout: Nullable(Type.Object({ id: Type.Integer(), created_at: Type.String() }), {
    description: 'The shout while it still exists (null once deleted or pruned).',
  }),
});
