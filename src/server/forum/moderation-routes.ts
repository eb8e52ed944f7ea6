import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, MoveBody, ReportSchema } from '../../common/schemas/forum.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { ReportStatusQuery } from './report-queue-routes.ts';
import { handleReport, listReports } from './report-service.ts';
import type { ThreadFlag } from './thread-service.ts';
import { flagThread, relocateThread } from './write-service.ts';

const refusals = failures(400, 401, 403, 404, 409);

// Each toggle answers the flag's new value under the name the spec gives it (spec 1 §7).
const TOGGLES: Array<[action: string, flag: ThreadFlag, answer: string, effect: string]> = [
  ['pin', 'pinned', 'pinned', 'A pinned thread is listed first in its category.'],
  ['lock', 'locked', 'locked', 'Only moderators may reply in or edit a locked thread.'],
  ['close', 'closed', 'closed', 'Only moderators may reply in or edit a closed thread.'],
  [
    'archive',
    'archived',
    'archived',
    "An archived thread leaves its category's list (its moderators still see it) and takes no replies.",
  ],
];

/** What every toggle's description says, after its effect. */
const TOGGLE_RULES =
  'Flips the flag and answers its new value; moderators of the category and administrators only, audited. 403 for anyone else; 404 for a thread the caller may not view.';

export const forumModerationRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub }> = async (
  app,
  { db, live },
) => {
  const forum = { db, live };

  for (const [action, flag, answer, effect] of TOGGLES) {
    app.post(
      `/api/thread/:id/${action}`,
      {
        schema: {
          description: `${effect} ${TOGGLE_RULES}`,
          tags: ['moderation'],
          params: IdParams,
          response: {
            200: Type.Object({ success: Type.Literal(true), [answer]: Type.Boolean() }),
            ...refusals,
          },
        },
      },
      async (request) => {
        requireUser(request);
        const value = await flagThread(forum, await request.access(), request.params.id, flag);
        return { success: true as const, [answer]: value };
      },
    );
  }

  app.post(
    '/api/thread/:id/move',
    {
      schema: {
        description:
          'Moves a thread to another category, giving it a free slug there (its old address redirects); the caller must moderate both categories. 403 without that; 404 for a thread or target category they may not view.',
        tags: ['moderation'],
        params: IdParams,
        body: MoveBody,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            category_id: Type.Integer(),
            category_slug: Type.String(),
            category_title: Type.String(),
            slug: Type.String(),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const moved = await relocateThread(
        forum,
        await request.access(),
        request.params.id,
        request.body.category_id,
      );
      return {
        success: true as const,
        category_id: moved.category.id,
        category_slug: moved.category.slug,
        category_title: moved.category.title,
        slug: moved.slug,
      };
    },
  );

  app.get(
    '/api/moderation/reports',
    {
      schema: {
        description:
          'Reports on posts and threads in the categories the caller moderates, by `status` (default `open`). 403 for a member who moderates no category.',
        tags: ['moderation'],
        querystring: Type.Object({
          status: Type.Optional(ReportStatusQuery),
        }),
        response: {
          200: Type.Object({ success: Type.Literal(true), reports: Type.Array(ReportSchema) }),
          ...refusals,
        },
      },
    },
    async (request) => {
      requireUser(request);
      return {
        success: true as const,
        reports: await listReports(db, await request.access(), request.query.status ?? 'open'),
      };
    },
  );

  for (const [action, outcome] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/moderation/reports/:id/${action}`,
      {
        schema: {
          description: `Marks an open report ${outcome}; moderators of its category and administrators only. 404 for a report the caller does not moderate; 409 when it was already handled.`,
          tags: ['moderation'],
          params: IdParams,
          response: { 200: Type.Object({ success: Type.Literal(true), status: Type.String() }), ...refusals },
        },
      },
      async (request) => {
        requireUser(request);
        await handleReport(db, await request.access(), request.params.id, outcome);
        return { success: true as const, status: outcome };
      },
    );
  }
};
