import { Type } from '@sinclair/typebox';

/** A member's friendship or request towards another, from the first one's side. */
export const FriendStateSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('friends'),
  Type.Literal('requested'),
  Type.Literal('incoming'),
]);

/** One friend or request (FriendView in src/common/home-social.ts). */
export const FriendViewSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  avatar_url: Type.String(),
  since: Type.String(),
});

/** What a friend call answers: where the two members stand now, in words. */
export const FriendAnswer = Type.Object({
  success: Type.Literal(true),
  state: FriendStateSchema,
  message: Type.String(),
});

export const FriendsAnswerSchema = Type.Object({
  success: Type.Literal(true),
  friends: Type.Array(FriendViewSchema),
  incoming: Type.Array(FriendViewSchema),
  outgoing: Type.Array(FriendViewSchema),
});

export const MemberFriendsAnswer = Type.Object({
  success: Type.Literal(true),
  friends: Type.Array(FriendViewSchema),
  /** How many friends the member has (the list shows the first MEMBER_FRIENDS_SHOWN by name). */
  total: Type.Integer(),
  /** The viewer's state towards the member ('none' for visitors and on one's own profile). */
  state: FriendStateSchema,
});
