import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ACTIVITY_KINDS } from '../../common/home-social.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { listActivity, startActivityPrune } from './activity-feed.ts';

const Link = { id: Type.Integer(), url: Type.String() };
/** One entry of the feed, the same shape `activity.new` carries (ActivityEntry). */
const ActivityEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(ACTIVITY_KINDS.map((kind) => Type.Literal(kind))),
  created_at: Type.String(),
  member: Type.Object({ id: Type.Integer(), username: Type.String(), avatar_url: Type.String() }),
  thread: Type.Optional(Type.Object({ ...Link, title: Type.String() })),
  post_id: Type.Optional(Type.Integer()),
  score: Type.Optional(Type.Integer()),
  design: Type.Optional(Type.Object({ ...Link, name: Type.String() })),
  achievement: Type.Optional(Type.Object({ key: Type.String(), name: Type.String() })),
});

/** Friends' activity (issue 19 §2): GET /api/friends/activity. */
export const activityRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const stopPrune = startActivityPrune(db, clock);
  app.addHook('onClose', async () => stopPrune());

  app.get(
    '/api/friends/activity',
    {
      schema: {
        tags: ['friends'],
        description:
          "What the member's friends did recently, newest first; `before` (an entry's id) pages back.",
        querystring: Type.Object({
          before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
        }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            entries: Type.Array(ActivityEntrySchema),
            has_more: Type.Boolean(),
          }),
          ...failures(400, 401),
        },
      },
    },
    async (request) => {
      requireUser(request);
      const feed = await listActivity(db, await request.access(), {
        before: request.query.before,
        now: clock(),
      });
      return { success: true as const, ...feed };
    },
  );
};
