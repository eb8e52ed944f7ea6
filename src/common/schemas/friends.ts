/** Schemas of friends' payloads (issue 19 §2); home-social.ts derives its types from them. */
import { Type } from '@sinclair/typebox';

/** A member's friendship or request towards another, from the first one's side. */
export const FriendStateSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('friends'),
  Type.Literal('requested'),
  Type.Literal('incoming'),
]);

/** A member as the home page's panels show them: name, profile and avatar image. */
export const HomeMemberSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  avatar_url: Type.String({ description: 'The composed avatar image (`/api/user/{id}/avatar.png?v=…`).' }),
});

/** One friend or request as GET /api/friends lists it. */
export const FriendViewSchema = Type.Composite([
  HomeMemberSchema,
  Type.Object({
    since: Type.String({ description: 'When the friendship began (accepted) or the request was made.' }),
  }),
]);

/** What a friend call answers: where the two members stand now, in words. */
export const FriendAnswer = Type.Object({
  success: Type.Literal(true),
  state: FriendStateSchema,
  message: Type.String(),
});

/** A member's friends and the requests to and from them. */
export const FriendListsSchema = Type.Object({
  friends: Type.Array(FriendViewSchema),
  incoming: Type.Array(FriendViewSchema),
  outgoing: Type.Array(FriendViewSchema),
});

export const FriendsAnswerSchema = Type.Composite([
  Type.Object({ success: Type.Literal(true) }),
  FriendListsSchema,
]);

export const MemberFriendsAnswer = Type.Object({
  success: Type.Literal(true),
  friends: Type.Array(FriendViewSchema),
  /** How many friends the member has (the list shows the first MEMBER_FRIENDS_SHOWN by name). */
  total: Type.Integer(),
  /** The viewer's state towards the member ('none' for visitors and on one's own profile). */
  state: FriendStateSchema,
});
