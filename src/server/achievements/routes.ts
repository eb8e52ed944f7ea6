import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '../../common/messages.ts';
import { AchievementsResponseSchema } from '../../common/schemas/achievements.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { listAchievements } from './service.ts';

/** Achievements are public, like the profile they are shown on (issue 18 §1). */
export const achievementRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/user/:id/achievements',
    {
      schema: {
        tags: ['shop'],
        description: "The member's achievements, in the order they were earned.",
        params: IdParams,
        response: {
          200: AchievementsResponseSchema,
          ...failures(400, 404),
        },
      },
    },
    async (request) => {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', request.params.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound(MSG.userNotFound);
      return { success: true as const, achievements: await listAchievements(db, user.id) };
    },
  );
};
