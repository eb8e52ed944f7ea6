import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthCache } from '../accounts/auth-cache.ts';
import type { Db } from '../db/index.ts';
import { IdParams } from '../forum/schemas.ts';
import { failures, Success } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { liftRestriction, restrictMember } from './standing-service.ts';

const StandingBody = Type.Object(
  {
    until: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], {
      description: 'When it ends (ISO date-time, in the future), or null for indefinitely',
    }),
    reason: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);

const refusals = failures(400, 401, 403, 404);

/** Issue 16 §4: suspending (administrators) and silencing (staff) members, and lifting either. */
export const standingRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; auth: AuthCache }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a member: their sessions end everywhere and sign-in is refused (administrators)',
        params: IdParams,
        body: StandingBody,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            user: Type.Object({
              id: Type.Integer(),
              suspended_until: Type.String(),
              suspend_reason: Type.String(),
            }),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const done = await restrictMember(
        deps,
        await request.access(),
        request.params.id,
        'suspend',
        request.body,
      );
      return {
        success: true as const,
        user: { id: done.id, suspended_until: done.until, suspend_reason: done.reason },
      };
    },
  );

  app.post(
    '/api/admin/users/:id/silence',
    {
      schema: {
        tags: ['admin'],
        summary: 'Silence a member: they may read and sign in, but not write (staff)',
        params: IdParams,
        body: StandingBody,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            user: Type.Object({
              id: Type.Integer(),
              silenced_until: Type.String(),
              silence_reason: Type.String(),
            }),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const done = await restrictMember(
        deps,
        await request.access(),
        request.params.id,
        'silence',
        request.body,
      );
      return {
        success: true as const,
        user: { id: done.id, silenced_until: done.until, silence_reason: done.reason },
      };
    },
  );

  for (const [path, kind] of [
    ['unsuspend', 'suspend'],
    ['unsilence', 'silence'],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${path}`,
      {
        schema: {
          tags: ['admin'],
          summary: kind === 'suspend' ? 'Lift a suspension (administrators)' : 'Lift a silence (staff)',
          params: IdParams,
          response: { 200: Success, ...refusals },
        },
      },
      async (request) => {
        requireUser(request);
        await liftRestriction(deps, await request.access(), request.params.id, kind);
        return { success: true as const };
      },
    );
  }
};
