import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ActivityPageSchema } from '../../common/schemas/activity.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { listActivity, startActivityPrune } from './activity-feed.ts';

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
          200: ActivityPageSchema,
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
