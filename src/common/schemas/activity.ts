/** Schemas of friends' activity (issue 19 §2); home-social.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { ACTIVITY_KINDS } from '../home-social.ts';
import { HomeMemberSchema } from './friends.ts';

const Link = { id: Type.Integer(), url: Type.String() };

/** One entry of GET /api/friends/activity and of the live `activity.new` event. */
export const ActivityEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(ACTIVITY_KINDS.map((kind) => Type.Literal(kind))),
  created_at: Type.String(),
  member: HomeMemberSchema,
  thread: Type.Optional(
    Type.Object(
      { ...Link, title: Type.String() },
      { description: 'Forum activity: the thread (and for replies the post), with the link to it.' },
    ),
  ),
  post_id: Type.Optional(Type.Integer()),
  score: Type.Optional(
    Type.Integer({ description: 'Tile Tumble: the score of a best game or of the milestone reached.' }),
  ),
  design: Type.Optional(
    Type.Object(
      { ...Link, name: Type.String() },
      { description: 'A design approved into the shop: its name and item page.' },
    ),
  ),
  achievement: Type.Optional(
    Type.Object(
      { key: Type.String(), name: Type.String() },
      { description: "An achievement's key and name." },
    ),
  ),
});

/** A page of GET /api/friends/activity, newest first. */
export const ActivityPageSchema = Type.Object({
  success: Type.Literal(true),
  entries: Type.Array(ActivityEntrySchema),
  has_more: Type.Boolean(),
});
