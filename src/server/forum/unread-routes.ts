import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../common/schemas/forum.ts';
import type { Db } from '../db/index.ts';
import { failures, Success } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { markCategoryRead } from './unread-service.ts';

/** issue 17 §5: "Mark all as read" for one category. */
export const unreadRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/category/:id/read',
    {
      schema: {
        tags: ['forum'],
        description:
          "Marks every thread of the category as read for the signed-in member, up to the newest post now: the category's threads then show no unread posts until someone posts again. 404 for a category the member may not view. It changes only the member's own read marks, so a silenced member may use it.",
        params: IdParams,
        response: { 200: Success, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      await markCategoryRead(db, await request.access(), request.params.id);
      return { success: true as const };
    },
  );
};
