import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { IdParams } from '../../common/schemas/forum.ts';
import type { Access } from '../accounts/permissions.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';

/** `?status=` of a report queue: open (the default), resolved, dismissed or all. */
export const ReportStatusQuery = Type.Union([
  Type.Literal('open'),
  Type.Literal('resolved'),
  Type.Literal('dismissed'),
  Type.Literal('all'),
]);

export type ReportOutcome = 'resolved' | 'dismissed';
export type ReportQueueStatus = ReportOutcome | 'open' | 'all';

interface ReportQueueOptions<R extends TSchema> {
  /** The queue's path below /api/moderation/, e.g. `shout_reports`. */
  path: string;
  /** What is reported, in the handling routes' descriptions: `shout`. */
  what: string;
  /** The description of the list route. */
  description: string;
  /** One report as the list answers it. */
  report: R;
  list: (access: Access, status: ReportQueueStatus) => Promise<Static<R>[]>;
  handle: (access: Access, id: number, outcome: ReportOutcome) => Promise<unknown>;
}

/**
 * A moderators' report queue (messages, shouts): `GET /api/moderation/{path}?status=` lists its
 * reports, `POST …/{id}/resolve` and `…/{id}/dismiss` close one. The services check who may.
 */
export const reportQueueRoutes: FastifyPluginAsyncTypebox<ReportQueueOptions<TSchema>> = async (
  app,
  { path, what, description, report, list, handle },
) => {
  app.get(
    `/api/moderation/${path}`,
    {
      schema: {
        tags: ['moderation'],
        description,
        querystring: Type.Object(
          {
            status: Type.Optional(ReportStatusQuery),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ success: Type.Literal(true), reports: Type.Array(report) }),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      requireUser(request);
      const reports = await list(await request.access(), request.query.status ?? 'open');
      return { success: true as const, reports };
    },
  );

  for (const [action, outcome] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/moderation/${path}/:id/${action}`,
      {
        schema: {
          tags: ['moderation'],
          description: `Marks an open ${what} report ${outcome} (moderators and administrators).`,
          params: IdParams,
          response: {
            200: Type.Object({ success: Type.Literal(true), status: Type.Literal(outcome) }),
            ...failures(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        requireUser(request);
        await handle(await request.access(), request.params.id, outcome);
        return { success: true as const, status: outcome };
      },
    );
  }
};
