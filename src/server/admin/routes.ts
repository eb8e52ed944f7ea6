import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthCache } from '../accounts/auth-cache.ts';
import type { HashCost } from '../accounts/passwords.ts';
import type { DbHandle } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';
import { dashboardRoutes, type RedisHealth } from './dashboard-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { upkeepRoutes } from './upkeep-routes.ts';

/** The admin panel's API (issue 16 §3), but for mail, suspensions and the audit log; the command line's check and backup too. */
export const adminRoutes: FastifyPluginAsyncTypebox<{
  database: DbHandle;
  auth: AuthCache;
  live: LiveHub;
  /** argon2's cost for the accounts administrators create. */
  hashCost: HashCost;
  redisHealth: () => RedisHealth;
  /** How long the dashboard's figures are reused (ms). */
  figuresCacheMs: number;
}> = async (app, { database, auth, live, hashCost, redisHealth, figuresCacheMs }) => {
  const { db } = database;
  await app.register(dashboardRoutes, { database, redisHealth, cacheMs: figuresCacheMs });
  await app.register(memberRoutes, { db, auth, live, hashCost });
  await app.register(groupRoutes, { db });
  await app.register(settingsRoutes, { db });
  await app.register(upkeepRoutes, { database });
};
