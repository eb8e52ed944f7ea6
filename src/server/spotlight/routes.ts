import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import type { LiveHub } from '../live/hub.ts';

/** The daily spotlight (issue 19 §3), member privacy, the administrators' pick. */
export const spotlightRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  live: LiveHub;
  clock: () => Date;
}> = async (_app, _options) => {};
