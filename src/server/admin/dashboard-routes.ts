import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import { DashboardResponseSchema, type RedisHealthSchema } from '../../common/schemas/admin.ts';
import { cachedFor } from '../cached.ts';
import type { DbHandle } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { loadDashboardFigures } from './dashboard.ts';
import { requireStaff } from './staff.ts';

export type RedisHealth = Static<typeof RedisHealthSchema>;

/** The admin dashboard (issue 16 §3): the site's figures and the health of what it runs on. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<{
  database: DbHandle;
  /** Redis as this server sees it: 'off' when none is configured. */
  redisHealth: () => RedisHealth;
  /** How long the figures are reused, in ms (each staff page load would otherwise recount). */
  cacheMs: number;
}> = async (app, { database: { db, dialect }, redisHealth, cacheMs }) => {
  const figures = cachedFor(cacheMs, () => loadDashboardFigures(db));

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        description:
          'Staff: members, threads and posts, sign-ups and posts per day for the last 30 days (every day present), open reports, failed mail, which database the site runs on, and the health of the database and Redis.',
        response: { 200: DashboardResponseSchema, ...failures(401, 403) },
      },
    },
    async (request) => {
      await requireStaff(request);
      // A database that stops answering fails the figures' read too (503); health is read afresh.
      const database = await sql`select 1`.execute(db).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      return {
        success: true as const,
        ...(await figures()),
        database: dialect,
        health: { database, redis: redisHealth() },
      };
    },
  );
};
