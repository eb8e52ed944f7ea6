import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import {
  publishPostDelete,
  publishPostEdit,
  publishReply,
  publishSubscriptions,
  publishThreadNew,
} from './live-events.ts';
import { deletePost, editPost, setPostArchived } from './post-service.ts';
import { presentPost } from './present.ts';
import { findPost } from './queries.ts';
import { fileReport } from './report-service.ts';
import { IdParams, NewThreadBody, PostSchema, ReportBody, TextBody } from './schemas.ts';
import { isSubscribed, setSubscription } from './subscription-service.ts';
import { createThread, replyToThread, viewableThread } from './thread-service.ts';

const ok = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });
const refusals = failures(400, 401, 403, 404, 409);

export const forumWriteRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub }> = async (
  app,
  { db, live },
) => {
  // Live events go out after the write committed; a failure to publish must not fail the write.
  const publish = (work: Promise<void>) =>
    work.catch((error: unknown) => app.log.error({ err: error }, 'live publish failed'));

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
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      requireUser(request, MSG.loginToCreateThread);
      const created = await createThread(db, await request.access(), request.params.id, request.body);
      await publish(publishThreadNew(live, db, created.id));
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
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      requireUser(request, MSG.loginToReply);
      const { id, thread } = await replyToThread(
        db,
        await request.access(),
        request.params.id,
        request.body.text,
      );
      const post = presentPost((await findPost(db, id))!);
      const category = await db
        .selectFrom('categories')
        .select('slug')
        .where('id', '=', thread.category_id)
        .executeTakeFirst();
      await publish(publishReply(live, db, thread, post, category?.slug ?? ''));
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
      requireUser(request);
      const { post, thread } = await editPost(
        db,
        await request.access(),
        request.params.id,
        request.body.text,
      );
      await publish(publishPostEdit(live, thread, presentPost(post)));
      return { success: true as const, post: presentPost(post) };
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
      const { threadDeleted, thread, post } = await deletePost(db, await request.access(), request.params.id);
      await publish(publishPostDelete(live, thread, post.id, threadDeleted));
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
        const { post, thread } = await setPostArchived(
          db,
          await request.access(),
          request.params.id,
          archived,
        );
        await publish(publishPostEdit(live, thread, presentPost(post)));
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
        const user = requireUser(request);
        const thread = await setSubscription(db, await request.access(), request.params.id, subscribed);
        await publish(publishSubscriptions(live, db, user.id, thread.category_id));
        return { success: true as const, subscribed };
      },
    );
  }
};
