import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RUNNING } from '../../common/messages.ts';
import { REACTION_MSG, REACTIONS } from '../../common/reactions.ts';
import { IdParams, ReactionCountSchema, ReactionNameSchema } from '../../common/schemas/forum.ts';
import { isStaff } from '../accounts/permissions.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { forbidden } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { addReaction, removeReaction, whoReacted } from './reaction-service.ts';

// The body is checked by the service, so an unknown reaction gets the set's names, not a schema error.
const ReactionBody = Type.Object(
  { reaction: Type.String({ maxLength: 32, description: `One of: ${REACTIONS.join(', ')}` }) },
  { additionalProperties: false },
);

const ReactionsAnswer = Type.Object({
  success: Type.Literal(true),
  reactions: Type.Array(ReactionCountSchema),
});

/** Reacting is cheap to repeat; a script clicking faster than this is no person. Per member. */
const REACT_LIMIT = { max: 120, timeWindow: 60_000 };

/**
 * Reactions to posts (issue 17 §3). A silenced member may still react (like reporting or
 * subscribing, it adds no text others read; Discourse lets silenced users like too), but while the
 * site requires verified e-mail, an unverified member may not (a reaction notifies the author).
 */
export const reactionRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub }> = async (
  app,
  { db, live },
) => {
  const forum = { db, live };
  const config = {
    rateLimit: {
      ...REACT_LIMIT,
      keyGenerator: (request: { user?: { id: number } | null; ip: string }) =>
        request.user ? `react:u:${request.user.id}` : `react:ip:${request.ip}`,
    },
  };

  const reacting = async (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request, REACTION_MSG.loginToReact);
    if (user.email_verified_at === null && (await getSettings(db)).email_verification_required) {
      if (!isStaff(await request.access())) throw forbidden(RUNNING.verifyEmailFirst);
    }
    return request.access();
  };

  // Giving and taking back a reaction: the same call but for what it changes.
  const changes = [
    {
      path: '/api/post/:id/react',
      change: addReaction,
      description:
        "Adds the caller's `reaction` to someone else's post, and answers the post's reactions. Each member gives each reaction at most once: reacting again the same way changes nothing and answers the same counts. The post's author is notified, at most once per post an hour.",
    },
    {
      path: '/api/post/:id/unreact',
      change: removeReaction,
      description:
        "Takes back the caller's `reaction` to a post, and answers the post's reactions. Taking back a reaction not given changes nothing.",
    },
  ];
  for (const { path, change, description } of changes) {
    app.post(
      path,
      {
        schema: {
          tags: ['forum'],
          description,
          params: IdParams,
          body: ReactionBody,
          response: { 200: ReactionsAnswer, ...failures(400, 401, 403, 404, 429) },
        },
        config,
      },
      async (request) => {
        const access = await reacting(request);
        const reactions = await change(forum, access, request.params.id, request.body.reaction);
        return { success: true as const, reactions };
      },
    );
  }

  app.get(
    '/api/post/:id/reactions',
    {
      schema: {
        tags: ['forum'],
        description:
          'Who gave each reaction to a post (the first 50 members of each, earliest first), to whoever may view the post.',
        params: IdParams,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            reactions: Type.Array(
              Type.Object({
                reaction: ReactionNameSchema,
                count: Type.Integer(),
                users: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String() })),
              }),
            ),
          }),
          ...failures(400, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      reactions: await whoReacted(db, await request.access(), request.params.id),
    }),
  );
};
