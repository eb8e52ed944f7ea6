import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';

/** The shoutbox (issue 19 §1): GET/POST /api/shouts, deletion, reports. */
export const shoutRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: () => Date }> = async (
  _app,
  _options,
) => {};
