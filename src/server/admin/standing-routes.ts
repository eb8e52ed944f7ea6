import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams } from '../../common/schemas/forum.ts';
import type { AuthCache } from '../accounts/auth-cache.ts';
import type { Db } from '../db/index.ts';
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
  // What each restriction is called in the answer, and who may impose it.
  const RESTRICTIONS = [
    [
      'suspend',
      'suspended_until',
      'suspend_reason',
      'Suspend a member: their sessions end everywhere and sign-in is refused (administrators)',
    ],
    [
      'silence',
      'silenced_until',
      'silence_reason',
      'Silence a member: they may read and sign in, but not write (staff)',
    ],
  ] as const;
  for (const [kind, untilKey, reasonKey, summary] of RESTRICTIONS) {
    app.post(
      `/api/admin/users/:id/${kind}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: IdParams,
          body: StandingBody,
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              user: Type.Object({
                id: Type.Integer(),
                [untilKey]: Type.String(),
                [reasonKey]: Type.String(),
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
          kind,
          request.body,
        );
        return {
          success: true as const,
          user: { id: done.id, [untilKey]: done.until, [reasonKey]: done.reason },
        };
      },
    );
  }

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
