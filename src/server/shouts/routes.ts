import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  SHOUT_MAX_LENGTH,
  SHOUT_REPORT_REASON_MAX,
  SHOUTS_PER_PAGE,
  SOCIAL,
} from '../../common/home-social.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import { ShoutPostedSchema, ShoutReportSchema, ShoutsPageSchema } from '../../common/schemas/shouts.ts';
import type { Db } from '../db/index.ts';
import { reportQueueRoutes } from '../forum/report-queue-routes.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { handleShoutReport, listShoutReports, reportShout } from './report-service.ts';
import { deleteShout, listShouts, postShout, startShoutPrune } from './service.ts';

const ok = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });

/** The shoutbox (issue 19 §1): GET/POST /api/shouts, deletion, reports. */
export const shoutRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub; clock: () => Date }> = async (
  app,
  { db, live, clock },
) => {
  const deps = { db, live };
  const stopPrune = startShoutPrune(db, clock, (err) => app.log.error({ err }, 'shout prune failed'));
  app.addHook('onClose', stopPrune);

  app.get(
    '/api/shouts',
    {
      schema: {
        tags: ['shouts'],
        description: `The shoutbox, newest first, ${SHOUTS_PER_PAGE} at a time; \`before\` (a shout id) pages back. Anyone may read it.`,
        querystring: Type.Object(
          { before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) },
          { additionalProperties: false },
        ),
        response: {
          200: ShoutsPageSchema,
          ...failures(400),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listShouts(db, request.user?.id ?? null, request.query.before, clock())),
    }),
  );

  app.post(
    '/api/shouts',
    {
      schema: {
        tags: ['shouts'],
        description: `Shouts on the wall: plain text of 1–${SHOUT_MAX_LENGTH} characters, no images; one shout per member every 15 seconds, never the same text twice in a row. Everyone sees it live.`,
        // Generous here: the service counts characters as members do and says what is wrong.
        body: Type.Object(
          { text: Type.String({ maxLength: SHOUT_MAX_LENGTH * 8 }) },
          { additionalProperties: false },
        ),
        response: {
          201: ShoutPostedSchema,
          ...failures(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const shout = await postShout(deps, user, await request.access(), request.body.text, clock());
      return reply.status(201).send({ success: true as const, shout });
    },
  );

  app.post(
    '/api/shouts/:id/delete',
    {
      schema: {
        tags: ['shouts'],
        description:
          'Deletes a shout: its author within 5 minutes, moderators and administrators always (audited).',
        params: IdParams,
        response: { 200: ok, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      await deleteShout(deps, await request.access(), request.params.id, clock());
      return { success: true as const, message: SOCIAL.shoutDeleted };
    },
  );

  app.post(
    '/api/shouts/:id/report',
    {
      schema: {
        tags: ['shouts'],
        description: "Reports someone else's shout to the moderators; one open report per member and shout.",
        params: IdParams,
        body: Type.Object(
          { reason: Type.String({ maxLength: SHOUT_REPORT_REASON_MAX * 4 }) },
          { additionalProperties: false },
        ),
        response: { 201: ok, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await reportShout(db, user.id, request.params.id, request.body.reason, clock());
      return reply.status(201).send({ success: true as const, message: SOCIAL.shoutReported });
    },
  );

  await app.register(reportQueueRoutes, {
    path: 'shout_reports',
    what: 'shout',
    description: 'Reports of shouts (moderators and administrators), each with the text as reported.',
    report: ShoutReportSchema,
    list: (access, status) => listShoutReports(db, access, status),
    handle: (access, id, outcome) => handleShoutReport(db, access, id, outcome, clock()),
  });
};
