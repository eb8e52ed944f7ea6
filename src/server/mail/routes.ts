import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MailJobAnswerSchema, MailListSchema, MailStatusSchema } from '../../common/schemas/mail.ts';
import type { Db } from '../db/index.ts';
import { failures, Success } from '../http/schemas.ts';
import { getMailJob, listMailJobs, retryMailJob } from './outbox.ts';

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
            status: Type.Optional(MailStatusSchema),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: MailListSchema,
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
          200: MailJobAnswerSchema,
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
