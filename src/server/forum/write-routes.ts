import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import { IdParams, NewThreadBody, PostSchema, ReportBody, TextBody } from '../../common/schemas/forum.ts';
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
        description:
          'Starts a thread (title, text, optional trigger warning) in a category where the member may post. 403 without the post permission, or while silenced or unverified; 404 for a category they may not view; 422 for a duplicate or too many links or images, 429 when posting too soon (flood control).',
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
        description:
          'Replies in a thread; subscribers and mentioned members are notified and open pages get the post live. 403 without the reply permission, in a locked, closed or archived thread (moderators excepted), or while silenced or unverified; 422 and 429 from flood control as for a new thread.',
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
        description:
          "Changes a post's text, keeping the old text as a revision; its author may while the thread is open to them, a moderator of the category always (marked as a moderator's edit). 403 for someone else's or an archived post; 404 for a post the caller may not see.",
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
        description:
          "Deletes a post (the opening post deletes its thread: the author only while there are no replies, a moderator always); its author or a moderator of the category. 403 for someone else's post; 404 for one the caller may not see.",
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

  for (const [action, archived, description] of [
    [
      'archive',
      true,
      "Hides a post from everyone but its author and the moderators of its category (its author or such a moderator). 403 for someone else's post; 404 for one the caller may not see.",
    ],
    [
      'unarchive',
      false,
      "Shows an archived post again (its author or a moderator of the category). 403 for someone else's post; 404 for one the caller may not see.",
    ],
  ] as const) {
    app.post(
      `/api/post/:id/${action}`,
      {
        schema: {
          description,
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
      {
        schema: {
          description: `Signed-in members report a ${type} to the moderators of its category, with a category and, for OTHER, a reason; reporting it again while the report is open updates it. 404 for a ${type} the caller may not see.`,
          tags: ['forum'],
          params: IdParams,
          body: ReportBody,
          response: { 201: ok, ...refusals },
        },
      },
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
        description:
          'Whether the signed-in member is subscribed to a thread (notified of its replies). 404 for a thread they may not view.',
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

  for (const [action, subscribed, description] of [
    [
      'subscribe',
      true,
      'Subscribes the signed-in member to a thread: they are notified of its replies. 404 for a thread they may not view.',
    ],
    [
      'unsubscribe',
      false,
      "Ends the signed-in member's subscription to a thread. 404 for a thread they may not view.",
    ],
  ] as const) {
    app.post(
      `/api/thread/:id/${action}`,
      {
        schema: {
          description,
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
