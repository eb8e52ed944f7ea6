import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/index.ts';
import { failures, Success } from '../http/schemas.ts';
import { getMailJob, listMailJobs, MAIL_STATUSES, retryMailJob } from './outbox.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Status = Type.Union(MAIL_STATUSES.map((status) => Type.Literal(status)));

const MailJob = Type.Object({
  id: Type.Integer(),
  to_address: Type.String(),
  kind: Type.String(),
  subject: Type.String(),
  status: Status,
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  next_attempt_at: Type.String({ format: 'date-time' }),
});

const MailJobDetail = Type.Composite([
  MailJob,
  Type.Object({
    text_body: Type.String(),
    html_body: Type.String(),
    headers: Type.Record(Type.String(), Type.String()),
  }),
]);

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const tags = ['admin'];

/** The admin outbox (issue 16 §1): what was sent, what waits, what failed and why, and sending again. */
export const mailRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/mail',
    {
      schema: {
        tags,
        description:
          'Administrators: the mail queue, newest first, optionally of one status, with the count of each status. Without SMTP_URL mail is `kept` here rather than sent.',
        querystring: Type.Object(
          {
            status: Type.Optional(Status),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            jobs: Type.Array(MailJob),
            counts: Type.Object({
              pending: Type.Integer(),
              sent: Type.Integer(),
              failed: Type.Integer(),
              kept: Type.Integer(),
            }),
            total: Type.Integer(),
            page: Type.Integer(),
            per_page: Type.Integer(),
          }),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const list = await listMailJobs(
        db,
        await request.access(),
        request.query.status,
        request.query.page ?? 1,
      );
      return { success: true as const, ...list };
    },
  );

  app.get(
    '/api/admin/mail/:id',
    {
      schema: {
        tags,
        description: 'Administrators: one mail of the queue with its text and HTML parts and its headers.',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), job: MailJobDetail }),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      job: await getMailJob(db, await request.access(), request.params.id),
    }),
  );

  app.post(
    '/api/admin/mail/:id/retry',
    {
      schema: {
        tags,
        description:
          'Administrators: puts a failed (or kept) mail back on the queue, its attempts reset; 409 for a mail that is pending or sent.',
        params: IdParams,
        response: { 200: Success, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await retryMailJob(db, await request.access(), request.params.id);
      return { success: true as const };
    },
  );
};
