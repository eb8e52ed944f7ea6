import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IgnoredListSchema } from '../../common/schemas/accounts.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { ignoreMember, listIgnored, unignoreMember } from './ignores.ts';

/**
 * Ignoring a member (issue 17 §9): their posts show collapsed, they cannot message you, and their
 * mentions, quotes and reactions do not notify you. Staff cannot be ignored.
 */
export const ignoreRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/user/:id/ignore',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Ignores a member. Not oneself (422), not staff (403: moderators, administrators, the Design Team).',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), ignored: Type.Literal(true) }),
          ...failures(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await ignoreMember(db, user.id, request.params.id);
      return { success: true as const, ignored: true as const };
    },
  );

  app.post(
    '/api/user/:id/unignore',
    {
      schema: {
        tags: ['accounts'],
        description: 'Stops ignoring a member.',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), ignored: Type.Literal(false) }),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await unignoreMember(db, user.id, request.params.id);
      return { success: true as const, ignored: false as const };
    },
  );

  app.get(
    '/api/account/ignored',
    {
      schema: {
        tags: ['accounts'],
        description: 'The members the signed-in member ignores, most recently ignored first.',
        response: {
          200: IgnoredListSchema,
          ...failures(401),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ignored: await listIgnored(db, user.id) };
    },
  );
};
