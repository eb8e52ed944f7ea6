import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';

/** Friends' activity (issue 19 §2): GET /api/friends/activity. */
export const activityRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: () => Date }> = async (
  _app,
  _options,
) => {};
