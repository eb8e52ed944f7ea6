import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_TYPES, NOTIFICATIONS_PER_PAGE } from '../../common/notifications.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { listNotifications, markRead } from './service.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union(NOTIFICATION_TYPES.map((type) => Type.Literal(type))),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  actor: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  thread_id: Nullable(Type.Integer()),
  post_id: Nullable(Type.Integer()),
  excerpt: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  title: Type.String(),
  message: Type.String(),
  url: Nullable(Type.String()),
  threadId: Nullable(Type.Integer()),
  postId: Nullable(Type.Integer()),
});

const ReadBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 500 })),
    all: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);

/** The notifications centre (issue 17 §1): stored notifications, newest first, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncTypebox<{ db: Db; live: LiveHub }> = async (
  app,
  { db, live },
) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        description:
          "The signed-in member's notifications, newest first, with the unread count. Notifications about a thread the member may no longer view are left out.",
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
            per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            notifications: Type.Array(NotificationSchema),
            unread: Type.Integer(),
            page: Type.Integer(),
            has_more: Type.Boolean(),
          }),
          ...failures(400, 401),
        },
      },
    },
    async (request) => {
      requireUser(request);
      const page = request.query.page ?? 1;
      const list = await listNotifications(
        db,
        await request.access(),
        page,
        request.query.per_page ?? NOTIFICATIONS_PER_PAGE,
      );
      return { success: true as const, page, ...list };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        description: 'Marks the given notifications (`ids`), or all of them (`all: true`), read.',
        body: ReadBody,
        response: {
          200: Type.Object({ success: Type.Literal(true), unread: Type.Integer() }),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      requireUser(request);
      const { ids, all } = request.body;
      if (!all && !ids?.length) throw badRequest('Say which notifications to mark read: ids, or all: true');
      const unread = await markRead(db, live, await request.access(), {
        ...(ids ? { ids } : {}),
        all: all === true,
      });
      return { success: true as const, unread };
    },
  );
};
