import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthCache } from '../accounts/auth-cache.ts';
import type { Db } from '../db/index.ts';
import { dashboardRoutes, type RedisHealth } from './dashboard-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { settingsRoutes } from './settings-routes.ts';

/** The admin panel's API (issue 16 §3), but for mail, suspensions and the audit log. */
export const adminRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  auth: AuthCache;
  redisHealth: () => RedisHealth;
  /** How long the dashboard's figures are reused (ms). */
  figuresCacheMs: number;
}> = async (app, { db, auth, redisHealth, figuresCacheMs }) => {
  await app.register(dashboardRoutes, { db, redisHealth, cacheMs: figuresCacheMs });
  await app.register(memberRoutes, { db, auth });
  await app.register(groupRoutes, { db });
  await app.register(settingsRoutes, { db });
};
