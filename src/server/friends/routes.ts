import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';

/** Friends (issue 19 §2): requests, acceptance, the friend list. */
export const friendRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: () => Date }> = async (
  _app,
  _options,
) => {};
