import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '../../common/messages.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import { FriendAnswer, FriendsAnswerSchema, MemberFriendsAnswer } from '../../common/schemas/friends.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { friendState, listFriends, memberFriends } from './lists.ts';
import { acceptFriend, declineFriend, requestFriend, requireMember, unfriend } from './service.ts';

const tags = ['friends'];

/** Friend requests a member may send in a minute: plenty for people, not for a script. */
const FRIEND_REQUEST_LIMIT = { max: 30, timeWindow: 60_000 };

/** Friends (issue 19 §2): requests, acceptance, the friend list. */
export const friendRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: () => Date }> = async (
  app,
  { db, live, clock },
) => {
  const deps = { db, live, clock };

  // Befriending writes nothing other members read, so silenced members may (issue 19 §2).
  app.post(
    '/api/user/:id/friend',
    {
      schema: {
        tags,
        description:
          'Asks the member to be friends, or accepts their request if they asked first. Asking again, or asking a friend, answers where the two stand. Not oneself (400), not a member who ignores you (403); 409 when either would pass the friend limit.',
        params: IdParams,
        response: { 200: FriendAnswer, ...failures(400, 401, 403, 404, 409, 429) },
      },
      config: {
        rateLimit: {
          ...FRIEND_REQUEST_LIMIT,
          // Per member: the session is read before this hook runs.
          keyGenerator: (request) => (request.user ? `friend-request:${request.user.id}` : request.ip),
          errorResponseBuilder: () => ({ statusCode: 429, success: false, message: MSG.tooManyRequests }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await requestFriend(deps, requireUser(request).id, request.params.id)),
    }),
  );

  app.post(
    '/api/user/:id/unfriend',
    {
      schema: {
        tags,
        description:
          'Ends the friendship with the member, withdraws your request to them or declines theirs; nothing there is no error.',
        params: IdParams,
        response: { 200: FriendAnswer, ...failures(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await unfriend(db, requireUser(request).id, request.params.id)),
    }),
  );

  app.get(
    '/api/friends',
    {
      schema: {
        tags,
        description: "The member's friends by name, and the requests to and from them, newest first.",
        response: { 200: FriendsAnswerSchema, ...failures(401) },
      },
    },
    async (request) => ({ success: true as const, ...(await listFriends(db, requireUser(request).id)) }),
  );

  app.post(
    '/api/friends/:id/accept',
    {
      schema: {
        tags,
        description: "Accepts the friend request of the member `id`; 404 when they haven't asked.",
        params: IdParams,
        response: { 200: FriendAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await acceptFriend(deps, requireUser(request).id, request.params.id)),
    }),
  );

  app.post(
    '/api/friends/:id/decline',
    {
      schema: {
        tags,
        description: "Declines the friend request of the member `id`; 404 when they haven't asked.",
        params: IdParams,
        response: { 200: FriendAnswer, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await declineFriend(db, requireUser(request).id, request.params.id)),
    }),
  );

  app.get(
    '/api/user/:id/friends',
    {
      schema: {
        tags,
        description:
          "A member's friends for their profile (public, like the profile): the first 60 by name, the total, and where the viewer stands towards them ('none' for visitors).",
        params: IdParams,
        response: { 200: MemberFriendsAnswer, ...failures(400, 404) },
      },
    },
    async (request) => {
      const memberId = request.params.id;
      await requireMember(db, memberId);
      const [list, state] = await Promise.all([
        memberFriends(db, memberId),
        request.user ? friendState(db, request.user.id, memberId) : ('none' as const),
      ]);
      return { success: true as const, ...list, state };
    },
  );
};
