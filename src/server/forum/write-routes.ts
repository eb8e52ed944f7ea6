import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import { type Access, isStaff } from '../accounts/permissions.ts';
import type { SessionUser } from '../accounts/sessions.ts';
import { requireMayWrite } from '../accounts/standing.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import type { ExternalImageOptions } from '../uploads/external-images.ts';
import type { Poster } from './flood-control.ts';
import { fileReport } from './report-service.ts';
import { IdParams, NewThreadBody, PostSchema, ReportBody, TextBody } from './schemas.ts';
import { isSubscribed } from './subscription-service.ts';
import { viewableThread } from './thread-service.ts';
import { archivePost, changePost, postReply, postThread, removePost, subscribe } from './write-service.ts';

const ok = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });
const refusals = failures(400, 401, 403, 404, 409);
/** A reply or a new thread may also be refused by flood control (issue 16 §6). */
const postRefusals = { ...refusals, ...failures(422, 429) };

export const forumWriteRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  live: LiveHub;
  externalImages?: ExternalImageOptions | undefined;
}> = async (app, { db, live, externalImages }) => {
  const forum = { db, live, externalImages };
  // A reply or a new thread: by whom, and the flood limits that hold for them (issue 16 §6).
  const posterOf = async (user: SessionUser, access: Access): Promise<Poster> => ({
    id: user.id,
    createdAt: user.created_at,
    staff: isStaff(access),
    settings: await getSettings(db),
  });

  app.post(
    '/api/category/:id/post',
    {
      schema: {
        tags: ['forum'],
        params: IdParams,
        body: NewThreadBody,
        response: {
          201: Type.Object({
            success: Type.Literal(true),
            id: Type.Integer(),
            thread_id: Type.Integer(),
            slug: Type.String(),
            category_slug: Type.String(),
            post_id: Type.Integer(),
          }),
          ...postRefusals,
        },
      },
    },
    async (request, reply) => {
      const user = await requireMayWrite(db, request, MSG.loginToCreateThread);
      const access = await request.access();
      const created = await postThread(
        forum,
        access,
        request.params.id,
        request.body,
        await posterOf(user, access),
      );
      return reply.status(201).send({
        success: true as const,
        id: created.id,
        thread_id: created.id,
        slug: created.slug,
        category_slug: created.categorySlug,
        post_id: created.postId,
      });
    },
  );

  app.post(
    '/api/thread/:id/reply',
    {
      schema: {
        tags: ['forum'],
        params: IdParams,
        body: TextBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), id: Type.Integer(), post: PostSchema }),
          ...postRefusals,
        },
      },
    },
    async (request, reply) => {
      const user = await requireMayWrite(db, request, MSG.loginToReply);
      const access = await request.access();
      const { id, post } = await postReply(
        forum,
        access,
        request.params.id,
        request.body.text,
        await posterOf(user, access),
      );
      return reply.status(201).send({ success: true as const, id, post });
    },
  );

  app.post(
    '/api/post/:id/edit',
    {
      schema: {
        tags: ['forum'],
        params: IdParams,
        body: TextBody,
        response: { 200: Type.Object({ success: Type.Literal(true), post: PostSchema }), ...refusals },
      },
    },
    async (request) => {
      await requireMayWrite(db, request);
      const post = await changePost(forum, await request.access(), request.params.id, request.body.text);
      return { success: true as const, post };
    },
  );

  app.post(
    '/api/post/:id/delete',
    {
      schema: {
        tags: ['forum'],
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), thread_deleted: Type.Boolean() }),
          ...refusals,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const threadDeleted = await removePost(forum, await request.access(), request.params.id);
      return { success: true as const, thread_deleted: threadDeleted };
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/post/:id/${action}`,
      {
        schema: {
          tags: ['forum'],
          params: IdParams,
          response: {
            200: Type.Object({ success: Type.Literal(true), archive: Type.Boolean() }),
            ...refusals,
          },
        },
      },
      async (request) => {
        requireUser(request);
        await archivePost(forum, await request.access(), request.params.id, archived);
        return { success: true as const, archive: archived };
      },
    );
  }

  for (const type of ['post', 'thread'] as const) {
    app.post(
      `/api/${type}/:id/report`,
      { schema: { tags: ['forum'], params: IdParams, body: ReportBody, response: { 201: ok, ...refusals } } },
      async (request, reply) => {
        requireUser(request);
        await fileReport(db, await request.access(), type, request.params.id, request.body);
        return reply.status(201).send({ success: true as const, message: MSG.reportReceived });
      },
    );
  }

  app.get(
    '/api/thread/:id/subscription',
    {
      schema: {
        tags: ['forum'],
        params: IdParams,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            subscribed: Type.Boolean(),
            thread_id: Type.Integer(),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const thread = await viewableThread(db, await request.access(), request.params.id);
      return {
        success: true as const,
        subscribed: await isSubscribed(db, user.id, thread.id),
        thread_id: thread.id,
      };
    },
  );

  for (const [action, subscribed] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.post(
      `/api/thread/:id/${action}`,
      {
        schema: {
          tags: ['forum'],
          params: IdParams,
          response: {
            200: Type.Object({ success: Type.Literal(true), subscribed: Type.Boolean() }),
            ...refusals,
          },
        },
      },
      async (request) => {
        requireUser(request);
        await subscribe(forum, await request.access(), request.params.id, subscribed);
        return { success: true as const, subscribed };
      },
    );
  }
};
