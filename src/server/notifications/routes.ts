import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NOTIFICATIONS_PER_PAGE } from '../../common/notifications.ts';
import { MarkReadResponseSchema, NotificationsPageSchema } from '../../common/schemas/notifications.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { listNotifications, markRead } from './service.ts';

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
          200: NotificationsPageSchema,
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
          200: MarkReadResponseSchema,
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
